// POST /api/auth/login – {email, password}: sets the session cookie simpul_sesi

import { sessionCookieHeader } from "@/lib/auth/session";
import { signIn } from "@/lib/auth/sign-in";
import { clientIp, rateLimitKey } from "@/lib/http/client-ip";
import { errorToResponse } from "@/lib/http/error-to-response";
import { methodNotAllowed } from "@/lib/http/method-not-allowed";
import { parseJsonBody } from "@/lib/http/parse-body";
import { isSecureRequest } from "@/lib/http/secure-request";
import { assertSameOrigin } from "@/lib/http/with-session";
import { ZLoginRequest } from "@/lib/schemas/auth";

export async function POST(request: Request): Promise<Response> {
  try {
    // Another site must not sign a visitor in to an account of its choosing (login CSRF).
    assertSameOrigin(request);
    const { email, password } = await parseJsonBody(request, ZLoginRequest);
    const { seal, user } = await signIn(email, password, rateLimitKey(clientIp(request)));
    return Response.json(user, {
      headers: {
        "Set-Cookie": sessionCookieHeader(seal, { secure: isSecureRequest(request) }),
        "Cache-Control": "no-store",
      },
    });
  } catch (error) {
    return errorToResponse(error);
  }
}

export const { GET, PUT, PATCH, DELETE, OPTIONS } = methodNotAllowed(["POST"]);
