import { AsyncLocalStorage } from "node:async_hooks";
import { createHash } from "node:crypto";
import type { IncomingMessage } from "node:http";

// What the custom server (scripts/serve.ts) saw of a request before handing it to Next: its
// spelling, so a handler can let the server answer the same spelling itself next time (the
// CSW fast path). Passed through AsyncLocalStorage, not a header, so a client cannot forge it.
// Held on globalThis: Next's bundle and the custom server each load their own copy of this module.

export interface RawRequest {
  method: string | undefined;
  /**
   * The request target, Accept and every header the base URL is derived from (see baseUrlOf); for a
   * POST whose body the server read (fast-path.ts readPostSpelling), its content type and body
   * too. Null: a request the fast path never answers (a POST it did not read).
   */
  spelling: string | null;
}

const holder = globalThis as unknown as { simpulRawRequest?: AsyncLocalStorage<RawRequest> };
const storage = () => {
  holder.simpulRawRequest ??= new AsyncLocalStorage<RawRequest>();
  return holder.simpulRawRequest;
};

/**
 * One string for a request's target and the headers its answer depends on: those its base URL
 * is derived from, and Accept (the DCAT and OGC API routes choose their format by it).
 */
export function spellingOf(request: IncomingMessage): string {
  const {
    host,
    "x-forwarded-host": forwardedHost,
    "x-forwarded-proto": forwardedProto,
    accept,
  } = request.headers;
  // Newlines cannot occur in a request line or a header value, so the parts stay apart.
  return `${request.method} ${request.url}\n${host}\n${forwardedHost}\n${forwardedProto}\n${accept}`;
}

/** A POST's spelling: its target and base URL headers, content type and a digest of its body. */
export const postSpellingOf = (request: IncomingMessage, body: Buffer): string =>
  `${spellingOf(request)}\n${request.headers["content-type"]}\n${createHash("sha256").update(body).digest("base64url")}`;

/**
 * Runs `handle` with the raw request available to the handlers it reaches. `spelling`: a POST's
 * (postSpellingOf), when the server read its body; a GET's is its own.
 */
export function withRawRequest<T>(request: IncomingMessage, handle: () => T, spelling?: string | null): T {
  const spelled = spelling ?? (request.method === "GET" ? spellingOf(request) : null);
  return storage().run({ method: request.method, spelling: spelled }, handle);
}

/** The raw request being handled, when it came through the custom server. */
export const currentRawRequest = (): RawRequest | undefined => storage().getStore();
