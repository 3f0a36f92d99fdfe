import { randomBytes } from "node:crypto";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { createPgClient, type Db } from "@/lib/db/client";
import { PrismaClient } from "@/lib/db/generated/client";
import { applyMigrations } from "@/lib/db/migrate";
import { openPglite } from "@/lib/db/pglite";
import { pgExecutor, pgliteExecutor, type SqlExecutor } from "@/lib/db/sql-executor";
import { getEnv } from "@/lib/env";

export type Engine = "postgresql" | "pglite";

export interface TestDatabase {
  engine: Engine;
  db: Db;
  sql: SqlExecutor;
  /** Connection URL (PostgreSQL only). */
  url?: string;
  close(): Promise<void>;
}

/** The engine this run tests against: the server at DATABASE_URL, or embedded PGlite. */
export const testEngine: Engine = getEnv().DATABASE_URL ? "postgresql" : "pglite";

/** Every SQL statement the Prisma client sends, with its parameters (for EXPLAIN). */
export type QueryListener = (query: string, params: unknown[]) => void;

/** A Prisma client that reports each statement it sends to `onQuery`. */
function listened(db: PrismaClient, onQuery: QueryListener | undefined): PrismaClient {
  if (onQuery)
    (db as PrismaClient<"query">).$on("query", (event) => onQuery(event.query, JSON.parse(event.params)));
  return db;
}
const queryLog = (onQuery: QueryListener | undefined) =>
  onQuery ? { log: [{ emit: "event", level: "query" }] as { emit: "event"; level: "query" }[] } : {};

/** A fresh, migrated database of its own (on PostgreSQL: a new database, dropped on close). */
export async function createTestDatabase({
  migrate = true,
  onQuery,
}: {
  migrate?: boolean;
  onQuery?: QueryListener;
} = {}): Promise<TestDatabase> {
  const serverUrl = getEnv().DATABASE_URL;
  if (!serverUrl) {
    const pglite = await openPglite();
    const sql = pgliteExecutor(pglite);
    if (migrate) await applyMigrations(sql);
    const db = listened(
      new PrismaClient({ adapter: new PrismaPGlite(pglite), ...queryLog(onQuery) }),
      onQuery,
    );
    return {
      engine: "pglite",
      db,
      sql,
      close: async () => {
        await db.$disconnect();
        await pglite.close();
      },
    };
  }
  const name = `simpul_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  const sql = pgExecutor(client);
  if (migrate) await applyMigrations(sql);
  const db = onQuery
    ? listened(
        new PrismaClient({
          adapter: new PrismaPg({ connectionString: url.toString(), max: 4 }),
          ...queryLog(onQuery),
        }),
        onQuery,
      )
    : createPgClient(url.toString(), 4);
  return {
    engine: "postgresql",
    db,
    sql,
    url: url.toString(),
    close: async () => {
      await db.$disconnect();
      await client.end();
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    },
  };
}
