// GET /ogcapi/collections/katalog – the catalogue collection's description (lib/ogcapi/service.ts)

import { ogcApiMethodNotAllowed, ogcApiRoute } from "@/lib/http/ogcapi-route";
import { getCollection } from "@/lib/ogcapi/service";

export const GET = ogcApiRoute(
  async ({ baseUrl }, { collectionId }: { collectionId: string }) => ({
    body: await getCollection(collectionId, baseUrl),
  }),
  () => "/katalog",
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = ogcApiMethodNotAllowed();
