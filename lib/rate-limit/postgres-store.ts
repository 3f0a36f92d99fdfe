import "server-only";
import { getDb } from "../db/client";
import { Prisma } from "../db/generated/client";
import type { RateLimitStore } from "./types";

// Counters in the "RateLimitCounter" table: one row per key and window. Timestamps go in
// as parameters, never now(): the columns are timestamp without time zone holding UTC, as
// Prisma writes them, and now() would be read in the session's time zone.

/** A store over getDb(); `cleanupProbability` is the share of calls that also delete ended windows. */
export function createPostgresRateLimitStore({ cleanupProbability = 0.01 } = {}): RateLimitStore {
  return {
    async increment(key, windowStart, windowSeconds, by = 1) {
      const db = await getDb();
      const expiresAt = new Date(windowStart.getTime() + windowSeconds * 1000);
      // One statement, so concurrent requests on any instance each get their own count.
      const rows = await db.$queryRaw<{ count: number }[]>(Prisma.sql`
        INSERT INTO "RateLimitCounter" ("key", "windowStart", "count", "expiresAt")
        VALUES (${key}, ${windowStart}, ${by}, ${expiresAt})
        ON CONFLICT ("key", "windowStart") DO UPDATE SET "count" = "RateLimitCounter"."count" + ${by}
        RETURNING "count"`);
      // Ended windows are dead weight; sweeping them now and then keeps the table small
      // without a scheduler, and never on every request.
      if (Math.random() < cleanupProbability) await deleteExpiredCounters(new Date());
      return Number(rows[0]?.count);
    },
  };
}

/** Deletes the counters of windows that ended before `now`; returns how many. */
export async function deleteExpiredCounters(now: Date): Promise<number> {
  const db = await getDb();
  return db.$executeRaw(Prisma.sql`DELETE FROM "RateLimitCounter" WHERE "expiresAt" < ${now}`);
}

export const postgresRateLimitStore = createPostgresRateLimitStore();
