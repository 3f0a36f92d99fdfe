// GET /api/health – service and database health (spec 2.6)

import { publicMethodNotAllowed } from "@/lib/http/method-not-allowed";
import { jsonResponse, publicRoute } from "@/lib/http/public-route";
import { checkHealth } from "@/lib/system/check-health";

export const GET = publicRoute(async (request: Request) => {
  const result = await checkHealth();
  return jsonResponse(request, result, { status: result.status === "ok" ? 200 : 503 });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = publicMethodNotAllowed(["GET", "HEAD"]);
