// POST /api/auth/logout – clears the session cookie (idempotent)

import { sessionCookieHeader } from "@/lib/auth/session";
import { methodNotAllowed } from "@/lib/http/public-route";
import { isSecureRequest } from "@/lib/http/secure-request";

export async function POST(request: Request): Promise<Response> {
  return new Response(null, {
    status: 204,
    headers: {
      "Set-Cookie": sessionCookieHeader("", { secure: isSecureRequest(request) }),
      "Cache-Control": "no-store",
    },
  });
}

export const { GET, PUT, PATCH, DELETE, OPTIONS } = methodNotAllowed(["POST"]);
