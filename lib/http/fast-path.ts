import { IncomingMessage, type ServerResponse } from "node:http";
import { gzipSync } from "node:zlib";
import type { CatalogueVersionReader } from "../cache/catalogue-version-reader";
import { isKnownSpelling, type StoredResponse, storedResponseFor } from "../cache/response-store";
import { countCacheLookup } from "../metrics/registry";
import { FAST_PATH_CACHE_STATUS, noteCacheStatus, requestIdOf } from "./access-log";
import { acceptsGzip, isCompressible } from "./built-route";
import { matchesEtag } from "./etag";
import { postSpellingOf, spellingOf } from "./raw-request";
import { API_CONTENT_SECURITY_POLICY, STATIC_SECURITY_HEADERS } from "./security-headers";

// The custom server (scripts/serve.ts) answers a GET that a public route (/csw, the public REST
// API) has answered and stored before in exactly the same spelling, while the catalogue is
// unchanged, without going through Next: harvesters, map clients and portals repeat the same
// requests, and Next's routing costs far more than sending stored bytes. Everything else, and
// any doubt, goes on to Next.

interface PreparedLines {
  ok: string[];
  notModified: string[];
  /** Whether the body's type is worth gzipping (then the answer varies with Accept-Encoding). */
  compressible: boolean;
  /** For clients that accept gzip, when the body is compressible: its lines and the gzipped body. */
  gzip?: { lines: string[]; body: Buffer };
}

/** Header lines per stored response, built once: the fast path sends the same ones every time. */
const headerLines = new WeakMap<StoredResponse, PreparedLines>();

function linesFor(stored: StoredResponse): PreparedLines {
  let lines = headerLines.get(stored);
  if (!lines) {
    const compressible = isCompressible(
      stored.headers["Content-Type"] ?? stored.headers["content-type"] ?? "",
    );
    const common = [
      ...Object.entries(stored.headers).flat(),
      // What next.config.mjs adds to Next's answers; these bytes never pass through Next.
      ...Object.entries(STATIC_SECURITY_HEADERS).flat(),
      "Content-Security-Policy",
      API_CONTENT_SECURITY_POLICY,
      "ETag",
      stored.etag,
      "Cache-Status",
      `Simpul; ${FAST_PATH_CACHE_STATUS}`,
    ];
    if (compressible) common.push("Vary", "Accept-Encoding");
    lines = {
      ok: [...common, "Content-Length", String(stored.body.length)],
      notModified: common,
      compressible,
    };
    headerLines.set(stored, lines);
  }
  return lines;
}

/**
 * The gzipped body and its header lines, compressed once per stored answer (on the first
 * request that accepts gzip), as the route's answers are compressed for such clients.
 */
function gzipFor(stored: StoredResponse, lines: PreparedLines): NonNullable<PreparedLines["gzip"]> {
  if (!lines.gzip) {
    const body = gzipSync(stored.body);
    lines.gzip = {
      body,
      lines: [...lines.notModified, "Content-Encoding", "gzip", "Content-Length", String(body.length)],
    };
  }
  return lines.gzip;
}

/** Sends the stored response for `spelling` at `version`; false when there is none. */
function sendStored(
  request: IncomingMessage,
  response: ServerResponse,
  spelling: string,
  version: bigint,
): boolean {
  const stored = storedResponseFor(spelling, version);
  if (!stored) return false; // the public edge looks it up again (public-edge.ts), and counts that lookup
  countCacheLookup("response", true);
  noteCacheStatus(response, FAST_PATH_CACHE_STATUS);
  const lines = linesFor(stored);
  // The id joins the prepared lines: headers set one by one would make writeHead merge them all.
  const id = ["X-Request-Id", requestIdOf(request) ?? ""];
  const ifNoneMatch = request.headers["if-none-match"];
  if (ifNoneMatch && matchesEtag(ifNoneMatch, stored.etag))
    response.writeHead(304, [...lines.notModified, ...id]).end();
  else if (lines.compressible && acceptsGzip(request.headers["accept-encoding"])) {
    const gzip = gzipFor(stored, lines);
    response.writeHead(200, [...gzip.lines, ...id]).end(gzip.body);
  } else response.writeHead(200, [...lines.ok, ...id]).end(stored.body);
  return true;
}

/**
 * Sends the stored response for this request when there is a current one: true. Otherwise the
 * request is for Next: false at once (not a GET, nothing stored for this spelling), or, once
 * the version is read, that version (the catalogue changed: Next reuses the version rather than
 * reading it again), or false when it cannot be read.
 */
export function answerFromStore(
  request: IncomingMessage,
  response: ServerResponse,
  versions: CatalogueVersionReader,
  /** A POST's spelling (readPostSpelling); a GET is spelled here. */
  postSpelling?: string,
): false | Promise<true | bigint | false> {
  if (request.method !== "GET" && postSpelling === undefined) return false;
  const spelling = postSpelling ?? spellingOf(request);
  if (!isKnownSpelling(spelling)) return false;
  // Next answers when the version cannot be read, and reports the database as every route does.
  return versions.read().then(
    (version) => sendStored(request, response, spelling, version) || version,
    () => false,
  );
}

/** The largest POST body read to look for a stored answer: GetRecords documents are small. */
const POST_BODY_LIMIT = 64 * 1024;

/**
 * A POST to /csw that the fast path may answer as it answers a GET (OWSLib and QGIS send their
 * searches so): its body read and spelled (postSpellingOf), and the request to hand to Next
 * should the store have no answer (a copy with the body still to read: Next refuses a request
 * whose body was read). Null at once for any other request, and for a body without a
 * Content-Length or over the limit (never read here); the spelling is null when the body ended
 * early (Next then answers what arrived).
 */
export function readPostSpelling(
  request: IncomingMessage,
): Promise<{ spelling: string | null; request: IncomingMessage }> | null {
  if (request.method !== "POST" || !/^\/csw(?:\?|$)/.test(request.url ?? "")) return null;
  const length = Number(request.headers["content-length"]);
  if (!Number.isInteger(length) || length <= 0 || length > POST_BODY_LIMIT) return null;
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    const finish = () => {
      const body = Buffer.concat(chunks);
      resolve({
        spelling: body.length === length ? postSpellingOf(request, body) : null,
        request: withBody(request, body),
      });
    };
    request.once("end", finish);
    request.once("error", finish);
  });
}

/** A request like `request` whose body, `body`, is still to be read. */
function withBody(request: IncomingMessage, body: Buffer): IncomingMessage {
  const copy = new IncomingMessage(request.socket);
  copy.method = request.method;
  copy.url = request.url;
  copy.headers = request.headers;
  copy.rawHeaders = request.rawHeaders;
  copy.httpVersion = request.httpVersion;
  copy.httpVersionMajor = request.httpVersionMajor;
  copy.httpVersionMinor = request.httpVersionMinor;
  // Complete, as the original is: an incomplete message is taken as aborted once read.
  copy.complete = true;
  copy.push(body);
  copy.push(null);
  return copy;
}
