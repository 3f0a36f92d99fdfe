// GET /api/openapi.json – the OpenAPI 3.1 document of the REST API (generated from the zod schemas)
import { CACHE_SECONDS } from "@/lib/http/cache-policy";
import { publicMethodNotAllowed } from "@/lib/http/method-not-allowed";
import { jsonAnswer, publicRoute } from "@/lib/http/public-route";
import { buildOpenApiDocument } from "@/lib/openapi/document";

// The schemas cannot change while the process runs: build the document once, on first use.
let document: ReturnType<typeof buildOpenApiDocument> | undefined;

export const GET = publicRoute(async () => {
  document ??= buildOpenApiDocument();
  return jsonAnswer(document, { maxAge: CACHE_SECONDS.reference });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = publicMethodNotAllowed(["GET", "HEAD"]);
