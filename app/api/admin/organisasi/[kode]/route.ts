// PATCH /api/admin/organisasi/{kode} – {allowLintasOrgReviewer}: administrators for any
// organisation, a walidata for their own; switching off needs no active cross-organisation items

import { setCrossOrgReview } from "@/lib/catalogue/editor/set-cross-org-review";
import { methodNotAllowed } from "@/lib/http/method-not-allowed";
import { parseJsonBody } from "@/lib/http/parse-body";
import { withRole } from "@/lib/http/with-session";
import { ZOrganisasiSettingsInput } from "@/lib/schemas/admin-organisasi";

export const PATCH = withRole(
  async (request: Request, { params }: { params: Promise<{ kode: string }> }, actor) => {
    const { allowLintasOrgReviewer } = await parseJsonBody(request, ZOrganisasiSettingsInput);
    return Response.json(await setCrossOrgReview(actor, (await params).kode, allowLintasOrgReviewer));
  },
  ["ADMIN", "WALIDATA"],
);

export const { GET, POST, PUT, DELETE, OPTIONS } = methodNotAllowed(["PATCH"]);
