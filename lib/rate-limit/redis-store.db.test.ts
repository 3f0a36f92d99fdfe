import { randomBytes } from "node:crypto";
import Redis from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDbForTests } from "@/lib/db/client";
import { freePort, startSilentServer } from "@/test/support/net";
import { createTestDatabase, type TestDatabase, testEngine } from "@/test/support/test-database";
import { consumeRateLimit } from "./consume-rate-limit";
import { createPostgresRateLimitStore } from "./postgres-store";
import { createRedisRateLimitStore } from "./redis-store";

// The Redis store against the Redis on 127.0.0.1:6379 when one runs, and its fallback to
// PostgreSQL when Redis is gone or hangs (a limiter must never turn requests into errors).

const REDIS_URL = "redis://127.0.0.1:6379";
const MID_WINDOW = Math.floor(Date.now() / 60_000) * 60_000 + 30_000;

async function redisReachable(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 500, maxRetriesPerRequest: 0 });
  probe.on("error", () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === "PONG";
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

const redisUp = await redisReachable();
if (!redisUp) console.warn(`Redis at ${REDIS_URL} is not reachable: skipping the Redis store tests.`);

describe(`Redis rate-limit store (fallback on ${testEngine})`, () => {
  let database: TestDatabase;
  const postgres = createPostgresRateLimitStore({ cleanupProbability: 0 });
  const cleanups: (() => unknown)[] = [];
  // A name of this run's own, so parallel runs on the shared Redis never meet.
  const name = `test-${randomBytes(4).toString("hex")}`;
  const options = (key: string) => ({ name, key, limit: 3, windowSeconds: 60 });
  const pgCount = (key: string) =>
    database.db.rateLimitCounter
      .findFirst({ where: { key: `${name}:${key}` } })
      .then((row) => row?.count ?? 0);

  beforeAll(async () => {
    database = await createTestDatabase();
    setDbForTests(database.db);
  });
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    await database.close();
  });

  it.skipIf(!redisUp)("counts in Redis with a key that expires after its window", async () => {
    const store = createRedisRateLimitStore(REDIS_URL, postgres);
    const inspector = new Redis(REDIS_URL);
    cleanups.push(
      () => store.close(),
      () => inspector.quit(),
    );
    // A window ten minutes ahead: Redis drops keys whose expiry has passed, and this test
    // must not depend on how long the database set-up took.
    const now = MID_WINDOW + 10 * 60_000;
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await consumeRateLimit(options("a"), { store, now }));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results.map((r) => r.remaining)).toEqual([2, 1, 0, 0]);

    const [key] = await inspector.keys(`simpul:ratelimit:${name}:a:*`);
    expect(key).toBe(`simpul:ratelimit:${name}:a:${now - 30_000}`);
    cleanups.push(() => inspector.del(key as string));
    expect(await inspector.get(key as string)).toBe("4");
    const expiresAt = Date.now() + (await inspector.pttl(key as string));
    expect(Math.abs(expiresAt - (now + 31_000))).toBeLessThan(2_000); // a second after the window
    expect(await pgCount("a")).toBe(0); // nothing went to PostgreSQL
  });

  it("falls back to PostgreSQL at once when Redis refuses connections", async () => {
    const port = await freePort(); // nothing listens there: connections are refused

    const store = createRedisRateLimitStore(`redis://127.0.0.1:${port}`, postgres);
    cleanups.push(() => store.close());
    const started = performance.now();
    for (let i = 0; i < 3; i++) await consumeRateLimit(options("b"), { store, now: MID_WINDOW });
    const fourth = await consumeRateLimit(options("b"), { store, now: MID_WINDOW });
    expect(fourth).toMatchObject({ allowed: false, remaining: 0 });
    expect(await pgCount("b")).toBe(4);
    expect(performance.now() - started).toBeLessThan(3_000);
  });

  it("falls back within its command timeout when Redis accepts connections but never answers", async () => {
    const silent = await startSilentServer();
    cleanups.push(silent.close);
    const { port } = silent;
    const store = createRedisRateLimitStore(`redis://127.0.0.1:${port}`, postgres);
    cleanups.push(() => store.close());

    const started = performance.now();
    expect((await consumeRateLimit(options("c"), { store, now: MID_WINDOW })).remaining).toBe(2);
    expect((await consumeRateLimit(options("c"), { store, now: MID_WINDOW })).remaining).toBe(1);
    expect(performance.now() - started).toBeLessThan(3_000);
    expect(await pgCount("c")).toBe(2);
  });
});
