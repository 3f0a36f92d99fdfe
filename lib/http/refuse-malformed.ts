import { type IncomingMessage, STATUS_CODES } from "node:http";
import { AppError } from "../errors";
import { STATUS } from "./error-status";
import { isProblemPath, PROBLEM_CONTENT_TYPE, problemBody } from "./problem";

// Requests the custom server (scripts/serve.ts) refuses before Next, because Next would answer
// them with a bare 500 (a path that does not percent-decode, TRACE) or pass them on to a route
// that cannot handle them (a NUL character, which PostgreSQL refuses in text), and requests
// Node's HTTP parser refuses (malformed, oversized headers), which would otherwise get an empty
// answer: all become the JSON error every route gives.

const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];
/**
 * Browsers keep at most about 180 cookies per site; Next parses a Cookie header in time that
 * grows faster than its length (1,000 small cookies, 8 KB, cost about a second per request).
 */
export const MAX_COOKIES = 200;

/** Whether a Cookie header holds more than MAX_COOKIES pairs (each takes at least two characters, "a;"). */
const tooManyCookies = (header: string | undefined) =>
  header !== undefined && header.length > MAX_COOKIES * 2 && header.split(";").length > MAX_COOKIES;

/** The path part of a request target (origin form or absolute form). */
function pathOf(target: string): string {
  const path = target.startsWith("/") ? target : target.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, "");
  const end = path.search(/[?#]/);
  return end < 0 ? path : path.slice(0, end);
}

/** Why the request must not reach Next, or null when it may. */
export function malformedRequest(request: IncomingMessage): AppError | null {
  if (!METHODS.includes(request.method ?? "")) {
    return new AppError("METHOD_NOT_ALLOWED", "Metode tidak diizinkan / method not allowed", {
      allowed: METHODS,
    });
  }
  if (tooManyCookies(request.headers.cookie)) {
    return new AppError(
      "HEADERS_TOO_LARGE",
      `Lebih dari ${MAX_COOKIES} cookie / more than ${MAX_COOKIES} cookies`,
      { limit: MAX_COOKIES },
    );
  }
  let path: string;
  try {
    path = decodeURIComponent(pathOf(request.url ?? "/"));
  } catch {
    return new AppError(
      "VALIDATION_FAILED",
      "Alamat berisi pengodean persen yang tidak sah / the path is not valid percent-encoded UTF-8",
      {},
    );
  }
  if (path.includes("\0"))
    return new AppError(
      "VALIDATION_FAILED",
      "Alamat berisi karakter NUL / the path contains a NUL character",
      {},
    );
  return null;
}

/**
 * The error body and headers for an error answered outside Next: the JSON error every route
 * gives, or under /ogcapi (`target`) the problem object OGC API – Records answers with.
 */
export function rawErrorAnswer(
  error: AppError,
  target?: string,
): {
  status: number;
  headers: Record<string, string>;
  body: string;
} {
  const status = STATUS[error.code];
  const problem = isProblemPath(target);
  const body = problem
    ? problemBody(status, error.message, error.code, error.details)
    : JSON.stringify({ error: { code: error.code, message: error.message, details: error.details } });
  const headers: Record<string, string> = {
    "Content-Type": problem ? PROBLEM_CONTENT_TYPE : "application/json; charset=utf-8",
    "Content-Length": String(Buffer.byteLength(body)),
    "Cache-Control": "no-store",
  };
  if (error.code === "METHOD_NOT_ALLOWED") headers.Allow = METHODS.join(", ");
  return { status, headers, body };
}

/** The error for a request Node's HTTP parser refused (the `clientError` event). */
export function clientErrorOf(error: NodeJS.ErrnoException): AppError {
  if (error.code === "HPE_HEADER_OVERFLOW")
    return new AppError(
      "HEADERS_TOO_LARGE",
      "Baris permintaan dan header terlalu besar / the request line and headers are too large",
      {},
    );
  if (error.code === "ERR_HTTP_REQUEST_TIMEOUT")
    return new AppError("REQUEST_TIMEOUT", "Permintaan terlalu lama dikirim / the request took too long", {});
  if (error.code === "HPE_CHUNK_EXTENSIONS_OVERFLOW")
    return new AppError("PAYLOAD_TOO_LARGE", "Ekstensi chunk terlalu besar / chunk extensions too large", {});
  return new AppError("VALIDATION_FAILED", "Permintaan HTTP tidak sah / malformed HTTP request", {});
}

/** A whole HTTP/1.1 response for a socket whose request could not be parsed; the connection closes. */
export function rawClientErrorResponse(error: AppError): string {
  const { status, headers, body } = rawErrorAnswer(error);
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join("\r\n")}\r\nConnection: close\r\n\r\n${body}`;
}
