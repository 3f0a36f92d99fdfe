// POST /api/admin/pengguna/{id}/reset-password – a new temporary password, returned once (administrators only)

import { resetUserPassword } from "@/lib/accounts/reset-user-password";
import { methodNotAllowed } from "@/lib/http/method-not-allowed";
import { readJsonBody } from "@/lib/http/parse-body";
import { withRole } from "@/lib/http/with-session";
import { ZResetPasswordRequest } from "@/lib/schemas/admin-pengguna";
import { validateBody } from "@/lib/schemas/validate-body";

export const POST = withRole(
  async (request: Request, { params }: { params: Promise<{ id: string }> }, actor) => {
    // No body at all asks for a generated password, as {} does.
    const raw = await readJsonBody(request, { emptyAs: {} });
    const input = validateBody(raw, ZResetPasswordRequest);
    return Response.json(await resetUserPassword(actor, (await params).id, input));
  },
  ["ADMIN"],
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = methodNotAllowed(["POST"]);
