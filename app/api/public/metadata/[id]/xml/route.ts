// GET /api/public/metadata/{id}/xml – a published record as an XML download (spec 4.1)

import { exportPublishedRecord } from "@/lib/catalogue/export/export-published-record";
import { CACHE_SECONDS } from "@/lib/http/cache-policy";
import { publicMethodNotAllowed } from "@/lib/http/method-not-allowed";
import { parseQuery } from "@/lib/http/parse-query";
import { publicRoute } from "@/lib/http/public-route";
import { xmlDownloadAnswer } from "@/lib/http/xml-response";
import { ZXmlDownloadQuery } from "@/lib/schemas/xml-download";

export const GET = publicRoute(
  async (request: Request, { params }: { params: Promise<{ id: string }> }) => {
    const { id } = await params;
    const { format } = parseQuery(new URL(request.url).searchParams, ZXmlDownloadQuery);
    const download = await exportPublishedRecord(id, format);
    return xmlDownloadAnswer(download, CACHE_SECONDS.record);
  },
  { storeSeconds: CACHE_SECONDS.record },
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = publicMethodNotAllowed(["GET", "HEAD"]);
