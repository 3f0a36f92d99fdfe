// GET /ogcapi/collections/katalog/items – published records as GeoJSON record features, searched
// by q, bbox, datetime, type, ids, externalIds and CQL2 filter, sorted and paged (lib/ogcapi)

import { ogcApiMethodNotAllowed, ogcApiRoute } from "@/lib/http/ogcapi-route";
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

export const { POST, PUT, PATCH, DELETE, OPTIONS } = ogcApiMethodNotAllowed();
