import "server-only";
import { getEnv } from "../env";
import { postgresRateLimitStore } from "./postgres-store";
import { createRedisRateLimitStore } from "./redis-store";
import type { RateLimitOptions, RateLimitResult, RateLimitStore } from "./types";

// A fixed-window limiter: at most `limit` requests per key in each window of `windowSeconds`,
// windows aligned to the epoch so every instance agrees on where one starts. A client can
// send up to twice the limit around a window boundary; for the limits we have (spec 8: 20
// per minute) that is acceptable, and one counter per key and window keeps it one atomic
// statement.

/**
 * Counts this request against the limit and says whether it may proceed, with what the
 * RateLimit headers need. `cost` 0 only reads the counter (e.g. failed logins, counted only
 * when they fail). `store` and `now` are for tests.
 */
export async function consumeRateLimit(
  { name, key, limit, windowSeconds }: RateLimitOptions,
  {
    store = defaultRateLimitStore(),
    now = Date.now(),
    cost = 1,
  }: { store?: RateLimitStore; now?: number; cost?: number } = {},
): Promise<RateLimitResult> {
  const windowMs = windowSeconds * 1000;
  const windowStart = Math.floor(now / windowMs) * windowMs;
  const count = await store.increment(`${name}:${key}`, new Date(windowStart), windowSeconds, cost);
  return {
    allowed: count <= limit,
    limit,
    remaining: Math.max(0, limit - count),
    resetSeconds: Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000)),
    windowSeconds,
  };
}

const holder = globalThis as unknown as {
  simpulRedisRateLimitStore?: { url: string; store: RateLimitStore };
};

/** Redis when REDIS_URL is set (one client per process, falling back to PostgreSQL), else PostgreSQL. */
export function defaultRateLimitStore(): RateLimitStore {
  const url = getEnv().REDIS_URL;
  if (!url) return postgresRateLimitStore;
  if (holder.simpulRedisRateLimitStore?.url !== url) {
    holder.simpulRedisRateLimitStore = { url, store: createRedisRateLimitStore(url, postgresRateLimitStore) };
  }
  return holder.simpulRedisRateLimitStore.store;
}
