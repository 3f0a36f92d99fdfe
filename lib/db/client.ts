import { createHash } from "node:crypto";
import type { PGlite } from "@electric-sql/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { getEnv } from "../env";
import { connectEmbedded } from "./embedded";
import { embeddedPreparation } from "./embedded-preparation";
import { type Prisma, PrismaClient } from "./generated/client";

export type Db = PrismaClient;

interface PoolOf {
  pool: pg.Pool;
  /** Until a prepared statement meets another session's (queryRows). */
  preparedStatements: boolean;
}
/**
 * The process's client (getDb) and the driver's pool under each client createPgClient made
 * (queryRows reads through it), on globalThis: `npm start`'s server and the production build
 * each load this module, and share one client.
 */
const holder = globalThis as unknown as {
  simpulDb?: Promise<Db>;
  simpulPools?: WeakMap<object, PoolOf>;
  simpulEmbedded?: WeakMap<object, PGlite>;
};
holder.simpulPools ??= new WeakMap();
holder.simpulEmbedded ??= new WeakMap();
const POOLS = holder.simpulPools;
/** The embedded database in this process under each client createEmbeddedClient made (runStatement). */
const EMBEDDED = holder.simpulEmbedded;

/** Idle connections to a PostgreSQL server closed after this long, above IDLE_CONNECTIONS_KEPT. */
const IDLE_CONNECTION_MS = 10 * 60_000;
/** Idle connections never closed: a search's page and count run on two at once. */
const IDLE_CONNECTIONS_KEPT = 2;

/** A Prisma client over the embedded database in this process. */
export function createEmbeddedClient(pglite: PGlite): Db {
  const db = new PrismaClient({ adapter: new PrismaPGlite(pglite) });
  EMBEDDED.set(db, pglite);
  return db;
}

/** A Prisma client over a PostgreSQL server (or the embedded database served on loopback). */
export function createPgClient(connectionString: string, max: number, statementTimeoutMs?: number): Db {
  const pool = new pg.Pool({
    connectionString,
    max,
    // Fail fast when the server is unreachable (health must answer, not hang).
    connectionTimeoutMillis: 5_000,
    // A new PostgreSQL connection is slow at first: its backend maps each page of the server's
    // buffer pool it touches, and a common word's search touches thousands (at 100,000 records
    // 156-160 ms on a new connection against 33 ms on the same one next). Idle connections are
    // therefore kept ten minutes, and two for good, so that searches after a quiet spell do not
    // pay that; idle ones never keep a command from exiting.
    min: Math.min(IDLE_CONNECTIONS_KEPT, max),
    idleTimeoutMillis: IDLE_CONNECTION_MS,
    allowExitOnIdle: true,
    // The server cancels a statement that runs too long; the client gives up a little later on
    // a connection that stopped answering at all (the embedded database ignores the first).
    ...(statementTimeoutMs
      ? { statement_timeout: statementTimeoutMs, query_timeout: statementTimeoutMs + 1_000 }
      : {}),
  });
  // A connection that breaks while idle leaves the pool (the next query opens another); without
  // a listener the pool's "error" would end the process before Prisma first connects.
  pool.on("error", () => undefined);
  // Prisma's $disconnect ends the pool, as it ends the one it would make itself.
  const db = new PrismaClient({ adapter: new PrismaPg(pool, { disposeExternalPool: true }) });
  POOLS.set(db, { pool, preparedStatements: true });
  return db;
}

/**
 * The rows of a read statement. Over a PostgreSQL server (createPgClient) it goes to the
 * driver's pool directly: Prisma's raw query costs about a millisecond more CPU a statement
 * (its result mapping), most of what reading a page of stored renderings costs. Elsewhere (the
 * embedded database in this process, a transaction, a client whose pool has ended) it goes
 * through Prisma. Values are what both give alike: numbers for int4 and float8 (never bigint or
 * numeric), strings, booleans, Dates (timestamps and dates read as UTC, as Prisma reads them),
 * JSON, text arrays.
 */
export async function queryRows<Row>(
  db: Pick<Db, "$queryRaw">,
  statement: Prisma.Sql,
  { prepared = false }: QueryRowsOptions = {},
): Promise<Row[]> {
  const of = POOLS.get(db);
  if (!of || of.pool.ending || of.pool.ended) return db.$queryRaw<Row[]>(statement);
  return poolRows<Row>(of, statement.text, statement.values, prepared);
}

/**
 * The rows of a statement written with numbered parameters ($1, $2, …), as queryRows gives them.
 * For statements whose parameters are large (an import's batch: megabytes of JSON): through
 * Prisma, the last hundred raw statements' parameters stay in memory (its debug history, kept
 * for error reports), on a server through the driver they do not.
 */
export async function runStatement<Row>(
  db: Pick<Db, "$queryRawUnsafe">,
  text: string,
  values: unknown[],
): Promise<Row[]> {
  // The embedded database runs one statement at a time and waits for an open transaction (one of
  // Prisma's too) to end before it runs one of its own: beside Prisma, not inside its transactions.
  const embedded = EMBEDDED.get(db);
  if (embedded && !embedded.closed) return (await embedded.query<Row>(text, values)).rows;
  const of = POOLS.get(db);
  if (!of || of.pool.ending || of.pool.ended) return db.$queryRawUnsafe<Row[]>(text, ...values);
  return poolRows<Row>(of, text, values, false);
}

async function poolRows<Row>(of: PoolOf, text: string, values: unknown[], prepared: boolean): Promise<Row[]> {
  const unnamed = async () => (await of.pool.query({ text, values, types: PRISMA_LIKE_TYPES })).rows as Row[];
  if (!prepared || !of.preparedStatements) return unnamed();
  const name = `simpul_${createHash("sha1").update(text).digest("hex").slice(0, 20)}`;
  try {
    return (await of.pool.query({ name, text, values, types: PRISMA_LIKE_TYPES })).rows as Row[];
  } catch (error) {
    // The connections share sessions (the embedded database's socket serves them all from its
    // one session; a pooler in transaction mode): a statement prepared on one is there, or
    // missing, on another. Unprepared from now on.
    const code = (error as { code?: unknown }).code;
    if (code !== "42P05" && code !== "26000") throw error;
    of.preparedStatements = false;
    return unnamed();
  }
}

/**
 * The driver reads a timestamp or date without time zone as local time; Prisma, and every column
 * here (UTC), as UTC. int8 and numeric stay strings (Prisma gives BigInt and Decimal): not for
 * queryRows.
 */
const UTC_PARSERS: Record<number, (value: string) => unknown> = {
  1114: (value) => new Date(`${value.replace(" ", "T")}Z`), // timestamp
  1082: (value) => new Date(`${value}T00:00:00Z`), // date
};
const PRISMA_LIKE_TYPES = {
  getTypeParser: ((oid: number, format?: string) =>
    (format ?? "text") === "text" && UTC_PARSERS[oid]
      ? UTC_PARSERS[oid]
      : pg.types.getTypeParser(oid, format as "text")) as typeof pg.types.getTypeParser,
};

export interface QueryRowsOptions {
  /**
   * Parse and plan the statement once per connection (PostgreSQL then reuses a generic plan
   * when it costs no more than planning anew, which for a page read is most of its CPU). Each
   * connection keeps every statement it prepared: only for statements whose text is one of a
   * few (values as parameters, never written into the text).
   */
  prepared?: boolean;
}

let statementTimeoutMs: number | undefined;

/** For commands whose statements may run long (import, export): call before the first getDb(). */
export function allowLongStatements(ms = 30 * 60_000): void {
  statementTimeoutMs = ms;
}

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
  const db = createEmbeddedClient(embedded.pglite);
  // Opened here, not by `npm start`: prepare it the same way (embedded-preparation.ts).
  await embeddedPreparation()(db, { withDemoData: env.SEED_DEMO_DATA });
  return db;
}
