import "server-only";
import { getEnv } from "../env";
import { errorToResponse } from "./error-to-response";
import { etagOf, matchesEtag } from "./etag";
import { cachedResponse } from "./response-cache";
import type { StoredResponse } from "./response-store";

// Public REST endpoints (spec 4.1): readable from any origin (never with credentials), short
// public caching, ETag revalidation, and JSON for every failure, including wrong methods.

export const PUBLIC_CORS_HEADERS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Expose-Headers":
    "ETag, Retry-After, RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset, RateLimit-Policy",
} as const;

type Handler<Context> = (request: Request, context: Context) => Promise<Response>;

export interface PublicRouteOptions {
  /**
   * Keep 200 answers to GET in the response store for this many seconds (at most; a change to
   * the catalogue ends them at once), for this route and for the custom server's fast path.
   * Only for answers that depend on nothing but the URL and the catalogue.
   */
  storeSeconds?: number;
}

/**
 * Wraps a public handler: errors become JSON responses; CORS headers on every answer; with
 * `storeSeconds`, successful answers are stored and repeated requests answered from the store.
 */
export function publicRoute<Context>(
  handler: Handler<Context>,
  { storeSeconds }: PublicRouteOptions = {},
): Handler<Context> {
  const withCors = (response: Response) => {
    for (const [name, value] of Object.entries(PUBLIC_CORS_HEADERS)) response.headers.set(name, value);
    return response;
  };
  const respond: Handler<Context> = async (request, context) => {
    try {
      return withCors(await handler(request, context));
    } catch (error) {
      return withCors(errorToResponse(error));
    }
  };
  if (!storeSeconds) return respond;
  return async (request, context) => {
    if (request.method !== "GET" || !getEnv().RESPONSE_CACHE) return respond(request, context);
    try {
      return await respondFromStore(storeSeconds, request, () => respond(request, context));
    } catch (error) {
      return withCors(errorToResponse(error)); // the catalogue version could not be read
    }
  };
}

/** The stored answer to this GET while it is current; otherwise `respond()`'s, stored when it is a 200. */
async function respondFromStore(
  storeSeconds: number,
  request: Request,
  respond: () => Promise<Response>,
): Promise<Response> {
  const url = new URL(request.url);
  let unstored: Response | null = null;
  const stored = await cachedResponse(
    `${url.pathname}${url.search}`,
    storeSeconds,
    async (): Promise<StoredResponse | null> => {
      const response = await respond();
      if (response.status !== 200) {
        unstored = response; // an error, or 304 to a client that has this body: nothing to keep
        return null;
      }
      const body = new Uint8Array(await response.arrayBuffer());
      const headers: Record<string, string> = {};
      response.headers.forEach((value, name) => {
        if (name !== "etag" && name !== "content-length") headers[name] = value;
      });
      return { body, etag: response.headers.get("etag") ?? etagOf(body), headers };
    },
  );
  if (!stored) return unstored as unknown as Response;
  const headers = new Headers(stored.headers);
  headers.set("ETag", stored.etag);
  headers.set("Cache-Status", stored.cached ? "Simpul; hit" : "Simpul; fwd=miss; stored");
  if (matchesEtag(request.headers.get("If-None-Match"), stored.etag))
    return new Response(null, { status: 304, headers });
  return new Response(stored.body, { status: 200, headers });
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
