// GET /api/health – service and database health (spec 2.6)

import { publicMethodNotAllowed } from "@/lib/http/method-not-allowed";
import { jsonAnswer, publicRoute } from "@/lib/http/public-route";
import { checkHealth } from "@/lib/system/check-health";

export const GET = publicRoute(async () => {
  const result = await checkHealth();
  return jsonAnswer(result, { status: result.status === "ok" ? 200 : 503 });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = publicMethodNotAllowed(["GET", "HEAD"]);
