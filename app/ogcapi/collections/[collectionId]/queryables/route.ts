// GET /ogcapi/collections/katalog/queryables – what a CQL2 filter may name (lib/ogcapi/queryables.ts)

import { ogcApiMethodNotAllowed, ogcApiRoute } from "@/lib/http/ogcapi-route";
import { queryablesSchema } from "@/lib/ogcapi/queryables";
import { assertCollection } from "@/lib/ogcapi/service";

export const GET = ogcApiRoute(
  async ({ baseUrl }, { collectionId }: { collectionId: string }) => {
    assertCollection(collectionId);
    return { body: queryablesSchema(baseUrl), contentType: "application/schema+json" };
  },
  () => "/layanan-csw",
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = ogcApiMethodNotAllowed();
