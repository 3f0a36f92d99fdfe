import pg from "pg";
import type { Env } from "../env";
import { connectEmbedded } from "./embedded";
import { pgExecutor, pgliteExecutor, type SqlExecutor } from "./sql-executor";

/**
 * A plain SQL connection for CLIs (migrate, bulk generation), chosen like getDb():
 * DATABASE_URL, else the embedded database (served by `npm start`, or opened here).
 */
export async function openSqlExecutor(env: Env): Promise<{ sql: SqlExecutor; close: () => Promise<void> }> {
  const embedded = env.DATABASE_URL ? null : await connectEmbedded(env);
  if (embedded?.kind === "in-process") {
    const { pglite } = embedded;
    return { sql: pgliteExecutor(pglite), close: () => pglite.close() };
  }
  return connectSql(embedded?.url ?? (env.DATABASE_URL as string));
}

/** A plain SQL connection to the PostgreSQL server (or served embedded database) at `url`. */
export async function connectSql(url: string): Promise<{ sql: SqlExecutor; close: () => Promise<void> }> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  return { sql: pgExecutor(client), close: () => client.end() };
}
