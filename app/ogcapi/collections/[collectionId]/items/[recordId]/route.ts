// GET /ogcapi/collections/katalog/items/{recordId} – one published record (lib/ogcapi/items.ts)

import { ogcApiMethodNotAllowed, ogcApiRoute } from "@/lib/http/ogcapi-route";
import { getItem } from "@/lib/ogcapi/items";
import { assertCollection } from "@/lib/ogcapi/service";

type Params = { collectionId: string; recordId: string };

export const GET = ogcApiRoute(
  async ({ baseUrl }, { collectionId, recordId }: Params) => {
    assertCollection(collectionId);
    return { body: await getItem(recordId, baseUrl), contentType: "application/geo+json" };
  },
  (_, { recordId }: Params) => `/katalog/${encodeURIComponent(recordId)}`,
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = ogcApiMethodNotAllowed();
