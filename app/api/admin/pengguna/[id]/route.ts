// PATCH /api/admin/pengguna/{id} – profile, role, organisation, deactivate/reactivate (administrators only)

import { updateUser } from "@/lib/accounts/update-user";
import { methodNotAllowed } from "@/lib/http/method-not-allowed";
import { parseJsonBody } from "@/lib/http/parse-body";
import { withRole } from "@/lib/http/with-session";
import { ZUpdatePenggunaRequest } from "@/lib/schemas/admin-pengguna";

export const PATCH = withRole(
  async (request: Request, { params }: { params: Promise<{ id: string }> }, actor) => {
    const input = await parseJsonBody(request, ZUpdatePenggunaRequest);
    return Response.json(await updateUser(actor, (await params).id, input));
  },
  ["ADMIN"],
);

export const { GET, POST, PUT, DELETE, OPTIONS } = methodNotAllowed(["PATCH"]);
