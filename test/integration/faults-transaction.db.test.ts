import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPgClient, type Db } from "@/lib/db/client";
import { isDatabaseUnavailable } from "@/lib/db/unavailable";
import { errorToResponse } from "@/lib/http/error-to-response";
import { seedDatabase } from "@/prisma/seed/seed-database";
import { sharedDatabase, sleep } from "@/test/support/instances";
import { startTcpSwitch, type TcpSwitch } from "@/test/support/tcp-switch";
import { testEngine } from "@/test/support/test-database";

// Issue 10, faults: the connection of an open transaction cut (through the TCP switch), at the
// two points a live server meets only by chance (faults-server.db.test.ts found the second): the
// error is "database unavailable" (503, not 500), the transaction's write is not stored, and
// the pool works again once the database is back.

/** The statement timeout of the proxied client; it waits a second more for any answer. */
const FROZEN_STATEMENT_TIMEOUT_MS = 1_500;

describe(`a transaction whose connection is cut, on ${testEngine}`, () => {
  const cleanups: (() => unknown)[] = [];
  let direct: Db;
  let proxied: Db;
  let dbSwitch: TcpSwitch;

  beforeAll(async () => {
    const shared = await sharedDatabase(cleanups);
    direct = shared.db;
    await seedDatabase(direct, { recordCount: 3 });
    const target = new URL(shared.url);
    dbSwitch = await startTcpSwitch(target.hostname, Number(target.port));
    const url = new URL(shared.url);
    url.port = String(dbSwitch.port);
    proxied = createPgClient(url.toString(), 2, FROZEN_STATEMENT_TIMEOUT_MS);
    cleanups.push(
      () => dbSwitch.close(),
      () => proxied.$disconnect(),
    );
  });
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it.each(["before its next query", "before its commit"])(
    "is refused with 503 when cut %s",
    async (point) => {
      const record = await direct.metadata.findFirstOrThrow({ orderBy: { id: "asc" } });
      const failure = await proxied
        .$transaction(async (tx) => {
          await tx.metadata.update({
            where: { id: record.id },
            data: { judul: `${record.judul} (terputus)` },
          });
          dbSwitch.cut("refuse");
          await sleep(50); // the reset reaches the client
          if (point === "before its next query") await tx.metadata.count();
        })
        .then(
          () => null,
          (error: unknown) => error,
        );
      await dbSwitch.restore();
      expect(failure).toBeInstanceOf(Error);
      expect(isDatabaseUnavailable(failure), String(failure)).toBe(true);
      const response = errorToResponse(failure);
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("5");
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe("SERVICE_UNAVAILABLE");
      expect((await direct.metadata.findUniqueOrThrow({ where: { id: record.id } })).judul).toBe(
        record.judul,
      );
      // The pool drops the broken connection and opens a new one.
      expect(await proxied.metadata.count()).toBe(await direct.metadata.count());
    },
  );

  it.each(["its next query", "its commit"])(
    "is refused with 503 when the database stops answering before %s (nothing reset, nothing answered)",
    async (point) => {
      const record = await direct.metadata.findFirstOrThrow({ orderBy: { id: "asc" }, skip: 1 });
      const started = performance.now();
      const failure = await proxied
        .$transaction(async (tx) => {
          await tx.metadata.update({ where: { id: record.id }, data: { judul: `${record.judul} (beku)` } });
          dbSwitch.cut("freeze");
          if (point === "its next query") await tx.metadata.count();
        })
        .then(
          () => null,
          (error: unknown) => error,
        );
      const waited = performance.now() - started;
      await dbSwitch.restore();
      expect(failure).toBeInstanceOf(Error);
      expect(isDatabaseUnavailable(failure), String(failure)).toBe(true);
      expect(errorToResponse(failure).status).toBe(503);
      // Within the client's wait (or Prisma's own 5 s transaction timeout), not a hang.
      expect(waited).toBeLessThan(FROZEN_STATEMENT_TIMEOUT_MS + 1_000 + 5_000);
      // Not stored. (PGlite serves every connection from its one session: it rolls the dead
      // connection's transaction back when it notices the close, a moment after the restore.)
      await expect
        .poll(async () => (await direct.metadata.findUniqueOrThrow({ where: { id: record.id } })).judul, {
          timeout: 5_000,
        })
        .toBe(record.judul);
      expect(await proxied.metadata.count()).toBe(await direct.metadata.count());
    },
  );
});
