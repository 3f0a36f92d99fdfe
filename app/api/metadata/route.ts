// GET /api/metadata – the records the signed-in user may read, scoped by role (spec 4.2)
// POST /api/metadata – a new DRAFT record; the body has the shape GET /api/metadata/{id} returns

import { listReadableRecords } from "@/lib/catalogue/editor/list-readable-records";
import { createRecord } from "@/lib/catalogue/editor/save-record";
import { methodNotAllowed } from "@/lib/http/method-not-allowed";
import { readJsonBody } from "@/lib/http/parse-body";
import { parseQuery } from "@/lib/http/parse-query";
import { withSession } from "@/lib/http/with-session";
import { ZRecordListQuery } from "@/lib/schemas/record-list";

export const GET = withSession(async (request: Request, _context: unknown, actor) =>
  Response.json(
    await listReadableRecords(actor, parseQuery(new URL(request.url).searchParams, ZRecordListQuery)),
  ),
);

export const POST = withSession(async (request: Request, _context: unknown, actor) => {
  const record = await createRecord(actor, await readJsonBody(request));
  return Response.json(record, {
    status: 201,
    headers: { Location: `/api/metadata/${record.id}`, ETag: `"${record.version}"` },
  });
});

export const { PUT, PATCH, DELETE, OPTIONS } = methodNotAllowed(["GET", "HEAD", "POST"]);
