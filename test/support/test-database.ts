import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import type { PGlite } from "@electric-sql/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { inject } from "vitest";
import { createEmbeddedClient, createPgClient, type Db } from "@/lib/db/client";
import { PrismaClient } from "@/lib/db/generated/client";
import { applyMigrations } from "@/lib/db/migrate";
import { openPglite } from "@/lib/db/pglite";
import { pgExecutor, pgliteExecutor, type SqlExecutor } from "@/lib/db/sql-executor";
import { getEnv } from "@/lib/env";
import { seedDatabase } from "@/prisma/seed/seed-database";
import { type DatabaseTemplates, databaseUrl, onServer, type TemplateState } from "./database-templates";

export type Engine = "postgresql" | "pglite";

export interface TestDatabase {
  engine: Engine;
  db: Db;
  sql: SqlExecutor;
  /** Connection URL (PostgreSQL only). */
  url?: string;
  /** The embedded instance (PGlite only), e.g. to serve it on a socket. */
  pglite?: PGlite;
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

/** The templates the global setup built for this run, if it ran (bench scripts have none). */
function providedTemplates(): DatabaseTemplates | undefined {
  try {
    return inject("databaseTemplates");
  } catch {
    return undefined; // outside a Vitest worker
  }
}

const images = new Map<string, Blob>();
/** A PGlite image file, read once per worker process. */
function imageBlob(file: string): Blob {
  let blob = images.get(file);
  if (!blob) {
    blob = new Blob([readFileSync(file)]);
    images.set(file, blob);
  }
  return blob;
}

/**
 * A fresh database of its own (on PostgreSQL: a new database, dropped on close), in the state
 * `from` names: "empty", "migrated" (the default) or "seeded" (the demo catalogue, as
 * seedDatabase(db) writes it). Cloned from the run's templates when the global setup built them;
 * built here otherwise.
 */
export async function createTestDatabase({
  from = "migrated",
  onQuery,
}: {
  from?: "empty" | TemplateState;
  onQuery?: QueryListener;
} = {}): Promise<TestDatabase> {
  if (process.env.SIMPUL_TEST_PROJECT === "unit")
    throw new Error(
      "This test touches a database, but runs in the unit project: name it *.db.test.ts, so it runs on PGlite and PostgreSQL.",
    );
  const templates = providedTemplates();
  const serverUrl = getEnv().DATABASE_URL;
  let database: TestDatabase;
  if (!serverUrl) {
    const image = templates?.engine === "pglite" && from !== "empty" ? templates.images[from] : undefined;
    const pglite = await openPglite(undefined, { image: image ? imageBlob(image) : undefined });
    const sql = pgliteExecutor(pglite);
    const db = onQuery
      ? listened(new PrismaClient({ adapter: new PrismaPGlite(pglite), ...queryLog(onQuery) }), onQuery)
      : createEmbeddedClient(pglite);
    database = {
      engine: "pglite",
      db,
      sql,
      pglite,
      close: async () => {
        await db.$disconnect();
        await pglite.close();
      },
    };
    if (image) return database;
  } else {
    const name = `simpul_test_${randomBytes(6).toString("hex")}`;
    const template =
      templates?.engine === "postgresql" && from !== "empty" ? templates.databases[from] : undefined;
    await onServer(serverUrl, `CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ""}`);
    const url = databaseUrl(serverUrl, name);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const db = onQuery
      ? listened(
          new PrismaClient({
            adapter: new PrismaPg({ connectionString: url, max: 4 }),
            ...queryLog(onQuery),
          }),
          onQuery,
        )
      : createPgClient(url, 4);
    database = {
      engine: "postgresql",
      db,
      sql: pgExecutor(client),
      url,
      close: async () => {
        await db.$disconnect();
        await client.end();
        await onServer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      },
    };
    if (template) return database;
  }
  if (from !== "empty") await applyMigrations(database.sql);
  if (from === "seeded") await seedDatabase(database.db);
  return database;
}
