import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sharedDatabase } from "@/test/support/instances";
import { startSilentServer } from "@/test/support/net";
import { startTcpSwitch } from "@/test/support/tcp-switch";
import { testEngine } from "@/test/support/test-database";
import type { Db } from "../db/client";
import { catalogueVersionReader } from "./catalogue-version-reader";

// The catalogue version as the custom server's CSW fast path reads it: shared between the
// requests of a batch, but every change committed before a request shows in what it gets.

const bump = (db: Db) => db.$executeRaw`UPDATE "CatalogueState" SET "version" = "version" + 1 WHERE "id" = 1`;
const stored = async (db: Db) =>
  BigInt(
    (await db.$queryRaw<{ version: bigint }[]>`SELECT "version" FROM "CatalogueState"`)[0]?.version ?? 0,
  );

describe(`catalogue version reader on ${testEngine}`, () => {
  const cleanups: (() => unknown)[] = [];
  let db: Db;
  let url: string;

  beforeAll(async () => {
    ({ db, url } = await sharedDatabase(cleanups));
  }, 60_000);
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it("gives a request every change committed before it, even with a read in flight", async () => {
    const reader = catalogueVersionReader(url);
    cleanups.push(() => reader.close());
    const before = await stored(db);
    expect(await reader.read()).toBe(before);
    for (let i = 1n; i <= 5n; i++) {
      const inFlight = reader.read(); // asked before the change
      await bump(db);
      const after = reader.read();
      expect([before + i - 1n, before + i]).toContain(await inFlight);
      expect(await after).toBe(before + i);
    }
  });

  it("shares reads between the requests of one batch, all of which get the current version", async () => {
    const reader = catalogueVersionReader(url);
    cleanups.push(() => reader.close());
    await bump(db);
    const current = await stored(db);
    const many = await Promise.all(Array.from({ length: 50 }, () => reader.read()));
    expect(new Set(many)).toEqual(new Set([current]));
  });

  it("fails, never hangs, when the database is unreachable or silent (the server then hands the request to Next)", async () => {
    const unreachable = catalogueVersionReader("postgresql://nobody@127.0.0.1:1/none?sslmode=disable");
    cleanups.push(() => unreachable.close());
    await expect(unreachable.read()).rejects.toThrow();
    const silent = await startSilentServer();
    cleanups.push(() => silent.close());
    const stalled = catalogueVersionReader(
      `postgresql://nobody@127.0.0.1:${silent.port}/none?sslmode=disable`,
    );
    cleanups.push(() => stalled.close());
    const started = Date.now();
    await expect(stalled.read()).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("while the database is gone, fails at once after the first failure, and reads again once it is back", async () => {
    const target = new URL(url);
    const dbSwitch = await startTcpSwitch(target.hostname, Number(target.port));
    cleanups.push(() => dbSwitch.close());
    const proxied = new URL(url);
    proxied.port = String(dbSwitch.port);
    const reader = catalogueVersionReader(proxied.toString());
    cleanups.push(() => reader.close());
    expect(await reader.read()).toBe(await stored(db));

    dbSwitch.cut("freeze"); // the open connection stops answering
    const first = Date.now();
    await expect(reader.read()).rejects.toThrow();
    expect(Date.now() - first).toBeGreaterThanOrEqual(1_500); // the reader's 2 s timeout
    for (let i = 0; i < 5; i++) {
      const started = Date.now();
      await expect(reader.read()).rejects.toThrow();
      expect(Date.now() - started).toBeLessThan(100);
    }

    await dbSwitch.restore();
    await bump(db);
    const current = await stored(db);
    const back = Date.now();
    let version: bigint | null = null;
    while (version === null && Date.now() - back < 10_000) {
      version = await reader.read().catch(() => null);
      if (version === null) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(version).toBe(current);
  }, 30_000);
});
