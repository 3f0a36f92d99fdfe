import { execFileSync } from "node:child_process";
import type { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "@/test/support/net";
import { createTestDatabase, type TestDatabase, testEngine } from "@/test/support/test-database";
import { createPgClient, queryRows, runStatement } from "./client";
import { pgliteSocketServer } from "./embedded";
import { Prisma } from "./generated/client";
import { openPglite } from "./pglite";

// queryRows reads through the driver's pool where there is one (a PostgreSQL server, or the
// embedded database served on its socket, as npm start serves it), through Prisma otherwise: the
// rows must be the same either way, prepared statements must give each execution's own values
// (also after PostgreSQL has switched to a generic plan, from the sixth), and a client whose pool
// has ended still answers.

const statement = (n: number) => Prisma.sql`
  SELECT ${n}::int AS "int", ${n / 4}::float8 AS "float", ${`teks ${n}`}::text AS "text",
         ${n % 2 === 0} AS "bool", '2026-05-01 10:20:30.456'::timestamp(3) AS "timestamp",
         '{"a": [1, "b"]}'::jsonb AS "json", ${["x", `y${n}`]}::text[] AS "array",
         '2026-05-01'::date AS "date", 'PUBLISHED'::"StatusMetadata" AS "status", NULL::text AS "none"`;

/** For a database without the schema. */
const bare = (n: number) => Prisma.sql`SELECT ${n}::int AS "int"`;

/** A client over the driver's pool on the embedded database's socket, as npm start serves it; its closer. */
async function socketClient(pglite: PGlite) {
  const port = await freePort();
  const server = pgliteSocketServer(pglite, port, 8);
  await server.start();
  const client = createPgClient(`postgresql://postgres@127.0.0.1:${port}/postgres?sslmode=disable`, 4);
  return {
    client,
    close: async () => {
      await client.$disconnect();
      await server.stop();
    },
  };
}

/** A client over the driver's pool: on the server, or on the embedded database's socket. */
async function driverClient(database: TestDatabase) {
  if (!database.url) return socketClient(database.pglite as PGlite);
  const client = createPgClient(database.url, 4);
  return { client, close: () => client.$disconnect() };
}

describe(`reading rows through the driver or Prisma on ${testEngine}`, () => {
  let database: TestDatabase;
  let driver: Awaited<ReturnType<typeof driverClient>>;
  beforeAll(async () => {
    database = await createTestDatabase();
    driver = await driverClient(database);
  });
  afterAll(async () => {
    await driver?.close();
    await database?.close();
  });

  it("gives the rows Prisma gives, for every type the reads use, whatever the process's time zone", async () => {
    const { db } = database;
    const zone = process.env.TZ;
    try {
      for (const [n, tz] of [
        [1, "UTC"],
        [2, "Asia/Jakarta"],
        [3, "America/Los_Angeles"],
      ] as const) {
        process.env.TZ = tz;
        const expected = await db.$queryRaw<Record<string, unknown>[]>(statement(n));
        expect(expected[0]?.timestamp).toEqual(new Date("2026-05-01T10:20:30.456Z"));
        expect(await queryRows(driver.client, statement(n))).toEqual(expected);
        expect(await queryRows(driver.client, statement(n), { prepared: true })).toEqual(expected);
        expect(await queryRows(db, statement(n))).toEqual(expected);
      }
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it("gives each execution of a prepared statement its own values", async () => {
    const words = ["satu", "dua", "tiga", "empat"];
    for (let i = 0; i < 8; i++) {
      const asked = words.slice(i % 2, (i % 2) + 1 + (i % 3));
      const rows = await queryRows<{ word: string; n: number }>(
        driver.client,
        Prisma.sql`SELECT upper(p."word") AS "word", p."n"::int AS "n"
          FROM unnest(${asked}::text[]) WITH ORDINALITY AS p("word", "n") ORDER BY p."n"`,
        { prepared: true },
      );
      expect(rows).toEqual(asked.map((word, index) => ({ word: word.toUpperCase(), n: index + 1 })));
    }
  });

  it("prepares nothing more where the connections share one session (the embedded database's socket)", async () => {
    const pglite = await openPglite();
    const { client, close } = await socketClient(pglite);
    try {
      const asked = [5, 6, 7, 8, 9, 10];
      // Connections at once: those that prepare the statement after the first find it there (42P05).
      const rows = await Promise.all(
        asked.map((n) => queryRows<{ int: number }>(client, bare(n), { prepared: true })),
      );
      expect(rows.map(([row]) => row?.int)).toEqual(asked);
      expect(await queryRows(client, bare(11), { prepared: true })).toEqual([{ int: 11 }]);
    } finally {
      await close();
      await pglite.close();
    }
  });

  it("runs a statement with numbered parameters, large ones too, as Prisma runs it", async () => {
    // runStatement: an import's batch statement, megabytes of JSON a parameter, through the driver
    // (the server, the embedded database's socket) or the embedded database in this process.
    const document = "<a>teks</a>".repeat(200_000);
    const text = `SELECT (jsonb_array_length($1::jsonb))::int AS "n", length($2::text)::int AS "length",
                          $3::int + 1 AS "next", $4::text IS NULL AS "none"`;
    const values = [
      JSON.stringify(Array.from({ length: 5_000 }, (_, n) => ({ n, document: "x" }))),
      document,
      41,
      null,
    ];
    const expected = await database.db.$queryRawUnsafe<Record<string, unknown>[]>(text, ...values);
    expect(expected).toEqual([{ n: 5_000, length: 2_200_000, next: 42, none: true }]);
    expect(await runStatement(driver.client, text, values)).toEqual(expected);
    expect(await runStatement(database.db, text, values)).toEqual(expected);
  });

  it.runIf(testEngine === "postgresql")(
    "answers through Prisma once the client's pool has ended",
    async () => {
      const client = createPgClient(database.url as string, 2);
      try {
        expect(await queryRows(client, statement(3))).toMatchObject([{ int: 3, text: "teks 3" }]);
        await client.$disconnect(); // ends the pool (disposeExternalPool)
        expect(await queryRows(client, statement(4), { prepared: true })).toMatchObject([
          { int: 4, text: "teks 4" },
        ]);
      } finally {
        await client.$disconnect();
      }
    },
  );

  it.runIf(testEngine === "postgresql")(
    "keeps its idle connections open, and a command that leaves them open still exits",
    async () => {
      // Four connections at once, then idle: all still open (a new one is slow for its first
      // searches, client.ts), and the process ends anyway, without $disconnect.
      const name = `simpul_pool_${process.pid}`;
      const url = new URL(database.url as string);
      url.searchParams.set("application_name", name);
      const script = `import { createPgClient } from "./lib/db/client.ts";
        const db = createPgClient(process.env.POOL_TEST_URL, 4);
        await Promise.all([1, 2, 3, 4].map(() => db.$queryRawUnsafe("SELECT 1 AS n FROM pg_sleep(0.2)")));
        await new Promise((resolve) => setTimeout(resolve, 300));
        const [row] = await db.$queryRawUnsafe(
          "SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = $1", ${JSON.stringify(name)});
        console.log(JSON.stringify(row));`;
      const started = performance.now();
      const output = execFileSync(
        process.execPath,
        ["--import", "tsx", "--input-type=module", "-e", script],
        {
          env: { ...process.env, POOL_TEST_URL: url.toString() },
          encoding: "utf8",
          timeout: 30_000,
        },
      );
      expect(JSON.parse(output.trim().split("\n").at(-1) as string)).toEqual({ n: 4 });
      expect(performance.now() - started).toBeLessThan(25_000);
    },
  );
});
