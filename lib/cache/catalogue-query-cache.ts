import { readCatalogueVersion } from "../db/catalogue-version";
import { getDb } from "../db/client";
import { getEnv } from "../env";
import { countCacheLookup } from "../metrics/registry";

// Results of public catalogue queries, reused while the catalogue has not changed. Entries
// are keyed by the catalogue version, which a database trigger bumps on every change to
// records or keywords, so every instance stops serving an entry as soon as anything changes.
// The TTL bounds staleness of data outside those tables (organisation and user names).

const MAX_ENTRIES = 1_000;
const TTL_MS = 60_000;

interface Entry {
  version: bigint;
  storedAt: number;
  value: unknown;
}

const entries = new Map<string, Entry>();

/** `load()`'s result for `key`, from the cache when the catalogue is unchanged since it was stored. */
export async function cachedCatalogueQuery<T>(key: string, load: () => Promise<T>): Promise<T> {
  if (!getEnv().RESPONSE_CACHE) return load();
  const version = await readCatalogueVersion(await getDb());
  const hit = entries.get(key);
  if (hit && hit.version === version && Date.now() - hit.storedAt < TTL_MS) {
    entries.delete(key); // re-insert: Map order doubles as least-recently-used order
    entries.set(key, hit);
    countCacheLookup("catalogue", true);
    return hit.value as T;
  }
  countCacheLookup("catalogue", false);
  const value = await load();
  entries.delete(key);
  entries.set(key, { version, storedAt: Date.now(), value });
  if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
  return value;
}
