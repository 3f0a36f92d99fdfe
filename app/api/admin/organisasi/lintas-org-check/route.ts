// GET /api/admin/organisasi/lintas-org-check – active QC/QE items of the organisation held by
// examiners of other organisations (spec 2.8); ?organisasi=KODE for administrators

import { checkCrossOrgItems } from "@/lib/catalogue/editor/count-cross-org-items";
import { methodNotAllowed } from "@/lib/http/method-not-allowed";
import { parseQuery } from "@/lib/http/parse-query";
import { withRole } from "@/lib/http/with-session";
import { ZCrossOrgCheckQuery } from "@/lib/schemas/admin-organisasi";

export const GET = withRole(
  async (request: Request, _context: unknown, actor) => {
    const { organisasi } = parseQuery(new URL(request.url).searchParams, ZCrossOrgCheckQuery);
    return Response.json(await checkCrossOrgItems(actor, organisasi));
  },
  ["ADMIN", "WALIDATA"],
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodNotAllowed(["GET", "HEAD"]);
