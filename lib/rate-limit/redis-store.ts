import "server-only";
import Redis from "ioredis";
import { logger } from "../log/logger";
import type { RateLimitStore } from "./types";

// Counters in Redis (REDIS_URL): INCR and PEXPIREAT in one MULTI, one key per limit, client
// and window, expiring a second after the window ends. A rate limiter must never turn
// requests into errors, so whenever Redis is not answering, counting goes to `fallback`
// (PostgreSQL) until it is back: counts are then split between the two stores for that
// window, which only makes the limit a little looser during an outage.

const KEY_PREFIX = "simpul:ratelimit:";

export interface RedisRateLimitStore extends RateLimitStore {
  /** Closes the connection (tests, shutdown). */
  close(): void;
}

/** A store over a lazily connected ioredis client with short timeouts. */
export function createRedisRateLimitStore(url: string, fallback: RateLimitStore): RedisRateLimitStore {
  const client = new Redis(url, {
    lazyConnect: true, // connect on first use, not at import (the build imports route modules)
    connectTimeout: 1_000,
    commandTimeout: 500, // a Redis that accepts but never answers must not hold requests
    maxRetriesPerRequest: 0, // fail over at once instead of queueing behind reconnects
    retryStrategy: (attempt) => Math.min(attempt * 500, 5_000),
  });
  let degraded = false;
  const fallBack = (reason: string) => {
    if (degraded) return;
    degraded = true;
    logger().warn({ reason }, "Redis unreachable: rate limits are counted in PostgreSQL until it is back");
  };
  client.on("error", (error: Error) => fallBack(error.message));
  client.on("ready", () => {
    if (degraded) logger().info("Redis reachable again: rate limits are counted in Redis");
    degraded = false;
  });

  return {
    async increment(key, windowStart, windowSeconds, by = 1) {
      // "wait" is the lazy client before its first command; anything but that or "ready"
      // means (re)connecting, and waiting for it would delay the request.
      if (client.status !== "ready" && client.status !== "wait") {
        return fallback.increment(key, windowStart, windowSeconds, by);
      }
      const redisKey = `${KEY_PREFIX}${key}:${windowStart.getTime()}`;
      const expiresAt = windowStart.getTime() + windowSeconds * 1000 + 1000;
      try {
        const replies = await client.multi().incrby(redisKey, by).pexpireat(redisKey, expiresAt).exec();
        const [error, count] = replies?.[0] ?? [new Error("MULTI was discarded"), null];
        if (error) throw error;
        return Number(count);
      } catch (error) {
        fallBack((error as Error).message);
        return fallback.increment(key, windowStart, windowSeconds, by);
      }
    },
    close: () => client.disconnect(),
  };
}
