// POST /api/auth/logout – clears the session cookie (idempotent)

import { sessionCookieHeader } from "@/lib/auth/session";
import { errorToResponse } from "@/lib/http/error-to-response";
import { methodNotAllowed } from "@/lib/http/method-not-allowed";
import { isSecureRequest } from "@/lib/http/secure-request";
import { assertSameOrigin } from "@/lib/http/with-session";

export async function POST(request: Request): Promise<Response> {
  // Another site must not sign the visitor out either.
  try {
    assertSameOrigin(request);
  } catch (error) {
    return errorToResponse(error);
  }
  return new Response(null, {
    status: 204,
    headers: {
      "Set-Cookie": sessionCookieHeader("", { secure: isSecureRequest(request) }),
      "Cache-Control": "no-store",
    },
  });
}

export const { GET, PUT, PATCH, DELETE, OPTIONS } = methodNotAllowed(["POST"]);
