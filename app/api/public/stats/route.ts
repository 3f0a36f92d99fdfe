// GET /api/public/stats – public statistics (spec 4.1, 2.5)

import { getPublicStats } from "@/lib/catalogue/public/get-public-stats";
import { CACHE_SECONDS } from "@/lib/http/cache-policy";
import { publicMethodNotAllowed } from "@/lib/http/method-not-allowed";
import { jsonAnswer, publicRoute } from "@/lib/http/public-route";

export const GET = publicRoute(
  async () => jsonAnswer(await getPublicStats(), { maxAge: CACHE_SECONDS.record, etag: true }),
  { storeSeconds: CACHE_SECONDS.record },
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = publicMethodNotAllowed(["GET", "HEAD"]);
