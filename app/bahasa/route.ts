// GET /bahasa?ke=en&kembali=/katalog?q=hutan – switches the portal's language (cookie `bahasa`,
// one year) and returns to the page, so the switch is a plain link that works without JavaScript.

import { methodNotAllowed } from "@/lib/http/method-not-allowed";
import { LOCALE_COOKIE, parseLocale } from "@/lib/i18n/locale";

/** Only a path of this site: "/…", never "//host" or "/\\host". */
const safeReturnPath = (value: string | null) => (value && /^\/(?![/\\])/.test(value) ? value : "/");

export function GET(request: Request): Response {
  const url = new URL(request.url);
  const locale = parseLocale(url.searchParams.get("ke"));
  return new Response(null, {
    status: 303,
    headers: {
      Location: safeReturnPath(url.searchParams.get("kembali")),
      "Set-Cookie": `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax`,
      "Cache-Control": "no-store",
    },
  });
}

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodNotAllowed(["GET", "HEAD"]);
