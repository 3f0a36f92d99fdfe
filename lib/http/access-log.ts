import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import type { RouteLabeler } from "../metrics/route-label";

// One access-log line per request the custom server (scripts/serve.ts) receives, the CSW fast
// path's answers included: method, route template, status, duration, bytes, cache status and
// request id. Every response carries its id in X-Request-Id; a client's X-Request-Id is taken
// only from a trusted proxy (TRUST_PROXY > 0), as nginx's $request_id, so one request can be
// followed from the proxy's log into Simpul's. Per request: one shared listener (no closure),
// a few symbol fields, a counter for the id, and one line in pino's format (writeLogLine:
// pino's own serializer costs more than a stored answer). The server's listener
// puts the id on the response (the fast path among its prepared header lines).

/** The fast path's Cache-Status (RFC 9211): answered from the store before Next. */
export const FAST_PATH_CACHE_STATUS = "hit; detail=server";

type Listener = (request: IncomingMessage, response: ServerResponse) => void;

const REQUEST_ID = Symbol("simpul.requestId");
const STARTED = Symbol("simpul.accessLog.started");
const BYTES_BEFORE = Symbol("simpul.accessLog.bytesBefore");
const SOCKET = Symbol("simpul.accessLog.socket");
const CACHE_STATUS = Symbol("simpul.accessLog.cacheStatus");

type LoggedRequest = IncomingMessage & { [REQUEST_ID]?: string };
type LoggedResponse = ServerResponse & {
  [STARTED]?: number;
  [BYTES_BEFORE]?: number;
  [SOCKET]?: Socket;
  [CACHE_STATUS]?: string;
};

/** What a proxy's id may look like to be kept: short, and nothing that could break a log line or a header. */
const ACCEPTED_ID = /^[\w.:@/+=-]{1,128}$/;

/**
 * Ids unique across instances and restarts without a random draw per request: a random prefix
 * per process and a counter (`3f9c2a71b04e-1a`).
 */
const ID_PREFIX = `${randomBytes(6).toString("hex")}-`;
let idCounter = 0;

/** The request's id, given by the access log when it arrived. */
export const requestIdOf = (request: IncomingMessage): string | undefined =>
  (request as LoggedRequest)[REQUEST_ID];

/** For answers written with their header lines at once (the fast path): its Cache-Status, for the log. */
export function noteCacheStatus(response: ServerResponse, cacheStatus: string): void {
  (response as LoggedResponse)[CACHE_STATUS] = cacheStatus;
}

/** "hit" for `Simpul; hit` (RFC 9211), or undefined. */
function cacheStatusOf(response: LoggedResponse): string | undefined {
  if (response[CACHE_STATUS] !== undefined) return response[CACHE_STATUS];
  const header = response.getHeader("cache-status");
  if (typeof header !== "string") return undefined;
  const separator = header.indexOf("; ");
  return separator === -1 ? header : header.slice(separator + 2);
}

interface AccessLogOptions {
  /** Whether a level is logged (LOG_LEVEL), and the writer of a finished line. */
  levelEnabled: (level: "info" | "warn") => boolean;
  writeLine: (level: "info" | "warn", fields: string) => void;
  labelRoute: RouteLabeler;
  /** Keep a trusted proxy's X-Request-Id (TRUST_PROXY > 0). */
  trustProxy: boolean;
}

let options: AccessLogOptions | undefined;

/** JSON strings of the few values that recur (routes, methods, cache statuses), quoted once. */
const quoted = new Map<string, string>();
function quote(value: string): string {
  let json = quoted.get(value);
  if (json === undefined) {
    json = JSON.stringify(value);
    if (quoted.size < 1_000) quoted.set(value, json);
  }
  return json;
}

function logEnd(this: LoggedResponse): void {
  if (!options) return;
  const level = this.statusCode >= 500 ? "warn" : "info";
  if (!options.levelEnabled(level)) return;
  const request = this.req as LoggedRequest;
  const cache = cacheStatusOf(this);
  // Ids are ours or passed ACCEPTED_ID: nothing in them needs escaping.
  options.writeLine(
    level,
    `"requestId":"${request[REQUEST_ID]}","method":${quote(request.method ?? "")},"route":${quote(options.labelRoute(request.url))},"status":${this.statusCode},"durationMs":${Math.round((performance.now() - (this[STARTED] ?? 0)) * 10) / 10},"bytes":${(this[SOCKET]?.bytesWritten ?? 0) - (this[BYTES_BEFORE] ?? 0)}${cache === undefined ? "" : `,"cache":${quote(cache)}`}${this.writableFinished ? "" : ',"aborted":true'},"msg":"request"`,
  );
}

/** Wraps the server's request listener: an id for every request, and its access-log line when it ends. */
export function logRequests(listener: Listener, accessLog: AccessLogOptions): Listener {
  options = accessLog;
  const logs = accessLog.levelEnabled("info") || accessLog.levelEnabled("warn");
  return (request, response) => {
    const given = accessLog.trustProxy ? request.headers["x-request-id"] : undefined;
    (request as LoggedRequest)[REQUEST_ID] =
      typeof given === "string" && ACCEPTED_ID.test(given) ? given : ID_PREFIX + (idCounter++).toString(36);
    if (logs) {
      // The socket is kept: the request lets go of it when the connection is destroyed.
      (response as LoggedResponse)[STARTED] = performance.now();
      (response as LoggedResponse)[SOCKET] = request.socket;
      (response as LoggedResponse)[BYTES_BEFORE] = request.socket.bytesWritten;
      response.on("close", logEnd);
    }
    listener(request, response);
  };
}
