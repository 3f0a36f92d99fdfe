import { getEnv } from "../env";
import { countCacheLookup } from "../metrics/registry";
import { catalogueVersion } from "./catalogue-version";
import { VersionedStore } from "./versioned-store";

// Results of public catalogue queries (the portal's and the REST API's searches, facets,
// statistics, CSW's domain values), reused while the catalogue is unchanged: the same
// VersionedStore as rendered answers, so a change on any instance ends them at once. The
// lifetime bounds staleness of what the version does not count (user names).

const MAX_ENTRIES = 1_000;
const LIFETIME_SECONDS = 60;

const entries = new VersionedStore<{ value: unknown }>({ maxEntries: MAX_ENTRIES });

/** `load()`'s result for `key`, from the cache when the catalogue is unchanged since it was stored. */
export async function cachedCatalogueQuery<T>(key: string, load: () => Promise<T>): Promise<T> {
  if (!getEnv().RESPONSE_CACHE) return load();
  const version = await catalogueVersion();
  const hit = entries.get(key, version);
  countCacheLookup("catalogue", hit !== null);
  if (hit) return hit.value as T;
  const value = await load();
  entries.set(key, version, LIFETIME_SECONDS, { value });
  return value;
}
