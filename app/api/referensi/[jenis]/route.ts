// GET /api/referensi/{jenis} – a reference code list, no login (spec 4.1, 2.9); ?lang=en for English labels

import { listReferenceCodes } from "@/lib/catalogue/records/list-reference-codes";
import { CACHE_SECONDS } from "@/lib/http/cache-policy";
import { publicMethodNotAllowed } from "@/lib/http/method-not-allowed";
import { parseQuery } from "@/lib/http/parse-query";
import { jsonAnswer, publicRoute } from "@/lib/http/public-route";
import { ZReferenceQuery } from "@/lib/schemas/public-catalogue";

export const GET = publicRoute(
  async (request: Request, { params }: { params: Promise<{ jenis: string }> }) => {
    const { jenis } = await params;
    const { lang } = parseQuery(new URL(request.url).searchParams, ZReferenceQuery);
    return jsonAnswer(await listReferenceCodes(jenis, lang), {
      maxAge: CACHE_SECONDS.reference,
      etag: true,
    });
  },
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = publicMethodNotAllowed(["GET", "HEAD"]);
