import "server-only";
import { isDatabaseUnavailable } from "../db/unavailable";
import { AppError, isAppError } from "../errors";
import { logger } from "../log/logger";
import { baseUrlOf } from "./base-url";
import { CACHE_SECONDS } from "./cache-policy";
import { STATUS } from "./error-status";
import { PROBLEM_CONTENT_TYPE, problemBody } from "./problem";
import { PUBLIC_CORS_HEADERS, servePublicRead, withPublicCors } from "./public-edge";
import { readBodyBytes } from "./xml-body";

// OGC API – Records routes (/ogcapi/**): public like the REST API and CSW (any origin, the
// response store, ETags), with the OGC API's own conventions:
//  - errors are RFC 9457 problem objects (OGC API – Common / Features' exception schema), with
//    Simpul's error code and details as extension members: {type, title, status, detail, code,
//    details};
//  - `f=json|html` (and `xml` where a route offers it) chooses the format; without it, a client
//    whose Accept header puts HTML first (a browser) gets HTML. HTML and XML are the portal's
//    own pages and the ISO XML downloads: a 303 to them.

type Json = Record<string, unknown>;

export interface OgcApiAnswer {
  /** The document, or its JSON text. */
  body: Json | string;
  /** application/json unless said (application/geo+json for features, application/schema+json). */
  contentType?: string;
}

const jsonText = (body: Json | string) => (typeof body === "string" ? body : JSON.stringify(body));

export interface OgcApiContext {
  request: Request;
  url: URL;
  baseUrl: string;
}

/** An RFC 9457 problem response. */
function problem(
  status: number,
  detail: string,
  code: string,
  details: Record<string, unknown>,
  headers: Record<string, string> = {},
): Response {
  return new Response(problemBody(status, detail, code, details), {
    status,
    headers: { ...PUBLIC_CORS_HEADERS, "Content-Type": PROBLEM_CONTENT_TYPE, ...headers },
  });
}

/** An error as an RFC 9457 problem response; internals stay hidden (and logged). */
export function problemResponse(error: unknown): Response {
  if (isAppError(error)) return problem(STATUS[error.code], error.message, error.code, error.details);
  if (isDatabaseUnavailable(error))
    return problem(
      503,
      "Basis data sedang tidak dapat dijangkau; coba lagi sebentar lagi. / The database is unreachable; try again shortly.",
      "SERVICE_UNAVAILABLE",
      {},
      { "Retry-After": "5" },
    );
  logger().error({ err: error }, "Unhandled error");
  return problem(500, "Terjadi kesalahan internal. / An internal error occurred.", "INTERNAL", {});
}

/** The format a request asks for: `f`, or without it HTML when the Accept header puts HTML first. */
export function formatAsked(request: Request, url: URL): string {
  const f = url.searchParams.get("f");
  if (f !== null) return f;
  const first = request.headers.get("accept")?.split(",")[0]?.split(";")[0]?.trim().toLowerCase();
  return first === "text/html" ? "html" : "json";
}

const unknownFormat = (offered: string[]) =>
  new AppError("VALIDATION_FAILED", `f harus salah satu dari / must be one of: ${offered.join(", ")}`, {
    parameters: [{ parameter: "f", message: offered.join(", ") }],
  });

/** Where a format other than JSON is: a path under the base URL. */
type Rendering<Params> = (context: OgcApiContext, params: Params) => string | Promise<string>;

/**
 * A GET route of the OGC API: `answer` gives the JSON document; `html` the portal page that is
 * its HTML rendering, `xml` (where there is one) its ISO XML; both are answered with a 303 to
 * them. 200 answers are kept in the response store.
 */
export function ogcApiRoute<Params>(
  answer: (context: OgcApiContext, params: Params) => Promise<OgcApiAnswer>,
  html: Rendering<Params>,
  xml?: Rendering<Params>,
) {
  return async (request: Request, routeContext?: { params?: Promise<Params> }): Promise<Response> => {
    try {
      const url = new URL(request.url);
      const context = { request, url, baseUrl: baseUrlOf(request) };
      const resolved = ((await routeContext?.params) ?? {}) as Params;
      const format = formatAsked(request, url);
      const elsewhere = format === "html" ? html : format === "xml" ? xml : undefined;
      if (elsewhere)
        return withPublicCors(
          new Response(null, {
            status: 303,
            headers: { Location: `${context.baseUrl}${await elsewhere(context, resolved)}`, Vary: "Accept" },
          }),
        );
      if (format !== "json") throw unknownFormat(["json", "html", ...(xml ? ["xml"] : [])]);
      return await servePublicRead(request, {
        cacheKey: `${url.pathname}${url.search}`,
        lifetimeSeconds: CACHE_SECONDS.list,
        answer: async () => {
          const { body, contentType = "application/json" } = await answer(context, resolved);
          return {
            status: 200,
            body: jsonText(body),
            contentType: `${contentType}; charset=utf-8`,
            maxAge: CACHE_SECONDS.list,
            etag: true,
            headers: { Vary: "Accept" },
          };
        },
      });
    } catch (error) {
      return problemResponse(error);
    }
  };
}

/** The largest CQL2 JSON body a POST search reads. */
const SEARCH_BODY_MAX_BYTES = 64 * 1024;

/**
 * POST to an items path: the body is a CQL2 JSON filter (as OWSLib and pycsw send one), the URL's
 * parameters the rest of the search. Never stored: the answer depends on the body.
 */
export function ogcApiSearchRoute<Params>(
  answer: (context: OgcApiContext & { body: string }, params: Params) => Promise<OgcApiAnswer>,
) {
  return async (request: Request, routeContext?: { params?: Promise<Params> }): Promise<Response> => {
    try {
      const url = new URL(request.url);
      const body = new TextDecoder("utf-8", { fatal: true }).decode(
        await readBodyBytes(request, SEARCH_BODY_MAX_BYTES),
      );
      const context = { request, url, baseUrl: baseUrlOf(request), body };
      const resolved = ((await routeContext?.params) ?? {}) as Params;
      return await servePublicRead(request, {
        cacheKey: null,
        lifetimeSeconds: 0,
        answer: async () => {
          const { body: json, contentType = "application/json" } = await answer(context, resolved);
          return {
            status: 200,
            body: jsonText(json),
            contentType: `${contentType}; charset=utf-8`,
            maxAge: 0,
          };
        },
      });
    } catch (error) {
      // A body that is not UTF-8 (TextDecoder's TypeError) is the client's mistake.
      if (error instanceof TypeError && /encoded data/i.test(error.message))
        return problem(400, "Badan bukan UTF-8 / the body is not UTF-8", "VALIDATION_FAILED", {});
      return problemResponse(error);
    }
  };
}

/** For an OGC API route: 405 as a problem object, with Allow and CORS; a CORS preflight. */
export function ogcApiMethodNotAllowed(allowed = ["GET", "HEAD"]) {
  const allow = [...allowed, "OPTIONS"].join(", ");
  const respond = async (request: Request) =>
    problem(
      405,
      `Metode ${request.method} tidak didukung / method not allowed`,
      "METHOD_NOT_ALLOWED",
      {
        allowed: allow.split(", "),
      },
      { Allow: allow },
    );
  const preflight = async () =>
    new Response(null, {
      status: 204,
      headers: {
        ...PUBLIC_CORS_HEADERS,
        Allow: allow,
        "Access-Control-Allow-Methods": allow,
        "Access-Control-Allow-Headers": "If-None-Match, Accept, Content-Type",
        "Access-Control-Max-Age": "86400",
      },
    });
  return { POST: respond, PUT: respond, PATCH: respond, DELETE: respond, OPTIONS: preflight };
}
