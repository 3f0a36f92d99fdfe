// GET /api/metrics – Prometheus metrics of this instance (Authorization: Bearer METRICS_TOKEN;
// 404 while METRICS_TOKEN is unset)

import { errorToResponse } from "@/lib/http/error-to-response";
import { methodNotAllowed } from "@/lib/http/method-not-allowed";
import { assertMetricsAccess, scrapeMetrics } from "@/lib/metrics/scrape-metrics";

export async function GET(request: Request): Promise<Response> {
  try {
    assertMetricsAccess(request.headers.get("authorization"));
    const { text, contentType } = await scrapeMetrics();
    return new Response(text, { headers: { "Content-Type": contentType, "Cache-Control": "no-store" } });
  } catch (error) {
    const response = errorToResponse(error);
    if (response.status === 401) response.headers.set("WWW-Authenticate", 'Bearer realm="simpul-metrics"');
    response.headers.set("Cache-Control", "no-store");
    return response;
  }
}

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodNotAllowed(["GET", "HEAD"]);
