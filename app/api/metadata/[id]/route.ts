// GET /api/metadata/{id} – a record in any status the signed-in user may read (spec 4.2)
// (PATCH and DELETE follow with the workflow; until then they answer 405.)

import { getRecord } from "@/lib/catalogue/get-record";
import { methodNotAllowed } from "@/lib/http/public-route";
import { withSession } from "@/lib/http/with-session";

export const GET = withSession(
  async (_request: Request, { params }: { params: Promise<{ id: string }> }, actor) => {
    const record = await getRecord(actor, (await params).id);
    // The version as a strong ETag: the If-Match of a later PATCH.
    return Response.json(record, { headers: { ETag: `"${record.version}"` } });
  },
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodNotAllowed(["GET", "HEAD"]);
