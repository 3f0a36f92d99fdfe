import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sharedDatabase } from "@/test/support/instances";
import { testEngine } from "@/test/support/test-database";
import { catalogueVersionListener } from "./catalogue-version-listener";
import { type CatalogueVersionSource, catalogueVersionReader } from "./catalogue-version-reader";
import type { Db } from "./client";

// Where the custom server's CSW fast path learns the catalogue version: pushed by PostgreSQL
// (LISTEN/NOTIFY), or read per batch of requests where notifications do not cross connections
// (PGlite's socket server). Either way a change must show in what the fast path sees.

const bump = (db: Db) => db.$executeRaw`UPDATE "CatalogueState" SET "version" = "version" + 1 WHERE "id" = 1`;
const stored = async (db: Db) =>
  BigInt(
    (await db.$queryRaw<{ version: bigint }[]>`SELECT "version" FROM "CatalogueState"`)[0]?.version ?? 0,
  );

/** What a request arriving now would see. */
const seen = async (source: CatalogueVersionSource) => source.current();

/** The pushed version once the announcement has arrived (it comes at commit, asynchronously). */
async function eventually(source: CatalogueVersionSource, expected: bigint): Promise<bigint | null> {
  const deadline = Date.now() + 2_000;
  let value = await seen(source);
  while (value !== expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 5));
    value = await seen(source);
  }
  return value;
}

describe(`catalogue version sources on ${testEngine}`, () => {
  const cleanups: (() => unknown)[] = [];
  let db: Db;
  let url: string;

  beforeAll(async () => {
    ({ db, url } = await sharedDatabase(cleanups));
  }, 60_000);
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it("reads per batch: a read asked for after a commit sees it, even with a read in flight", async () => {
    const reader = catalogueVersionReader(url);
    cleanups.push(() => reader.close());
    const before = await stored(db);
    expect(await seen(reader)).toBe(before);
    const inFlight = reader.current(); // sent before the change
    await bump(db);
    const after = reader.current();
    expect([before, before + 1n]).toContain(await inFlight);
    expect(await after).toBe(before + 1n);
    // Many requests at once share reads and all get the current version.
    const many = await Promise.all(Array.from({ length: 20 }, () => reader.current()));
    expect(new Set(many)).toEqual(new Set([before + 1n]));
  });

  it(
    testEngine === "postgresql"
      ? "is pushed by PostgreSQL: known at once, and every change arrives"
      : "falls back to reads where notifications do not cross connections, and stays exact",
    async () => {
      const listener = catalogueVersionListener(url);
      cleanups.push(() => listener.close());
      await listener.ready;
      const now = listener.current();
      if (testEngine === "postgresql") expect(typeof now).toBe("bigint");
      else expect(now).toBeInstanceOf(Promise);
      expect(await now).toBe(await stored(db));
      for (let i = 0; i < 3; i++) {
        await bump(db);
        const expected = await stored(db);
        if (testEngine === "postgresql") expect(await eventually(listener, expected)).toBe(expected);
        else expect(await seen(listener)).toBe(expected); // the very next read
      }
    },
  );

  it("knows no version when the database cannot be reached, so requests go on to Next", async () => {
    const unreachable = "postgresql://nobody@127.0.0.1:1/none?sslmode=disable";
    const listener = catalogueVersionListener(unreachable);
    cleanups.push(() => listener.close());
    await listener.ready;
    expect(listener.current()).toBeNull();
    const reader = catalogueVersionReader(unreachable);
    cleanups.push(() => reader.close());
    await expect(reader.current()).rejects.toThrow();
  });
});
