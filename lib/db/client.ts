import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { getEnv } from "../env";
import { connectEmbedded } from "./embedded";
import { embeddedPreparation } from "./embedded-preparation";
import { PrismaClient } from "./generated/client";

export type Db = PrismaClient;

/** A Prisma client over a PostgreSQL server (or the embedded database served on loopback). */
export function createPgClient(connectionString: string, max: number, statementTimeoutMs?: number): Db {
  const adapter = new PrismaPg({
    connectionString,
    max,
    // Fail fast when the server is unreachable (health must answer, not hang).
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    // The server cancels a statement that runs too long; the client gives up a little later on
    // a connection that stopped answering at all (the embedded database ignores the first).
    ...(statementTimeoutMs
      ? { statement_timeout: statementTimeoutMs, query_timeout: statementTimeoutMs + 1_000 }
      : {}),
  });
  return new PrismaClient({ adapter });
}

let statementTimeoutMs: number | undefined;

/** For commands whose statements may run long (import, export): call before the first getDb(). */
export function allowLongStatements(ms = 30 * 60_000): void {
  statementTimeoutMs = ms;
}

const holder = globalThis as unknown as { simpulDb?: Promise<Db> };

/**
 * The process-wide database client. DATABASE_URL selects a PostgreSQL server; without it,
 * the embedded database under DATA_DIR (shared through `npm start`, or opened here).
 */
export function getDb(): Promise<Db> {
  holder.simpulDb ??= openDb().catch((error: unknown) => {
    holder.simpulDb = undefined; // let the next caller retry
    throw error;
  });
  return holder.simpulDb;
}

/** Makes getDb() return `db` (integration tests call route handlers against their own database). */
export function setDbForTests(db: Db): void {
  holder.simpulDb = Promise.resolve(db);
}

async function openDb(): Promise<Db> {
  const env = getEnv();
  const timeout = statementTimeoutMs ?? env.DB_STATEMENT_TIMEOUT_MS;
  if (env.DATABASE_URL) return createPgClient(env.DATABASE_URL, env.DB_POOL_MAX, timeout);
  const embedded = await connectEmbedded(env);
  if (embedded.kind === "socket") return createPgClient(embedded.url, 4, timeout);
  const db = new PrismaClient({ adapter: new PrismaPGlite(embedded.pglite) });
  // Opened here, not by `npm start`: prepare it the same way (embedded-preparation.ts).
  await embeddedPreparation()(db, { withDemoData: env.SEED_DEMO_DATA });
  return db;
}
