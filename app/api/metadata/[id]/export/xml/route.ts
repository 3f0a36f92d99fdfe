// GET /api/metadata/{id}/export/xml – a record in any status the user may read, as ISO XML (spec 4.2)

import { exportRecord } from "@/lib/catalogue/export/export-record";
import { methodNotAllowed } from "@/lib/http/method-not-allowed";
import { parseQuery } from "@/lib/http/parse-query";
import { withSession } from "@/lib/http/with-session";
import { privateXmlDownloadResponse } from "@/lib/http/xml-response";
import { ZRecordExportQuery } from "@/lib/schemas/xml-download";

export const GET = withSession(
  async (request: Request, { params }: { params: Promise<{ id: string }> }, actor) => {
    const { id } = await params;
    const { format } = parseQuery(new URL(request.url).searchParams, ZRecordExportQuery);
    return privateXmlDownloadResponse(request, await exportRecord(actor, id, format));
  },
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodNotAllowed(["GET", "HEAD"]);
