// POST /api/auth/password – {password, passwordBaru}: changes the signed-in user's password,
// ends their other sessions, and renews this one's cookie

import { changePassword } from "@/lib/auth/change-password";
import { sessionCookieHeader } from "@/lib/auth/session";
import { methodNotAllowed } from "@/lib/http/method-not-allowed";
import { parseJsonBody } from "@/lib/http/parse-body";
import { isSecureRequest } from "@/lib/http/secure-request";
import { withSession } from "@/lib/http/with-session";
import { ZChangePasswordRequest } from "@/lib/schemas/auth";

export const POST = withSession(async (request: Request, _context: unknown, actor) => {
  const seal = await changePassword(actor, await parseJsonBody(request, ZChangePasswordRequest));
  return new Response(null, {
    status: 204,
    headers: { "Set-Cookie": sessionCookieHeader(seal, { secure: isSecureRequest(request) }) },
  });
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = methodNotAllowed(["POST"]);
