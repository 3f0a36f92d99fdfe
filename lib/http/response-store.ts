// Rendered public responses (CSW, the public REST API), kept per catalogue version. The store
// lives on globalThis because two copies of this module share it in one process: the one in
// Next's server bundle (the routes render and store) and the one the custom server loads
// (lib/http/fast-path.ts answers repeated GETs before Next). Hence no "server-only" import here: the custom server
// runs outside Next's bundler, where that import would throw.
//
// Memory is bounded by total size (LRU); an entry also expires after its lifetime (spec 4.3:
// 10 minutes for capabilities, 60 s for records; REST: lib/http/cache-policy.ts) and is stale as soon as the catalogue
// version moves on.

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
  version: bigint;
  expiresAt: number;
  aliases: Set<string>;
}

interface Store {
  entries: Map<string, Entry>;
  aliases: Map<string, string>;
  totalBytes: number;
}

const holder = globalThis as unknown as { simpulCswResponses?: Store };
const store = (): Store => {
  holder.simpulCswResponses ??= { entries: new Map(), aliases: new Map(), totalBytes: 0 };
  return holder.simpulCswResponses;
};

/** Bytes of response bodies held now (at most MAX_BYTES): for the metrics. */
export const responseStoreBytes = (): number => store().totalBytes;

function remove(s: Store, key: string): void {
  const entry = s.entries.get(key);
  if (!entry) return;
  s.entries.delete(key);
  for (const alias of entry.aliases) s.aliases.delete(alias);
  s.totalBytes -= entry.body.length;
}

/** The stored response for `key` when it was rendered at `version` (a catalogue version; they only grow) and has not expired. */
export function storedResponse(key: string, version: bigint): StoredResponse | null {
  const s = store();
  const entry = s.entries.get(key);
  if (!entry) return null;
  // Newer than `version`: the caller read the version before this entry was rendered; keep it.
  if (entry.version > version) return null;
  if (entry.version < version || entry.expiresAt <= Date.now()) {
    remove(s, key);
    return null;
  }
  s.entries.delete(key); // re-insert: Map order is least-recently-used order
  s.entries.set(key, entry);
  return entry;
}

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
  if (response.body.length > MAX_ENTRY_BYTES) return;
  const s = store();
  remove(s, key);
  s.entries.set(key, {
    ...response,
    version,
    expiresAt: Date.now() + lifetimeSeconds * 1000,
    aliases: new Set(),
  });
  s.totalBytes += response.body.length;
  while (s.totalBytes > MAX_BYTES) remove(s, s.entries.keys().next().value as string);
}

/** Whether a raw request spelling names a stored response (checked before reading the version). */
export const isKnownSpelling = (alias: string): boolean => store().aliases.has(alias);

/** Lets the fast path find the entry for `key` by a raw request spelling. */
export function rememberAlias(alias: string, key: string): void {
  const s = store();
  const entry = s.entries.get(key);
  if (!entry || entry.aliases.has(alias)) return;
  const previous = s.aliases.get(alias);
  if (previous !== undefined) s.entries.get(previous)?.aliases.delete(alias);
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
  holder.simpulCswResponses = undefined;
}
