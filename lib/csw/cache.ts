import "server-only";
import { readCatalogueVersion } from "../db/catalogue-version";
import { getDb } from "../db/client";

// Rendered CSW responses, reused while the catalogue is unchanged. Entries are keyed by the
// catalogue version, which database triggers bump on every change to records, keywords and
// the service identity; every instance reads it per request, so a publication shows in the
// very next response on every instance. Memory is bounded by total size (LRU), and each entry
// also expires after its lifetime (spec 4.3: 10 minutes for capabilities, 60 s for records).

const MAX_BYTES = 64 * 1024 * 1024;
/** Bigger responses are rendered every time rather than pushing everything else out. */
const MAX_ENTRY_BYTES = 8 * 1024 * 1024;

export interface RenderedResponse {
  body: string;
  etag: string;
}

interface Entry extends RenderedResponse {
  version: bigint;
  expiresAt: number;
  bytes: number;
}

const entries = new Map<string, Entry>();
let totalBytes = 0;

function remove(key: string): void {
  const entry = entries.get(key);
  if (!entry) return;
  entries.delete(key);
  totalBytes -= entry.bytes;
}

/** The rendered response for `key`, from the cache when the catalogue is unchanged and it has not expired. */
export async function cachedResponse(
  key: string,
  lifetimeSeconds: number,
  render: () => Promise<RenderedResponse>,
): Promise<RenderedResponse & { cached: boolean }> {
  const version = await readCatalogueVersion(await getDb());
  const hit = entries.get(key);
  if (hit && hit.version === version && hit.expiresAt > Date.now()) {
    entries.delete(key); // re-insert: Map order is least-recently-used order
    entries.set(key, hit);
    return { body: hit.body, etag: hit.etag, cached: true };
  }
  remove(key);
  const rendered = await render();
  const bytes = rendered.body.length * 2;
  if (bytes <= MAX_ENTRY_BYTES) {
    entries.set(key, { ...rendered, version, bytes, expiresAt: Date.now() + lifetimeSeconds * 1000 });
    totalBytes += bytes;
    while (totalBytes > MAX_BYTES) remove(entries.keys().next().value as string);
  }
  return { ...rendered, cached: false };
}

/** Empties the cache (tests). */
export function clearResponseCache(): void {
  entries.clear();
  totalBytes = 0;
}
