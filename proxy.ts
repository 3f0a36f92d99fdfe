import { type NextRequest, NextResponse } from "next/server";
import { getEnv } from "@/lib/env";
import { isSecureRequest } from "@/lib/http/secure-request";
import { newNonce, pageContentSecurityPolicy, STRICT_TRANSPORT_SECURITY } from "@/lib/http/security-headers";

// Next 16 proxy, for pages only (API routes, /csw, /ogcapi, /dcat, /_next and files are not matched):
// 1. Every page gets a Content-Security-Policy with a fresh nonce. Next reads the policy from
//    the request headers and puts the nonce on the scripts it renders; the response carries it.
// 2. A visitor without the session cookie who opens a page of the editor area goes to /masuk
//    and comes back afterwards. Cookie presence only, never authorisation: the pages check the
//    session itself and the role (lib/auth/page-actor.ts requirePageActor).

/** lib/auth/session.ts SESSION_COOKIE (that module is server-only; proxy.test.ts keeps them equal). */
export const SESSION_COOKIE_NAME = "simpul_sesi";

const EDITOR_AREA = /^\/(dasbor|metadata|pemeriksaan|tinjauan|admin)(\/|$)/;

export function proxy(request: NextRequest): NextResponse {
  const { pathname, search } = request.nextUrl;
  if (EDITOR_AREA.test(pathname) && !request.cookies.has(SESSION_COOKIE_NAME)) {
    const target = new URL("/masuk", request.url);
    target.searchParams.set("kembali", `${pathname}${search}`);
    return NextResponse.redirect(target);
  }
  const env = getEnv();
  const policy = pageContentSecurityPolicy({
    nonce: newNonce(),
    externalMap: env.MAP_STYLE_URL !== undefined,
    development: env.NODE_ENV === "development",
  });
  const headers = new Headers(request.headers);
  headers.set("Content-Security-Policy", policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("Content-Security-Policy", policy);
  if (isSecureRequest(request, env.TRUST_PROXY))
    response.headers.set("Strict-Transport-Security", STRICT_TRANSPORT_SECURITY);
  return response;
}

export const config = {
  // Pages: everything but the API, /csw, /ogcapi, /dcat, the language switch, Next's assets and files (a dot in
  // the last segment: sitemap.xml, robots.txt, favicon.ico, the MapLibre worker).
  matcher: ["/((?!api(?:/|$)|csw(?:/|$)|ogcapi(?:/|$)|dcat(?:/|$)|bahasa(?:/|$)|_next/|[^?]*\\.[^/?]+$).*)"],
};
