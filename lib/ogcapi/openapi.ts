import { BBOX_CRSS, ITEMS_DEFAULT_LIMIT, ITEMS_MAX_LIMIT, SORTABLES } from "./items-query";
import { QUERYABLES } from "./queryables";
import type { Json } from "./record-feature";
import { COLLECTION_ID } from "./service";

// The OpenAPI 3.0 definition of /ogcapi (the landing page's service-desc): the OGC API –
// Records operations Simpul implements, with the parameters the handlers take. The schemas of
// the answers are the OGC's own, referenced by URL, as the standard's building blocks do.

const RECORDS_SCHEMAS = "https://schemas.opengis.net/ogcapi/records/part1/1.0/openapi/schemas";
const FEATURES_SCHEMAS = "https://schemas.opengis.net/ogcapi/features/part1/1.0/openapi/schemas";

const json = (schema: Json, type = "application/json"): Json => ({ [type]: { schema } });
const ok = (description: string, schema: Json, type?: string): Json => ({
  description,
  content: { ...json(schema, type), "text/html": { schema: { type: "string" } } },
});
const PROBLEM: Json = {
  description: "Permintaan tidak valid atau tidak ditemukan / invalid request or not found (RFC 9457)",
  content: json({ $ref: `${FEATURES_SCHEMAS}/exception.yaml` }, "application/problem+json"),
};
const query = (name: string, description: string, schema: Json, extra: Json = {}): Json => ({
  name,
  in: "query",
  required: false,
  description,
  schema,
  ...extra,
});
const path = (name: string, description: string): Json => ({
  name,
  in: "path",
  required: true,
  description,
  schema: { type: "string" },
});
const F = query("f", "Format: json (default) or html (the portal's page, by a 303)", {
  type: "string",
  enum: ["json", "html"],
});
const get = (operationId: string, summary: string, parameters: Json[], responses: Json): Json => ({
  get: {
    operationId,
    summary,
    tags: ["OGC API – Records"],
    parameters: [...parameters, F],
    responses: { ...responses, "400": PROBLEM, "404": PROBLEM },
  },
});

/** The OpenAPI document; `baseUrl` is the server's. */
export function ogcApiOpenApi(baseUrl: string): Json {
  const collection = path("collectionId", `The collection: ${COLLECTION_ID}`);
  return {
    openapi: "3.0.3",
    info: {
      title: "Simpul – OGC API – Records",
      version: "1.0.0",
      description:
        "Rekaman metadata yang terbit, menurut OGC API – Records – Part 1 / The published metadata records, as OGC API – Records – Part 1 serves them.",
    },
    servers: [{ url: `${baseUrl}/ogcapi` }],
    paths: {
      "/": get("getLandingPage", "Landing page", [], {
        "200": ok("The landing page", { $ref: `${FEATURES_SCHEMAS}/landingPage.yaml` }),
      }),
      "/conformance": get("getConformance", "Conformance classes", [], {
        "200": ok("The conformance classes", { $ref: `${FEATURES_SCHEMAS}/confClasses.yaml` }),
      }),
      "/collections": get("getCollections", "The collections (one: the catalogue)", [], {
        "200": ok("The collections", { $ref: `${FEATURES_SCHEMAS}/collections.yaml` }),
      }),
      "/collections/{collectionId}": get("getCollection", "The catalogue collection", [collection], {
        "200": ok("The collection", { $ref: `${RECORDS_SCHEMAS}/collection.yaml` }),
      }),
      "/collections/{collectionId}/queryables": get(
        "getQueryables",
        "What a CQL2 filter may name",
        [collection],
        {
          "200": {
            description: "A JSON Schema of the queryables",
            content: json({ type: "object" }, "application/schema+json"),
          },
        },
      ),
      "/collections/{collectionId}/items": get(
        "getRecords",
        "Search the published records",
        [
          collection,
          query(
            "q",
            "Comma-separated terms, any of which may match; a term's words must all match (title, abstract, keywords)",
            { type: "string" },
          ),
          query(
            "bbox",
            "minx,miny,maxx,maxy (or with heights, 6 numbers); records whose extent intersects it",
            {
              type: "array",
              minItems: 4,
              maxItems: 6,
              items: { type: "number" },
            },
            { style: "form", explode: false },
          ),
          query("bbox-crs", "The CRS of bbox (CRS84 by default; EPSG:4326 is latitude first)", {
            type: "string",
            enum: [...BBOX_CRSS],
          }),
          query("datetime", "An instant or interval (a/b, .. open); records whose temporal extent meets it", {
            type: "string",
          }),
          query(
            "type",
            "Resource types (hierarchy levels), comma-separated",
            { type: "array", items: { type: "string" } },
            { style: "form", explode: false },
          ),
          query(
            "ids",
            "Record ids, comma-separated",
            { type: "array", items: { type: "string" } },
            { style: "form", explode: false },
          ),
          query(
            "externalIds",
            "File identifiers, comma-separated",
            { type: "array", items: { type: "string" } },
            { style: "form", explode: false },
          ),
          query("limit", `Page size (larger values are answered with ${ITEMS_MAX_LIMIT})`, {
            type: "integer",
            minimum: 1,
            default: ITEMS_DEFAULT_LIMIT,
          }),
          query("offset", "Records to skip", { type: "integer", minimum: 0, default: 0 }),
          query(
            "sortby",
            `Sort order: ${Object.keys(SORTABLES).join(", ")}, prefixed - for descending`,
            {
              type: "array",
              items: { type: "string", pattern: `^[+-]?(${Object.keys(SORTABLES).join("|")})$` },
            },
            { style: "form", explode: false },
          ),
          query("filter", `A CQL2 filter over the queryables (${Object.keys(QUERYABLES).join(", ")})`, {
            type: "string",
          }),
          query("filter-lang", "The filter's encoding", {
            type: "string",
            enum: ["cql2-text", "cql2-json"],
            default: "cql2-text",
          }),
          query("filter-crs", "The CRS of the filter's geometries", {
            type: "string",
            enum: ["http://www.opengis.net/def/crs/OGC/1.3/CRS84"],
          }),
        ],
        {
          "200": ok(
            "A page of records",
            { $ref: `${FEATURES_SCHEMAS}/featureCollectionGeoJSON.yaml` },
            "application/geo+json",
          ),
        },
      ),
      "/collections/{collectionId}/items/{recordId}": get(
        "getRecord",
        "One published record",
        [collection, path("recordId", "The record's id (its file identifier, else its id)")],
        {
          "200": ok("The record", { $ref: `${RECORDS_SCHEMAS}/recordGeoJSON.yaml` }, "application/geo+json"),
        },
      ),
    },
  };
}
