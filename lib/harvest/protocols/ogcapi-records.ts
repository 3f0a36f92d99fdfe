import type {
  HarvestItem,
  HarvestPage,
  HarvestProtocol,
  HarvestQuery,
  RemoteDescription,
  RemoteFetch,
} from "../protocol";
import { RemoteError } from "../protocol";

// OGC API – Records – Part 1: the source's address is the API's landing page or a collection
// of records. Items are paged by their `next` links; each item's ISO XML is read from its
// alternate links (ISO 19115-3 2018 first, then ISO 19139, then ISO 19115-3 2016), because a
// record feature is a summary while the catalogue keeps the whole document. An item that
// links none is reported as a failure. `q`, `bbox` and a CQL2 text filter narrow the items;
// an incremental run adds `updated >= TIMESTAMP(…)` where the API declares CQL2 filtering.

type Json = Record<string, unknown>;
interface Link {
  href: string;
  rel?: string;
  type?: string;
}

/** Items per page asked (servers may clamp). */
const PAGE_SIZE = 50;
/** Items' documents fetched at once. */
const DOCUMENTS_AT_ONCE = 4;
const FILTER_CONFORMANCE = /ogcapi-features-3\/1\.0\/conf\/filter|ogcapi-records-1\/1\.0\/conf\/filter/;

/** XML encodings by preference: what a link's type (or URL) says it is. */
const XML_KINDS: { pattern: RegExp; name: string }[] = [
  { pattern: /mdb2018|19115-3.*2\.0|mdb\/2\.0/i, name: "ISO 19115-3 (2018)" },
  { pattern: /19139|gmd/i, name: "ISO 19139" },
  { pattern: /mdb2016|19115-3|mdb\/1\.0/i, name: "ISO 19115-3 (2016)" },
];

async function getJson(fetch: RemoteFetch, url: string): Promise<Json> {
  const withFormat = new URL(url);
  if (!withFormat.searchParams.has("f")) withFormat.searchParams.set("f", "json");
  const response = await fetch({ url: withFormat.toString(), headers: { Accept: "application/json" } });
  if (response.status >= 400)
    throw new RemoteError("HTTP_STATUS", `HTTP ${response.status} dari / from ${url}`, url);
  try {
    return JSON.parse(new TextDecoder().decode(response.body)) as Json;
  } catch {
    throw new RemoteError("PROTOCOL", `Jawaban bukan JSON / not JSON: ${url}`, url);
  }
}

const linksOf = (document: Json): Link[] =>
  Array.isArray(document.links)
    ? (document.links as Link[]).filter((link) => typeof link?.href === "string")
    : [];

const linkTo = (document: Json, rel: string) => linksOf(document).find((link) => link.rel === rel)?.href;

/** The records collection the address names (a collection itself, or the landing page's first collection of records). */
async function findCollection(
  fetch: RemoteFetch,
  url: string,
): Promise<{ collection: Json; url: string; notes: string[] }> {
  const document = await getJson(fetch, url);
  if (linkTo(document, "items")) return { collection: document, url, notes: [] };
  const data =
    linkTo(document, "data") ?? new URL("collections", url.endsWith("/") ? url : `${url}/`).toString();
  const list = await getJson(fetch, data);
  const collections = (Array.isArray(list.collections) ? list.collections : []) as Json[];
  const records = collections.filter((c) => c.itemType === "record");
  const chosen = records[0] ?? collections[0];
  const self =
    chosen &&
    (linkTo(chosen, "self") ??
      (chosen.id
        ? new URL(`${String(chosen.id)}`, `${data.replace(/\/?(\?.*)?$/, "")}/`).toString()
        : undefined));
  if (!chosen || !self)
    throw new RemoteError(
      "PROTOCOL",
      "API tanpa koleksi rekaman / the API has no collection of records",
      url,
    );
  const notes =
    records.length > 1
      ? [
          `${records.length} koleksi rekaman; dipanen / collections of records; harvested: ${String(chosen.id)}`,
        ]
      : [];
  return { collection: await getJson(fetch, self), url: self, notes };
}

async function filterable(fetch: RemoteFetch, collectionUrl: string): Promise<boolean> {
  const root = collectionUrl.replace(/\/collections\/[^/?]+.*$/, "");
  try {
    const conformance = await getJson(fetch, `${root}/conformance`);
    const classes = Array.isArray(conformance.conformsTo) ? (conformance.conformsTo as string[]) : [];
    return classes.some((uri) => FILTER_CONFORMANCE.test(uri));
  } catch {
    return false;
  }
}

function firstItemsUrl(
  collection: Json,
  collectionUrl: string,
  query: HarvestQuery,
  canFilter: boolean,
): string {
  const url = new URL(linkTo(collection, "items") ?? `${collectionUrl.replace(/\?.*$/, "")}/items`);
  url.searchParams.set("limit", String(PAGE_SIZE));
  url.searchParams.set("f", "json");
  const { q, bbox, filter } = query.constraint;
  if (q) url.searchParams.set("q", q);
  if (bbox) url.searchParams.set("bbox", bbox.join(","));
  const since =
    canFilter && query.modifiedSince ? `updated >= TIMESTAMP('${query.modifiedSince.toISOString()}')` : null;
  const cql = [filter && `(${filter})`, since].filter(Boolean).join(" AND ");
  if (cql) {
    url.searchParams.set("filter", cql);
    url.searchParams.set("filter-lang", "cql2-text");
  }
  return url.toString();
}

/** The item's ISO XML link, by preference. */
function xmlLink(item: Json): Link | undefined {
  const candidates = linksOf(item).filter(
    (link) =>
      (link.rel === "alternate" || link.rel === "describedby") &&
      /xml/i.test(`${link.type ?? ""} ${link.href}`),
  );
  for (const kind of XML_KINDS) {
    const found = candidates.find((link) => kind.pattern.test(`${link.type ?? ""} ${link.href}`));
    if (found) return found;
  }
  return undefined;
}

async function itemOf(fetch: RemoteFetch, item: Json): Promise<HarvestItem> {
  const remoteId = typeof item.id === "string" || typeof item.id === "number" ? String(item.id) : null;
  const page =
    linksOf(item).find((link) => link.rel === "alternate" && /html/.test(link.type ?? ""))?.href ?? null;
  const link = xmlLink(item);
  if (!remoteId)
    return {
      kind: "failure",
      remoteId: null,
      reason: "MISSING_ELEMENT",
      message: "Item tanpa id / an item without an id",
    };
  if (!link)
    return {
      kind: "failure",
      remoteId,
      reason: "SCHEMA_ERROR",
      message: "Item tanpa tautan XML ISO / the item links no ISO XML",
    };
  try {
    const response = await fetch({ url: link.href, headers: { Accept: "application/xml" } });
    if (response.status >= 400)
      return {
        kind: "failure",
        remoteId,
        reason: "REMOTE_ERROR",
        message: `HTTP ${response.status}: ${link.href}`,
      };
    return { kind: "record", remoteId, document: response.body, originalUrl: page ?? link.href };
  } catch (error) {
    if (!(error instanceof RemoteError)) throw error;
    return { kind: "failure", remoteId, reason: "REMOTE_ERROR", message: `${error.kind}: ${error.message}` };
  }
}

/** The items' records, a few documents at a time, in the page's order. */
async function itemsOf(fetch: RemoteFetch, features: Json[]): Promise<HarvestItem[]> {
  const items: HarvestItem[] = [];
  for (let i = 0; i < features.length; i += DOCUMENTS_AT_ONCE)
    items.push(...(await Promise.all(features.slice(i, i + DOCUMENTS_AT_ONCE).map((f) => itemOf(fetch, f)))));
  return items;
}

export const ogcApiRecordsProtocol: HarvestProtocol = {
  name: "OGCAPI_RECORDS",

  async describe(fetch, query): Promise<RemoteDescription> {
    const { collection, url, notes } = await findCollection(fetch, query.url);
    const canFilter = await filterable(fetch, url);
    const first = await getJson(fetch, firstItemsUrl(collection, url, query, canFilter));
    const features = (Array.isArray(first.features) ? first.features : []) as Json[];
    const sample = features.map(xmlLink).find(Boolean);
    if (!canFilter)
      notes.push(
        "Tanpa filter CQL2: setiap panen mengambil semua / no CQL2 filtering: every run harvests all",
      );
    return {
      title: typeof collection.title === "string" ? collection.title : null,
      formats: [...new Set(features.flatMap((f) => linksOf(f).map((l) => l.type ?? "")).filter(Boolean))],
      chosenFormat: sample?.type ?? null,
      records: typeof first.numberMatched === "number" ? first.numberMatched : null,
      notes,
    };
  },

  async *pages(fetch, query): AsyncGenerator<HarvestPage> {
    let next: string | undefined = query.cursor ?? undefined;
    if (!next) {
      const { collection, url } = await findCollection(fetch, query.url);
      next = firstItemsUrl(collection, url, query, await filterable(fetch, url));
    }
    const seen = new Set<string>();
    while (next) {
      if (seen.has(next))
        throw new RemoteError("PROTOCOL", `Tautan next berulang / a next link loops: ${next}`, next);
      seen.add(next);
      const page = await getJson(fetch, next);
      const features = (Array.isArray(page.features) ? page.features : []) as Json[];
      const following = features.length > 0 ? linkTo(page, "next") : undefined;
      yield {
        items: await itemsOf(fetch, features),
        cursor: following ?? null,
        matched: typeof page.numberMatched === "number" ? page.numberMatched : null,
      };
      next = following;
    }
  },
};
