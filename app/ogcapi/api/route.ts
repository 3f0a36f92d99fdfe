// GET /ogcapi/api – the OpenAPI 3.0 definition of /ogcapi (lib/ogcapi/openapi.ts)

import { ogcApiMethodNotAllowed, ogcApiRoute } from "@/lib/http/ogcapi-route";
import { ogcApiOpenApi } from "@/lib/ogcapi/openapi";

export const GET = ogcApiRoute(
  async ({ baseUrl }) => ({
    body: ogcApiOpenApi(baseUrl),
    contentType: "application/vnd.oai.openapi+json;version=3.0",
  }),
  () => "/api/docs",
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = ogcApiMethodNotAllowed();
