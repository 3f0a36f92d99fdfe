import "server-only";
import { errorToResponse } from "./error-to-response";
import { type PublicAnswer, servePublicRead, withPublicCors } from "./public-edge";

// Public REST endpoints (spec 4.1): readable from any origin (never with credentials), short
// public caching, ETag revalidation, and JSON for every failure, including wrong methods. A
// handler returns what to answer (a PublicAnswer) and the public edge (public-edge.ts) sends it.

type Handler<Context, Result> = (request: Request, context: Context) => Promise<Result>;
type RouteHandler<Context> = (request: Request, context: Context) => Promise<Response>;

export interface PublicRouteOptions {
  /**
   * Keep 200 answers to GET in the response store for this many seconds (at most; a change to
   * the catalogue ends them at once), for this route and for the custom server's fast path.
   * Only for answers that depend on nothing but the URL and the catalogue.
   */
  storeSeconds?: number;
}

/**
 * Wraps a public handler: its answer goes out through the public edge; with `storeSeconds`,
 * successful answers to GET are stored and repeated requests answered from the store. Errors
 * become JSON responses, with the CORS headers.
 */
export function publicRoute<Context>(
  handler: Handler<Context, PublicAnswer>,
  { storeSeconds }: PublicRouteOptions = {},
): RouteHandler<Context> {
  return async (request, context) => {
    const url = new URL(request.url);
    try {
      return await servePublicRead(request, {
        cacheKey: storeSeconds && request.method === "GET" ? `${url.pathname}${url.search}` : null,
        lifetimeSeconds: storeSeconds ?? 0,
        answer: () => handler(request, context),
      });
    } catch (error) {
      return withPublicCors(errorToResponse(error));
    }
  };
}

/** A public handler that builds its own Response (a page, a file): CORS added, errors as JSON. */
export function publicResponseRoute<Context>(handler: Handler<Context, Response>): RouteHandler<Context> {
  return async (request, context) => {
    try {
      return withPublicCors(await handler(request, context));
    } catch (error) {
      return withPublicCors(errorToResponse(error));
    }
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

/** A JSON answer for the public edge. */
export function jsonAnswer(
  body: unknown,
  { status = 200, maxAge = 0, etag = false, headers }: JsonOptions = {},
): PublicAnswer {
  return {
    status,
    body: JSON.stringify(body),
    contentType: "application/json; charset=utf-8",
    maxAge,
    etag,
    headers,
  };
}
