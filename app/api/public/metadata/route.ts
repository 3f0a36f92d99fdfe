// GET /api/public/metadata – paginated, filterable list of published records (spec 4.1, 2.1)

import { searchPublishedSummaries } from "@/lib/catalogue/public/search-published-summaries";
import { CACHE_SECONDS } from "@/lib/http/cache-policy";
import { publicMethodNotAllowed } from "@/lib/http/method-not-allowed";
import { parseQuery } from "@/lib/http/parse-query";
import { jsonAnswer, publicRoute } from "@/lib/http/public-route";
import { ZPublicMetadataQuery } from "@/lib/schemas/public-metadata";

export const GET = publicRoute(
  async (request: Request) => {
    const query = parseQuery(new URL(request.url).searchParams, ZPublicMetadataQuery);
    return jsonAnswer(await searchPublishedSummaries(query), { maxAge: CACHE_SECONDS.list });
  },
  { storeSeconds: CACHE_SECONDS.list },
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = publicMethodNotAllowed(["GET", "HEAD"]);
