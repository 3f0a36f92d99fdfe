// GET /api/metadata/{id}/kualitas – QC/QE/QA status of a published record, no login (spec 4.1, 2.3)
import { CACHE_SECONDS } from "@/lib/http/cache-policy";
import { publicMethodNotAllowed } from "@/lib/http/method-not-allowed";
import { jsonAnswer, publicRoute } from "@/lib/http/public-route";
import { getPublicQualityStatus } from "@/lib/quality/get-public-quality-status";

export const GET = publicRoute(
  async (_request: Request, { params }: { params: Promise<{ id: string }> }) => {
    const { id } = await params;
    return jsonAnswer(await getPublicQualityStatus(id), {
      maxAge: CACHE_SECONDS.record,
      etag: true,
    });
  },
  { storeSeconds: CACHE_SECONDS.record },
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = publicMethodNotAllowed(["GET", "HEAD"]);
