import { getPublishedExtent } from "../catalogue/public/get-published-extent";
import { getCswSettings } from "../csw/service-settings";
import { AppError } from "../errors";
import { CRS84, SORTABLES } from "./items-query";
import { COLLECTION_PATH, type Json } from "./record-feature";

// The service documents of OGC API – Records – Part 1 under /ogcapi: the landing page, the
// conformance declaration, the collections and the one collection, the catalogue ("katalog").
// Title, description and keywords are the CSW service identity's, so both services are named
// alike. Conformance lists exactly what is implemented and tested here.

/** The one collection's id. */
export const COLLECTION_ID = "katalog";

const RECORDS = "http://www.opengis.net/spec/ogcapi-records-1/1.0/conf";
const COMMON = "http://www.opengis.net/spec/ogcapi-common-1/1.0/conf";
const FEATURES = "http://www.opengis.net/spec/ogcapi-features-1/1.0/conf";
const FILTER = "http://www.opengis.net/spec/ogcapi-features-3/1.0/conf";
const CQL2 = "http://www.opengis.net/spec/cql2/1.0/conf";

export const CONFORMANCE = [
  `${COMMON}/core`,
  `${COMMON}/json`,
  `${COMMON}/oas30`,
  `${RECORDS}/record-core`,
  `${RECORDS}/record-collection`,
  `${RECORDS}/record-api`,
  `${RECORDS}/json`,
  `${RECORDS}/sorting`,
  `${FEATURES}/core`,
  `${FEATURES}/geojson`,
  `${FILTER}/queryables`,
  `${FILTER}/filter`,
  `${CQL2}/basic-cql2`,
  `${CQL2}/advanced-comparison-operators`,
  `${CQL2}/case-insensitive-comparison`,
  `${CQL2}/basic-spatial-functions`,
  `${CQL2}/basic-spatial-functions-plus`,
  `${CQL2}/cql2-text`,
  `${CQL2}/cql2-json`,
];

const link = (href: string, rel: string, type: string, title: string): Json => ({ href, rel, type, title });

/** GET /ogcapi: what the API offers and where. */
export async function landingPage(baseUrl: string): Promise<Json> {
  const settings = await getCswSettings();
  const root = `${baseUrl}/ogcapi`;
  return {
    id: "simpul",
    title: settings.judul,
    description: settings.abstrak,
    links: [
      link(root, "self", "application/json", "Halaman ini / This document"),
      link(`${baseUrl}/layanan-csw`, "alternate", "text/html", "Layanan mesin / Machine interfaces"),
      link(
        `${root}/conformance`,
        "conformance",
        "application/json",
        "Kelas kesesuaian / Conformance classes",
      ),
      link(`${root}/collections`, "data", "application/json", "Koleksi / Collections"),
      link(`${baseUrl}${COLLECTION_PATH}`, "child", "application/json", settings.judul),
      link(`${root}/api`, "service-desc", "application/vnd.oai.openapi+json;version=3.0", "OpenAPI 3.0"),
    ],
  };
}

/** GET /ogcapi/conformance. */
export const conformance = (): Json => ({ conformsTo: CONFORMANCE });

/** The catalogue collection's description. */
async function collection(baseUrl: string): Promise<Json> {
  const [settings, extent] = await Promise.all([getCswSettings(), getPublishedExtent()]);
  const path = `${baseUrl}${COLLECTION_PATH}`;
  return {
    id: COLLECTION_ID,
    type: "Collection",
    itemType: "record",
    title: settings.judul,
    description: settings.abstrak,
    ...(settings.kataKunci.length > 0 ? { keywords: settings.kataKunci } : {}),
    extent: {
      spatial: { bbox: [extent.box ?? [-180, -90, 180, 90]], crs: CRS84 },
      temporal: { interval: [[extent.start, extent.end]] },
    },
    crs: [CRS84],
    defaultSortOrder: ["-publishedAt"],
    sortables: Object.keys(SORTABLES),
    links: [
      link(path, "self", "application/json", settings.judul),
      link(`${path}/items`, "items", "application/geo+json", "Rekaman / Records"),
      link(
        `${path}/queryables`,
        "http://www.opengis.net/def/rel/ogc/1.0/queryables",
        "application/schema+json",
        "Queryables",
      ),
      link(`${baseUrl}/katalog`, "alternate", "text/html", "Portal"),
      link(`${baseUrl}/ogcapi`, "root", "application/json", "Landing page"),
    ],
  };
}

/** GET /ogcapi/collections. */
export async function collections(baseUrl: string): Promise<Json> {
  return {
    collections: [await collection(baseUrl)],
    links: [link(`${baseUrl}/ogcapi/collections`, "self", "application/json", "Koleksi / Collections")],
  };
}

/** NOT_FOUND unless `id` is the catalogue collection's. */
export function assertCollection(id: string): void {
  if (id !== COLLECTION_ID)
    throw new AppError("NOT_FOUND", `Koleksi tidak ditemukan / no such collection: ${id}`, {
      collectionId: id,
    });
}

/** GET /ogcapi/collections/{id}. */
export async function getCollection(id: string, baseUrl: string): Promise<Json> {
  assertCollection(id);
  return collection(baseUrl);
}
