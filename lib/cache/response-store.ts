import { VersionedStore } from "./versioned-store";

// Rendered public answers (the public REST API, CSW), kept per catalogue version in a
// VersionedStore. It lives on globalThis because two copies of this module share it in one
// process: the one in Next's server bundle (the public edge, lib/http/public-edge.ts, renders
// and stores) and the one the custom server loads (lib/http/fast-path.ts answers repeated GETs
// before Next). Hence no "server-only" import here: the custom server runs outside Next's
// bundler, where that import would throw.
//
// Bounded by total body size (LRU); an entry also expires after its lifetime (CSW: 10 minutes
// for capabilities, 60 s for records; REST: lib/http/cache-policy.ts) and is stale as soon as
// the catalogue version moves on.

const MAX_BYTES = 64 * 1024 * 1024;
/** Bigger responses are rendered every time rather than pushing everything else out. */
const MAX_ENTRY_BYTES = 8 * 1024 * 1024;
/** Request spellings remembered per entry (the fast path finds entries by the raw request). */
const MAX_ALIASES = 8;

export interface StoredResponse {
  body: Uint8Array<ArrayBuffer>;
  etag: string;
  /** The response headers besides ETag (content type, caching, CORS). */
  headers: Record<string, string>;
}

interface Entry extends StoredResponse {
  aliases: Set<string>;
}

interface Store {
  entries: VersionedStore<Entry>;
  /** Raw request spelling -> entry key. */
  aliases: Map<string, string>;
}

const holder = globalThis as unknown as { simpulResponseStore?: Store };
function store(): Store {
  if (!holder.simpulResponseStore) {
    const aliases = new Map<string, string>();
    const entries = new VersionedStore<Entry>(
      { maxEntries: Number.POSITIVE_INFINITY, maxSize: MAX_BYTES, maxEntrySize: MAX_ENTRY_BYTES },
      (_key, entry) => {
        for (const alias of entry.aliases) aliases.delete(alias);
      },
    );
    holder.simpulResponseStore = { entries, aliases };
  }
  return holder.simpulResponseStore;
}

/** Bytes of response bodies held now (at most MAX_BYTES): for the metrics. */
export const responseStoreBytes = (): number => store().entries.size;

/** The stored response for `key` when it was rendered at `version` (a catalogue version) and has not expired. */
export const storedResponse = (key: string, version: bigint): StoredResponse | null =>
  store().entries.get(key, version);

/** The stored response for a raw request spelling (see rememberAlias), as storedResponse. */
export function storedResponseFor(alias: string, version: bigint): StoredResponse | null {
  const key = store().aliases.get(alias);
  return key === undefined ? null : storedResponse(key, version);
}

export function storeResponse(
  key: string,
  version: bigint,
  lifetimeSeconds: number,
  response: StoredResponse,
): void {
  const entry: Entry = { ...response, aliases: new Set() };
  store().entries.set(key, version, lifetimeSeconds, entry, response.body.length);
}

/** Whether a raw request spelling names a stored response (checked before reading the version). */
export const isKnownSpelling = (alias: string): boolean => store().aliases.has(alias);

/** Lets the fast path find the entry for `key` by a raw request spelling. */
export function rememberAlias(alias: string, key: string): void {
  const s = store();
  const entry = s.entries.peek(key);
  if (!entry || entry.aliases.has(alias)) return;
  const previous = s.aliases.get(alias);
  if (previous !== undefined) s.entries.peek(previous)?.aliases.delete(alias);
  if (entry.aliases.size >= MAX_ALIASES) {
    const oldest = entry.aliases.values().next().value as string;
    entry.aliases.delete(oldest);
    s.aliases.delete(oldest);
  }
  entry.aliases.add(alias);
  s.aliases.set(alias, key);
}

/** Empties the store (tests). */
export function clearStoredResponses(): void {
  holder.simpulResponseStore = undefined;
}
