import { type NextRequest, NextResponse } from "next/server";

// Next 16 proxy: a visitor without the session cookie who opens a page of the editor area goes
// to /masuk and comes back afterwards. Cookie presence only, never authorisation: the pages
// check the session itself and the role (lib/auth/page-actor.ts requirePageActor). API routes
// answer 401 themselves, and public pages, static files and /_next are not matched at all.

/** lib/auth/session.ts SESSION_COOKIE (that module is server-only; proxy.test.ts keeps them equal). */
export const SESSION_COOKIE_NAME = "simpul_sesi";

export function proxy(request: NextRequest): NextResponse {
  if (request.cookies.has(SESSION_COOKIE_NAME)) return NextResponse.next();
  const { pathname, search } = request.nextUrl;
  const target = new URL("/masuk", request.url);
  target.searchParams.set("kembali", `${pathname}${search}`);
  return NextResponse.redirect(target);
}

export const config = {
  matcher: ["/dasbor/:path*", "/metadata/:path*", "/pemeriksaan/:path*", "/tinjauan/:path*", "/admin/:path*"],
};
