import type { IncomingMessage, ServerResponse } from "node:http";
import type { CatalogueVersionSource } from "../db/catalogue-version-reader";
import { matchesEtag } from "../http/etag";
import { spellingOf } from "../http/raw-request";
import { isKnownSpelling, type StoredResponse, storedResponseFor } from "./response-store";

// The custom server (scripts/serve.ts) answers a GET /csw that the /csw route has answered
// before in exactly the same spelling, while the catalogue is unchanged, without going through
// Next: harvesters and map clients repeat the same requests, and Next's routing costs far more
// than sending stored bytes. Everything else, and any doubt, goes on to Next.

const isCswGet = (request: IncomingMessage) =>
  request.method === "GET" &&
  typeof request.url === "string" &&
  (request.url === "/csw" || request.url.startsWith("/csw?"));

/** Header lines per stored response, built once: the fast path sends the same ones every time. */
const headerLines = new WeakMap<StoredResponse, { ok: string[]; notModified: string[] }>();

function linesFor(stored: StoredResponse) {
  let lines = headerLines.get(stored);
  if (!lines) {
    const common = [
      ...Object.entries(stored.headers).flat(),
      "ETag",
      stored.etag,
      "Cache-Status",
      "Simpul; hit; detail=server",
    ];
    lines = { ok: [...common, "Content-Length", String(stored.body.length)], notModified: common };
    headerLines.set(stored, lines);
  }
  return lines;
}

/** Sends the stored response for `spelling` at `version`; false when there is none. */
function sendStored(
  response: ServerResponse,
  spelling: string,
  version: bigint | null,
  ifNoneMatch: string | undefined,
): boolean {
  const stored = version === null ? null : storedResponseFor(spelling, version);
  if (!stored) return false;
  const lines = linesFor(stored);
  if (ifNoneMatch && matchesEtag(ifNoneMatch, stored.etag)) response.writeHead(304, lines.notModified).end();
  else response.writeHead(200, lines.ok).end(stored.body);
  return true;
}

/**
 * Sends the stored response for this request when there is a current one; false when the
 * request is for Next (not a GET /csw, nothing stored, or the version is not known). Decides
 * without waiting, and without a closure, when the version is pushed: on a hit the rest costs
 * less than a promise, since Next's AsyncLocalStorage makes Node track every async resource.
 */
export function answerFromStore(
  request: IncomingMessage,
  response: ServerResponse,
  versions: CatalogueVersionSource,
): boolean | Promise<boolean> {
  if (!isCswGet(request)) return false;
  const spelling = spellingOf(request);
  if (!isKnownSpelling(spelling)) return false;
  const ifNoneMatch = request.headers["if-none-match"];
  const version = versions.current();
  if (version === null || typeof version === "bigint")
    return sendStored(response, spelling, version, ifNoneMatch);
  // Next answers when the version cannot be read, and reports the database as every route does.
  return version.then(
    (read) => sendStored(response, spelling, read, ifNoneMatch),
    () => false,
  );
}
