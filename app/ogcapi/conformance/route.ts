// GET /ogcapi/conformance – the conformance classes implemented (lib/ogcapi/service.ts)

import { ogcApiMethodNotAllowed, ogcApiRoute } from "@/lib/http/ogcapi-route";
import { conformance } from "@/lib/ogcapi/service";

export const GET = ogcApiRoute(
  async () => ({ body: conformance() }),
  () => "/layanan-csw",
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = ogcApiMethodNotAllowed();
