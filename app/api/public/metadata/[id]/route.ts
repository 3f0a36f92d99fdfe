// GET /api/public/metadata/{id} – the full published record (spec 4.1, 2.2); 404 unless PUBLISHED

import { getPublishedRecordDetail } from "@/lib/catalogue/public/get-published-record-detail";
import { CACHE_SECONDS } from "@/lib/http/cache-policy";
import { publicMethodNotAllowed } from "@/lib/http/method-not-allowed";
import { jsonAnswer, publicRoute } from "@/lib/http/public-route";

export const GET = publicRoute(
  async (_request: Request, { params }: { params: Promise<{ id: string }> }) => {
    const { id } = await params;
    return jsonAnswer(await getPublishedRecordDetail(id), {
      maxAge: CACHE_SECONDS.record,
      etag: true,
    });
  },
  { storeSeconds: CACHE_SECONDS.record },
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = publicMethodNotAllowed(["GET", "HEAD"]);
