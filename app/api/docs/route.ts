// GET /api/docs – the API reference page (Swagger UI over /api/openapi.json, works offline)

import { publicMethodNotAllowed } from "@/lib/http/method-not-allowed";
import { publicResponseRoute } from "@/lib/http/public-route";
import { DOCS_CONTENT_SECURITY_POLICY } from "@/lib/http/security-headers";
import { renderDocsPage } from "@/lib/openapi/docs-page";

export const GET = publicResponseRoute(
  async () =>
    new Response(await renderDocsPage(), {
      headers: {
        "Content-Type": "text/html; charset=utf-8",
        "Cache-Control": "public, max-age=300",
        "Content-Security-Policy": DOCS_CONTENT_SECURITY_POLICY,
      },
    }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = publicMethodNotAllowed(["GET", "HEAD"]);
