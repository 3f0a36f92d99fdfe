import "server-only";
import { AppError } from "../errors";
import { errorToResponse } from "./error-to-response";
import { etagOf, matchesEtag } from "./etag";

// Public REST endpoints (spec 4.1): readable from any origin (never with credentials), short
// public caching, ETag revalidation, and JSON for every failure, including wrong methods.

export const PUBLIC_CORS_HEADERS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Expose-Headers":
    "ETag, Retry-After, RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset, RateLimit-Policy",
} as const;

type Handler<Context> = (request: Request, context: Context) => Promise<Response>;

/** Wraps a public handler: errors become JSON responses; CORS headers on every answer. */
export function publicRoute<Context>(handler: Handler<Context>): Handler<Context> {
  return async (request, context) => {
    let response: Response;
    try {
      response = await handler(request, context);
    } catch (error) {
      response = errorToResponse(error);
    }
    for (const [name, value] of Object.entries(PUBLIC_CORS_HEADERS)) response.headers.set(name, value);
    return response;
  };
}

export interface JsonOptions {
  status?: number;
  /** Seconds shared caches and browsers may reuse the answer; 0 means no-store. */
  maxAge?: number;
  /** Send an ETag and answer 304 when the client already has this body. */
  etag?: boolean;
  headers?: Record<string, string>;
}

/** A JSON response with caching headers; 304 when If-None-Match matches the body's ETag. */
export function jsonResponse(request: Request, body: unknown, options: JsonOptions = {}): Response {
  const { status = 200, maxAge = 0, etag = false, headers = {} } = options;
  const text = JSON.stringify(body);
  const responseHeaders = new Headers(headers);
  responseHeaders.set("Content-Type", "application/json; charset=utf-8");
  responseHeaders.set("Cache-Control", maxAge > 0 ? `public, max-age=${maxAge}` : "no-store");
  if (etag) {
    const tag = etagOf(text);
    responseHeaders.set("ETag", tag);
    if (matchesEtag(request.headers.get("If-None-Match"), tag)) {
      return new Response(null, { status: 304, headers: responseHeaders });
    }
  }
  return new Response(text, { status, headers: responseHeaders });
}

/** Handlers for the methods a route does not support: 405 JSON with Allow. */
export function methodNotAllowed(allowed: string[]) {
  const allow = [...allowed, "OPTIONS"].join(", ");
  const respond = publicRoute(async (request: Request) => {
    const response = errorToResponse(
      new AppError("METHOD_NOT_ALLOWED", `Metode ${request.method} tidak didukung / method not allowed`, {
        allowed: allow.split(", "),
      }),
    );
    response.headers.set("Allow", allow);
    return response;
  });
  const preflight = async () =>
    new Response(null, {
      status: 204,
      headers: {
        ...PUBLIC_CORS_HEADERS,
        Allow: allow,
        "Access-Control-Allow-Methods": allow,
        "Access-Control-Allow-Headers": "If-None-Match, Content-Type",
        "Access-Control-Max-Age": "86400",
      },
    });
  return { GET: respond, POST: respond, PUT: respond, PATCH: respond, DELETE: respond, OPTIONS: preflight };
}
