import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPgClient, setDbForTests } from "@/lib/db/client";
import { createTestDatabase, type TestDatabase, testEngine } from "@/test/support/test-database";
import { consumeRateLimit } from "./consume-rate-limit";
import { createPostgresRateLimitStore, deleteExpiredCounters } from "./postgres-store";
import type { RateLimitOptions } from "./types";

// The fixed-window limiter over its PostgreSQL store ("RateLimitCounter"), on both engines.

const MINUTE = 60_000;
/** 30 s into a window, so nothing here depends on when the test happens to run. */
const MID_WINDOW = Math.floor(Date.now() / MINUTE) * MINUTE + 30_000;

describe(`rate limiting in PostgreSQL on ${testEngine}`, () => {
  let database: TestDatabase;
  const store = createPostgresRateLimitStore({ cleanupProbability: 0 });
  const limit = (key: string, limit = 3): RateLimitOptions => ({
    name: "test",
    key,
    limit,
    windowSeconds: 60,
  });

  beforeAll(async () => {
    database = await createTestDatabase();
    setDbForTests(database.db);
  });
  afterAll(() => database.close());

  it("allows `limit` requests per window, then refuses, with what the headers need", async () => {
    const results = [];
    for (let i = 0; i < 5; i++)
      results.push(await consumeRateLimit(limit("a"), { store, now: MID_WINDOW + i }));
    expect(results.map((r) => [r.allowed, r.remaining])).toEqual([
      [true, 2],
      [true, 1],
      [true, 0],
      [false, 0],
      [false, 0],
    ]);
    expect(results[0]).toMatchObject({ limit: 3, windowSeconds: 60, resetSeconds: 30 });
  });

  it("starts afresh in the next window and keeps names and keys apart", async () => {
    for (let i = 0; i < 4; i++) await consumeRateLimit(limit("b"), { store, now: MID_WINDOW });
    expect((await consumeRateLimit(limit("b"), { store, now: MID_WINDOW + MINUTE })).remaining).toBe(2);
    expect((await consumeRateLimit(limit("c"), { store, now: MID_WINDOW })).remaining).toBe(2);
    const other = { ...limit("b"), name: "other" };
    expect((await consumeRateLimit(other, { store, now: MID_WINDOW })).allowed).toBe(true);
    const last = await consumeRateLimit(limit("b"), { store, now: MID_WINDOW + 29_999 });
    expect(last.resetSeconds).toBe(1);
  });

  it("gives concurrent requests distinct counts (one atomic statement)", async () => {
    const results = await Promise.all(
      Array.from({ length: 25 }, () => consumeRateLimit(limit("d", 20), { store, now: MID_WINDOW })),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(20);
    expect(results.map((r) => r.remaining).sort((x, y) => x - y)).toEqual([
      ...Array<number>(6).fill(0),
      ...Array.from({ length: 19 }, (_, i) => i + 1),
    ]);
  });

  it.runIf(testEngine === "postgresql")(
    "shares counters between clients of one database (instances)",
    async () => {
      const second = createPgClient(database.url as string, 2);
      try {
        await consumeRateLimit(limit("e"), { store, now: MID_WINDOW });
        setDbForTests(second);
        expect((await consumeRateLimit(limit("e"), { store, now: MID_WINDOW })).remaining).toBe(1);
      } finally {
        setDbForTests(database.db);
        await second.$disconnect();
      }
    },
  );

  it("sweeps the counters of ended windows, and only those, now and then", async () => {
    await consumeRateLimit(limit("old"), { store, now: MID_WINDOW - 10 * MINUTE });
    await consumeRateLimit(limit("current"), { store, now: MID_WINDOW });
    expect(await deleteExpiredCounters(new Date(MID_WINDOW))).toBeGreaterThanOrEqual(1);
    const keys = (await database.db.rateLimitCounter.findMany()).map((row) => row.key);
    expect(keys).not.toContain("test:old");
    expect(keys).toContain("test:current");

    const sweeping = createPostgresRateLimitStore({ cleanupProbability: 1 });
    await consumeRateLimit(limit("old2"), { store, now: MID_WINDOW - 10 * MINUTE });
    await consumeRateLimit(limit("f"), { store: sweeping, now: MID_WINDOW });
    const row = await database.db.rateLimitCounter.findFirst({ where: { key: "test:old2" } });
    expect(row).toBeNull();
  });

  it("stores the window in UTC as Prisma reads it back", async () => {
    await consumeRateLimit(limit("g"), { store, now: MID_WINDOW });
    const row = await database.db.rateLimitCounter.findFirstOrThrow({ where: { key: "test:g" } });
    expect(row.windowStart.getTime()).toBe(MID_WINDOW - 30_000);
    expect(row.expiresAt.getTime()).toBe(MID_WINDOW + 30_000);
    expect(row.count).toBe(1);
  });
});
