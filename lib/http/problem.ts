import { STATUS_CODES } from "node:http";

// RFC 9457 problem objects, the error body of OGC API – Records (lib/http/ogcapi-route.ts) and,
// for its paths, of requests the custom server refuses before Next (refuse-malformed.ts). Kept
// apart from the route module because the custom server cannot load server-only modules.

export const PROBLEM_CONTENT_TYPE = "application/problem+json";

/** Paths whose errors are problem objects. */
export const isProblemPath = (path: string | undefined) => /^\/ogcapi(?:[/?#]|$)/.test(path ?? "");

/** The problem object's JSON: `type`, `title`, `status`, `detail`, and Simpul's error code and details. */
export function problemBody(
  status: number,
  detail: string,
  code: string,
  details: Record<string, unknown>,
): string {
  return JSON.stringify({
    type: "about:blank",
    title: STATUS_CODES[status] ?? "Error",
    status,
    detail,
    code,
    details,
  });
}
