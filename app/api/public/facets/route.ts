// GET /api/public/facets – counts per topic category, data type and organisation for the
// catalogue filters (an addition to spec 4.1, for the portal's filter panel)

import { countPublishedFacets } from "@/lib/catalogue/public/count-published-facets";
import { CACHE_SECONDS } from "@/lib/http/cache-policy";
import { publicMethodNotAllowed } from "@/lib/http/method-not-allowed";
import { parseQuery } from "@/lib/http/parse-query";
import { jsonAnswer, publicRoute } from "@/lib/http/public-route";
import { ZFacetsQuery } from "@/lib/schemas/public-catalogue";

export const GET = publicRoute(
  async (request: Request) => {
    const filters = parseQuery(new URL(request.url).searchParams, ZFacetsQuery);
    return jsonAnswer(await countPublishedFacets(filters), { maxAge: CACHE_SECONDS.list });
  },
  { storeSeconds: CACHE_SECONDS.list },
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = publicMethodNotAllowed(["GET", "HEAD"]);
