import { findPublishedIdPage, publishedIdsFor } from "../catalogue/public/find-published-id-page";
import { recordNotFound } from "../catalogue/records/record-not-found";
import { loadPublishedRenderings } from "../catalogue/records/stored-protocol-renderings";
import { getDb } from "../db/client";
import { Prisma } from "../db/generated/client";
import { AppError } from "../errors";
import { allOf, type Search } from "../search/ast";
import { publishedWordsSql, searchToSql } from "../search/to-sql";
import { parseCql2Json } from "./cql2-json";
import { parseCql2Text } from "./cql2-text";
import {
  anyOf,
  bboxOf,
  ITEMS_DEFAULT_LIMIT,
  isEarthBox,
  ordersOf,
  qSearch,
  type TItemsQuery,
  temporalSearch,
} from "./items-query";
import { COLLECTION_PATH, type Json } from "./record-feature";

// The items of the catalogue collection: published records only, found by the search engine
// REST and CSW use (findPublishedIdPage over lib/search), newest published first unless
// `sortby` says otherwise, with exact counts (counted once per question and catalogue version).

const invalid = (parameter: string, message: string) =>
  new AppError("VALIDATION_FAILED", message, { parameters: [{ parameter, message }] });

/** The search the query asks (null: every published record); the `ids` are matched apart. */
export function itemsSearch(query: TItemsQuery): Search | null {
  const parts: (Search | null)[] = [];
  if (query.q !== undefined) parts.push(qSearch(query.q));
  if (query.bbox) {
    const box = bboxOf(query.bbox, query["bbox-crs"]);
    if (!isEarthBox(box))
      throw invalid(
        "bbox",
        "bbox di luar bumi atau selatan > utara / bbox outside the earth, or south > north",
      );
    parts.push({ op: "Spatial", relation: "BBOX", box });
  }
  if (query.datetime) parts.push(temporalSearch(query.datetime));
  if (query.type) parts.push(anyOf("Type", query.type));
  if (query.externalIds) parts.push(anyOf("Identifier", query.externalIds));
  if (query.filter !== undefined) {
    const language = query["filter-lang"] ?? "cql2-text";
    parts.push(language === "cql2-json" ? parseCql2Json(query.filter) : parseCql2Text(query.filter));
  } else if (query["filter-lang"] || query["filter-crs"])
    throw invalid("filter", "filter-lang/filter-crs tanpa filter / without a filter");
  return allOf(parts);
}

/** The query as URL parameters again (for the paging links), with `offset` set. */
function pageUrl(baseUrl: string, search: URLSearchParams, offset: number, limit: number): string {
  const params = new URLSearchParams(search);
  params.delete("f");
  params.set("limit", String(limit));
  if (offset > 0) params.set("offset", String(offset));
  else params.delete("offset");
  return `${baseUrl}${COLLECTION_PATH}/items?${params}`;
}

/** The ids ("Metadata".id) of a page of the items the query finds, and how many it finds in all. */
export async function findItemPage(query: TItemsQuery, { offset, limit }: { offset: number; limit: number }) {
  const search = itemsSearch(query);
  const conditions: Prisma.Sql[] = [];
  if (search) conditions.push(searchToSql(search));
  if (query.ids) {
    // The items' ids are the records' identifiers (file identifier, else id): found as CSW finds them.
    const ids = await publishedIdsFor(query.ids);
    conditions.push(ids.length > 0 ? Prisma.sql`m."id" IN (${Prisma.join(ids)})` : Prisma.sql`FALSE`);
  }
  return findPublishedIdPage({
    where: conditions.length > 0 ? Prisma.join(conditions, " AND ") : null,
    wordsWhere: search && !query.ids ? publishedWordsSql(search) : null,
    order: ordersOf(query.sortby ?? []),
    offset,
    limit,
  });
}

/** Published records' features (JSON texts, in the order of `ids`), from their stored renderings. */
async function featuresOf(ids: string[], baseUrl: string): Promise<string[]> {
  const renderings = await loadPublishedRenderings(await getDb(), ids, "ogc", baseUrl);
  return renderings.map((rendering) => rendering.text);
}

/**
 * One page of items as a GeoJSON FeatureCollection with its paging links (JSON text: the
 * features are their stored texts, joined).
 */
export async function searchItems(
  query: TItemsQuery,
  raw: URLSearchParams,
  baseUrl: string,
): Promise<string> {
  const limit = query.limit ?? ITEMS_DEFAULT_LIMIT;
  const offset = query.offset ?? 0;
  const { total, ids } = await findItemPage(query, { offset, limit });
  const features = await featuresOf(ids, baseUrl);
  const links: Json[] = [
    {
      href: pageUrl(baseUrl, raw, offset, limit),
      rel: "self",
      type: "application/geo+json",
      title: "Halaman ini / This page",
    },
    {
      href: `${pageUrl(baseUrl, raw, offset, limit)}&f=html`,
      rel: "alternate",
      type: "text/html",
      title: "HTML",
    },
    { href: `${baseUrl}${COLLECTION_PATH}`, rel: "collection", type: "application/json", title: "Katalog" },
  ];
  if (offset + ids.length < total)
    links.push({
      href: pageUrl(baseUrl, raw, offset + limit, limit),
      rel: "next",
      type: "application/geo+json",
    });
  if (offset > 0)
    links.push({
      href: pageUrl(baseUrl, raw, Math.max(0, offset - limit), limit),
      rel: "prev",
      type: "application/geo+json",
    });
  const rest = JSON.stringify({
    numberMatched: total,
    numberReturned: features.length,
    timeStamp: new Date().toISOString(),
    links,
  });
  return `{"type":"FeatureCollection","features":[${features.join(",")}],${rest.slice(1)}`;
}

/**
 * Where an item is in another format, as a path: its portal page ("html") or its ISO 19115-3
 * (2018) document ("xml"); NOT_FOUND unless it is a published record.
 */
export async function itemElsewhere(id: string, format: "html" | "xml"): Promise<string> {
  const [recordId] = await publishedIdsFor([id]);
  if (!recordId) throw recordNotFound(id);
  const path = encodeURIComponent(recordId);
  return format === "html" ? `/katalog/${path}` : `/api/public/metadata/${path}/xml?format=mdb2018`;
}

/** One item (JSON text), by its id (the record's file identifier, or its id); NOT_FOUND unless it is published. */
export async function getItem(id: string, baseUrl: string): Promise<string> {
  const [feature] = await featuresOf(await publishedIdsFor([id]), baseUrl);
  if (feature === undefined) throw recordNotFound(id);
  return feature;
}
