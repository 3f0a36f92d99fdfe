// GET /ogcapi/collections/katalog/items – published records as GeoJSON record features, searched
// by q, bbox, datetime, type, ids, externalIds and CQL2 filter, sorted and paged (lib/ogcapi);
// POST: the same, with a CQL2 JSON filter as the body

import { ogcApiMethodNotAllowed, ogcApiRoute, ogcApiSearchRoute } from "@/lib/http/ogcapi-route";
import { parseQuery } from "@/lib/http/parse-query";
import { searchItems } from "@/lib/ogcapi/items";
import { ZItemsQuery } from "@/lib/ogcapi/items-query";
import { assertCollection } from "@/lib/ogcapi/service";

export const GET = ogcApiRoute(
  async ({ url, baseUrl }, { collectionId }: { collectionId: string }) => {
    const query = parseQuery(url.searchParams, ZItemsQuery);
    assertCollection(collectionId);
    return { body: await searchItems(query, url.searchParams, baseUrl), contentType: "application/geo+json" };
  },
  ({ url }) => {
    const q = url.searchParams.get("q");
    return q ? `/katalog?${new URLSearchParams({ q })}` : "/katalog";
  },
);

export const POST = ogcApiSearchRoute(
  async ({ url, baseUrl, body }, { collectionId }: { collectionId: string }) => {
    // The paging links carry the body's filter as GET parameters: following them asks the same.
    const params = new URLSearchParams(url.searchParams);
    params.set("filter", body);
    params.set("filter-lang", "cql2-json");
    const query = parseQuery(params, ZItemsQuery);
    assertCollection(collectionId);
    return { body: await searchItems(query, params, baseUrl), contentType: "application/geo+json" };
  },
);

export const { PUT, PATCH, DELETE, OPTIONS } = ogcApiMethodNotAllowed(["GET", "HEAD", "POST"]);
