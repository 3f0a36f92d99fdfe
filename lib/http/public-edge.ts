import "server-only";
import { catalogueVersion, inRequestScope } from "../cache/catalogue-version";
import { rememberAlias, type StoredResponse, storedResponse, storeResponse } from "../cache/response-store";
import { getEnv } from "../env";
import { countCacheLookup } from "../metrics/registry";
import { etagOf, matchesEtag } from "./etag";
import { currentRawRequest } from "./raw-request";

// The public edge: every read protocol (the public REST API, CSW, and those to come) hands it
// what to answer, and this one module turns that into HTTP: CORS, Cache-Control, the ETag and
// conditional requests (304), Cache-Status (RFC 9211), and the response store, from which the
// custom server's fast path (fast-path.ts) answers the same GET before Next next time.

/** Readable from any origin, never with credentials (public REST and CSW). */
export const PUBLIC_CORS_HEADERS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Expose-Headers":
    "ETag, Retry-After, RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset, RateLimit-Policy",
} as const;

/** A Response a handler built itself (a file, a page, a forwarded answer), readable from any origin. */
export function withPublicCors(response: Response): Response {
  for (const [name, value] of Object.entries(PUBLIC_CORS_HEADERS)) response.headers.set(name, value);
  return response;
}

/** What a protocol answers. */
export interface PublicAnswer {
  status: number;
  /**
   * A text, its bytes, or a text in parts (a document with records spliced in: never joined
   * into one string). Parts of at most WHOLE_PARTS_MAX_BYTES are encoded into one buffer
   * (tagged and stored like a text); larger ones are encoded part by part as the client reads
   * them: never held whole, with no ETag, never stored.
   */
  body: string | string[] | Uint8Array<ArrayBuffer> | null;
  contentType: string;
  /**
   * Seconds the answer may be reused; 0: no-store. "client" (the REST API): browsers and shared
   * caches for that long (`max-age`). "shared" (CSW): shared caches only, browsers revalidate
   * every time (`s-maxage`, `max-age=0, must-revalidate`).
   */
  maxAge: number;
  reuse?: "client" | "shared";
  /** Send an ETag and answer If-None-Match with 304 (always so for stored answers). */
  etag?: boolean;
  /** Further headers (Content-Disposition, Retry-After, …). */
  headers?: Record<string, string>;
}

/** A read the edge may answer from the response store. */
export interface PublicRead {
  /** The answer's key in the store; null: never stored (the answer depends on more than the key). */
  cacheKey: string | null;
  /** Seconds the store keeps a 200 answer, at most: a change to the catalogue ends it at once. */
  lifetimeSeconds: number;
  answer(): Promise<PublicAnswer>;
}

function cacheControl({ maxAge, reuse = "client" }: PublicAnswer): string {
  if (maxAge <= 0) return "no-store";
  return reuse === "shared"
    ? `public, s-maxage=${maxAge}, max-age=0, must-revalidate`
    : `public, max-age=${maxAge}`;
}

/** The headers an answer is sent with, besides ETag and Cache-Status (stored with it). */
function headersOf(answer: PublicAnswer): Record<string, string> {
  return {
    ...answer.headers,
    "Content-Type": answer.contentType,
    "Cache-Control": cacheControl(answer),
    ...PUBLIC_CORS_HEADERS,
  };
}

function send(
  request: Request,
  status: number,
  body: Uint8Array | ReadableStream<Uint8Array> | null,
  headers: Record<string, string>,
  etag: string | null,
  cacheStatus: string | null,
): Response {
  const sent = new Headers(headers);
  if (cacheStatus) sent.set("Cache-Status", cacheStatus);
  if (etag) {
    sent.set("ETag", etag);
    if (status === 200 && matchesEtag(request.headers.get("If-None-Match"), etag))
      return new Response(null, { status: 304, headers: sent });
  }
  return new Response(body instanceof Uint8Array ? streamOfBytes(body) : body, { status, headers: sent });
}

/** Bytes as a body as they are: a Response given them directly copies them first. */
function streamOfBytes(bytes: Uint8Array): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
}

/** A body of many parts, each encoded when the client is ready for it (no copy of the whole). */
function streamOfParts(parts: string[]): ReadableStream<Uint8Array> {
  let next = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      const part = parts[next++];
      if (part === undefined) controller.close();
      else controller.enqueue(Buffer.from(part, "utf8"));
    },
  });
}

/**
 * Parts longer than this in all (UTF-8 bytes) are streamed, not held whole: a page of 500 full
 * records. A page of 50 (about 1 MB) is encoded into one buffer, never into one string: a
 * string of a megabyte lives in V8's old generation and, at a harvester's pace, made most of a
 * page's CPU major garbage collections.
 */
const WHOLE_PARTS_MAX_BYTES = 1024 * 1024;

/** The body's parts encoded into one buffer (one copy), or null when they are too many bytes to hold. */
function wholeParts(parts: string[]): Uint8Array<ArrayBuffer> | null {
  let bytes = 0;
  for (const part of parts) bytes += Buffer.byteLength(part, "utf8");
  if (bytes > WHOLE_PARTS_MAX_BYTES) return null;
  const whole = Buffer.allocUnsafeSlow(bytes) as Buffer<ArrayBuffer>; // its own memory: it may be stored
  let offset = 0;
  for (const part of parts) offset += whole.write(part, offset, "utf8");
  return whole;
}

/** The answer's body as sent: bytes (a text, or parts of at most WHOLE_PARTS_MAX_BYTES), or its parts streamed. */
function bodyOf(body: PublicAnswer["body"]): Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array> | null {
  if (typeof body === "string") return Buffer.from(body, "utf8");
  if (Array.isArray(body)) return wholeParts(body) ?? streamOfParts(body);
  return body;
}

/** `answer` sent with `body` (bodyOf it), tagged when it asks for a tag and its body is bytes. */
function sendAnswer(
  request: Request,
  answer: PublicAnswer,
  body: ReturnType<typeof bodyOf>,
  cacheStatus: string | null,
): Response {
  const etag = answer.etag && answer.status === 200 && body instanceof Uint8Array ? etagOf(body) : null;
  return send(request, answer.status, body, headersOf(answer), etag, cacheStatus);
}

/** An answer sent as it is, never stored. */
export function publicResponse(
  request: Request,
  answer: PublicAnswer,
  cacheStatus: string | null = null,
): Response {
  return sendAnswer(request, answer, bodyOf(answer.body), cacheStatus);
}

/**
 * Answers a public read: from the response store while the catalogue is unchanged, otherwise
 * computed and, when it is a 200, stored. The catalogue version is read once for the request.
 */
export function servePublicRead(request: Request, read: PublicRead): Promise<Response> {
  const { cacheKey: key } = read;
  if (key === null) return read.answer().then((answer) => publicResponse(request, answer));
  if (!getEnv().RESPONSE_CACHE)
    return read.answer().then((answer) => publicResponse(request, answer, "Simpul; fwd=bypass"));
  return inRequestScope(async () => {
    const version = await catalogueVersion();
    const hit = storedResponse(key, version);
    countCacheLookup("response", hit !== null);
    let stored = hit;
    if (!stored) {
      const answer = await read.answer();
      const body = bodyOf(answer.body);
      // Not stored: errors, and parts too large to hold whole (streamed).
      if (answer.status !== 200 || !(body instanceof Uint8Array))
        return sendAnswer(request, answer, body, body instanceof ReadableStream ? "Simpul; fwd=miss" : null);
      const made: StoredResponse = { body, etag: etagOf(body), headers: headersOf(answer) };
      storeResponse(key, version, read.lifetimeSeconds, made);
      stored = made;
    }
    // The custom server may answer this exact request (a GET, or a POST with this very body)
    // itself from now on (fast-path.ts).
    const raw = currentRawRequest();
    if (raw?.spelling) rememberAlias(raw.spelling, key);
    const cacheStatus = hit ? "Simpul; hit" : "Simpul; fwd=miss; stored";
    return send(request, 200, stored.body, stored.headers, stored.etag, cacheStatus);
  });
}
