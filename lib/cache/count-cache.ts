import { catalogueVersion } from "./catalogue-version";
import { VersionedStore } from "./versioned-store";

// Exact counts of public searches (CSW's numberOfRecordsMatched), kept per catalogue version: a
// harvester paging through a search asks the same count on every page, and at 100,000 records
// counting them costs more than the page. Kept whatever RESPONSE_CACHE says: a count is read
// only at the version it was counted at, so it is exact, and it is part of the engine rather
// than a stored answer. Small values, so many entries.

const MAX_ENTRIES = 10_000;
const LIFETIME_SECONDS = 600;

/** One store per database client: a process may talk to more than one database (tests, benches). */
const stores = new WeakMap<object, VersionedStore<{ value: unknown }>>();

/**
 * `count()`'s result for `key` in `database` (the client counted with) at the current catalogue
 * version, counted once per version.
 */
export async function cachedCount<T>(database: object, key: string, count: () => Promise<T>): Promise<T> {
  let counts = stores.get(database);
  if (!counts) {
    counts = new VersionedStore<{ value: unknown }>({ maxEntries: MAX_ENTRIES });
    stores.set(database, counts);
  }
  const version = await catalogueVersion();
  const hit = counts.get(key, version);
  if (hit) return hit.value as T;
  const value = await count();
  counts.set(key, version, LIFETIME_SECONDS, { value });
  return value;
}

/** An SQL statement and its parameters as a count's key (dates and big integers kept apart from strings). */
export const statementKey = (statement: { sql: string; values: unknown[] }) =>
  JSON.stringify([
    statement.sql,
    statement.values.map((value) =>
      value instanceof Date
        ? ["date", value.toISOString()]
        : typeof value === "bigint"
          ? ["bigint", String(value)]
          : value,
    ),
  ]);
