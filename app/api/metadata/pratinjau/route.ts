// POST /api/metadata/pratinjau?format= – the ISO XML of a record body (RecordInput), not stored;
// the editor's preview. Roles: those that may create records.

import { previewRecordXml } from "@/lib/catalogue/editor/preview-record-xml";
import { methodNotAllowed } from "@/lib/http/method-not-allowed";
import { readJsonBody } from "@/lib/http/parse-body";
import { parseQuery } from "@/lib/http/parse-query";
import { withSession } from "@/lib/http/with-session";
import { ZRecordExportQuery } from "@/lib/schemas/xml-download";

export const POST = withSession(async (request: Request, _context: unknown, actor) => {
  const { format } = parseQuery(new URL(request.url).searchParams, ZRecordExportQuery);
  const xml = await previewRecordXml(actor, await readJsonBody(request), format);
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "private, no-store" },
  });
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = methodNotAllowed(["POST"]);
