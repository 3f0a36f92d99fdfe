// GET /ogcapi/collections/katalog/items/{recordId} – one published record (lib/ogcapi/items.ts)

import { ogcApiMethodNotAllowed, ogcApiRoute } from "@/lib/http/ogcapi-route";
import { getItem, itemElsewhere } from "@/lib/ogcapi/items";
import { assertCollection } from "@/lib/ogcapi/service";

type Params = { collectionId: string; recordId: string };

export const GET = ogcApiRoute(
  async ({ baseUrl }, { collectionId, recordId }: Params) => {
    assertCollection(collectionId);
    return { body: await getItem(recordId, baseUrl), contentType: "application/geo+json" };
  },
  (_, { recordId }: Params) => itemElsewhere(recordId, "html"),
  (_, { recordId }: Params) => itemElsewhere(recordId, "xml"),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = ogcApiMethodNotAllowed();
