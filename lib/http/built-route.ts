import type { IncomingMessage, ServerResponse } from "node:http";
import { createRequire } from "node:module";
import { isIPv6 } from "node:net";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import { logger } from "../log/logger";
import { API_CONTENT_SECURITY_POLICY, STATIC_SECURITY_HEADERS } from "./security-headers";

// The custom server (scripts/serve.ts) calls the handlers of a route of the production build
// itself, for the routes whose answers never depend on Next (/csw: no cookies, no headers()
// or rendering): Next's routing, its request adaptation and its response machinery cost a
// GetCapabilities a third of its CPU. The handlers are the build's own module (Node's module
// cache holds one copy, shared with Next), so everything they keep (the database client, the
// stores) is the same as when Next calls them.

type RouteHandler = (request: Request) => Promise<Response>;
export interface BuiltRoute {
  GET?: RouteHandler;
  POST?: RouteHandler;
}

interface BuiltRouteModule {
  routeModule?: { ensureUserland(): Promise<void>; userland: BuiltRoute };
}

/**
 * The GET and POST handlers of the built route at `route` (as in the URL: "csw"), or null where
 * the build has none in the form this Next writes (then Next answers, as always).
 */
export async function loadBuiltRoute(projectDir: string, route: string): Promise<BuiltRoute | null> {
  const file = path.join(projectDir, ".next", "server", "app", route, "route.js");
  try {
    const { routeModule } = createRequire(import.meta.url)(file) as BuiltRouteModule;
    if (!routeModule) return null;
    await routeModule.ensureUserland();
    const { GET, POST } = routeModule.userland;
    return typeof GET === "function" || typeof POST === "function" ? { GET, POST } : null;
  } catch {
    return null;
  }
}

/**
 * The origin Next gives its requests (base-server.js): the server's own host name (localhost
 * when none was given) and port, the scheme as forwarded. SITE_URL, where set, overrides it.
 */
export function nextOrigin(request: IncomingMessage, hostname: string | undefined, port: number): string {
  const scheme = request.headers["x-forwarded-proto"]?.includes("https") ? "https" : "http";
  const host = hostname || "localhost";
  return `${scheme}://${isIPv6(host) ? `[${host}]` : host}:${port}`;
}

/** The request as the route's handler takes it (the body streamed: the handler limits it). */
function webRequest(request: IncomingMessage, origin: string): Request {
  const headers = new Headers();
  const raw = request.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) headers.append(raw[i] as string, raw[i + 1] as string);
  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  return new Request(`${origin}${request.url}`, {
    method: request.method,
    headers,
    body: hasBody ? (Readable.toWeb(request) as ReadableStream<Uint8Array>) : null,
    // @ts-expect-error undici needs it for a streamed body; lib.dom's RequestInit lacks it
    duplex: "half",
  });
}

/** Header lines next.config.mjs adds to every data answer; these never pass through Next. */
const EDGE_HEADERS = [
  ...Object.entries(STATIC_SECURITY_HEADERS).flat(),
  "Content-Security-Policy",
  API_CONTENT_SECURITY_POLICY,
];

/** Text answers are compressed for clients that accept gzip, as Next compresses its answers. */
const COMPRESSIBLE = /^(?:text\/|application\/(?:[\w.+-]+\+)?(?:xml|json)\b)/i;
export const isCompressible = (contentType: string) => COMPRESSIBLE.test(contentType);

/** Whether an Accept-Encoding header accepts gzip (by name or `*`, with a weight above 0). */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  if (!acceptEncoding) return false;
  let accepted = false;
  for (const item of acceptEncoding.split(",")) {
    const [coding = "", ...params] = item.trim().toLowerCase().split(";");
    const weight = params.map((param) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    const wanted = weight === undefined || Number(weight) > 0;
    if (coding.trim() === "gzip") return wanted;
    if (coding.trim() === "*") accepted = wanted;
  }
  return accepted;
}

/**
 * Answers `request` with `handler`'s Response, written to `response` (gzipped where accepted);
 * a request that cannot be put as a web Request (a target undici refuses) goes to `otherwise`.
 */
export async function answerWithHandler(
  handler: RouteHandler,
  request: IncomingMessage,
  response: ServerResponse,
  origin: string,
  otherwise: () => unknown,
): Promise<void> {
  let web: Request;
  try {
    web = webRequest(request, origin);
  } catch {
    await otherwise();
    return;
  }
  let answer: Response;
  try {
    answer = await handler(web);
  } catch (error) {
    // As Next answers a handler that throws: 500, nothing said; the log has the error.
    logger().error({ err: error, url: request.url }, "route handler failed");
    if (!response.headersSent) response.writeHead(500, EDGE_HEADERS).end();
    return;
  }
  const compressible = isCompressible(answer.headers.get("content-type") ?? "");
  const gzip = answer.body !== null && compressible && acceptsGzip(request.headers["accept-encoding"]);
  const lines = [...EDGE_HEADERS];
  answer.headers.forEach((value, name) => {
    if (name === "set-cookie" || (gzip && name === "content-length")) return;
    lines.push(name, value);
  });
  for (const cookie of answer.headers.getSetCookie()) lines.push("Set-Cookie", cookie);
  if (compressible) lines.push("Vary", "Accept-Encoding");
  if (gzip) lines.push("Content-Encoding", "gzip");
  response.writeHead(answer.status, lines);
  if (!answer.body) {
    response.end();
    return;
  }
  const body = Readable.fromWeb(answer.body as import("node:stream/web").ReadableStream<Uint8Array>);
  // A client that goes away ends the pipeline early: the body is then cancelled, nothing to report.
  await pipeline(gzip ? [body, createGzip(), response] : [body, response]).catch(() => undefined);
}
