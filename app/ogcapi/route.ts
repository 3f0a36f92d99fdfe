// GET /ogcapi – OGC API – Records: the landing page (lib/ogcapi/service.ts)

import { ogcApiMethodNotAllowed, ogcApiRoute } from "@/lib/http/ogcapi-route";
import { landingPage } from "@/lib/ogcapi/service";

export const GET = ogcApiRoute(
  async ({ baseUrl }) => ({ body: await landingPage(baseUrl) }),
  () => "/layanan-csw",
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = ogcApiMethodNotAllowed();
