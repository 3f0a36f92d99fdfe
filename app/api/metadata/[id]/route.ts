// GET /api/metadata/{id} – a record in any status the signed-in user may read (spec 4.2)
// PATCH – only the given fields, conditional on If-Match or `version` (stale: 409)
// DELETE – DRAFT records, by the owning producer or an administrator (204)

import { getRecordView } from "@/lib/catalogue/editor/get-record-view";
import { deleteRecord, updateRecord } from "@/lib/catalogue/editor/save-record";
import { methodNotAllowed } from "@/lib/http/method-not-allowed";
import { readJsonBody } from "@/lib/http/parse-body";
import { withSession } from "@/lib/http/with-session";
import type { TRecordView } from "@/lib/schemas/record-detail";

type Context = { params: Promise<{ id: string }> };

// The version as a strong ETag: the If-Match of a later PATCH or DELETE.
const recordResponse = (record: TRecordView) =>
  Response.json(record, { headers: { ETag: `"${record.version}"` } });

export const GET = withSession(async (_request: Request, { params }: Context, actor) =>
  recordResponse(await getRecordView(actor, (await params).id)),
);

export const PATCH = withSession(async (request: Request, { params }: Context, actor) =>
  recordResponse(
    await updateRecord(
      actor,
      (await params).id,
      await readJsonBody(request),
      request.headers.get("if-match"),
    ),
  ),
);

export const DELETE = withSession(async (request: Request, { params }: Context, actor) => {
  await deleteRecord(actor, (await params).id, request.headers.get("if-match"));
  return new Response(null, { status: 204 });
});

export const { POST, PUT, OPTIONS } = methodNotAllowed(["GET", "HEAD", "PATCH", "DELETE"]);
