// GET /ogcapi/collections – the catalogue collection (lib/ogcapi/service.ts)

import { ogcApiMethodNotAllowed, ogcApiRoute } from "@/lib/http/ogcapi-route";
import { collections } from "@/lib/ogcapi/service";

export const GET = ogcApiRoute(
  async ({ baseUrl }) => ({ body: await collections(baseUrl) }),
  () => "/katalog",
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = ogcApiMethodNotAllowed();
