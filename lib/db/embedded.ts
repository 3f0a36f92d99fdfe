import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import type { Env } from "../env";
import { applyMigrations } from "./migrate";
import { openPglite } from "./pglite";
import { pgliteExecutor } from "./sql-executor";

// Embedded mode: one process owns the PGlite data directory (PGlite is single-process).
// `npm start` / `npm run dev` own it and serve it on loopback so that the Next server and
// CLIs (seed, import) share it; a CLI run while nothing serves it opens it in-process.
// DATA_DIR/embedded-db.json says who owns it: { pid, port } (port null = not shared).

interface OwnerState {
  pid: number;
  port: number | null;
}

export class EmbeddedDatabaseBusyError extends Error {
  override name = "EmbeddedDatabaseBusyError";
}

export type EmbeddedConnection = { kind: "socket"; url: string } | { kind: "in-process"; pglite: PGlite };

const stateFile = (env: Env) => path.join(env.dataDir, "embedded-db.json");
const pgdataDir = (env: Env) => path.join(env.dataDir, "pgdata");

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readOwner(env: Env): OwnerState | null {
  try {
    const state = JSON.parse(readFileSync(stateFile(env), "utf8")) as OwnerState;
    return state.pid !== process.pid && isAlive(state.pid) ? state : null;
  } catch {
    return null;
  }
}

/** URL of the embedded database served by another process, or null when none serves it. */
export function servedEmbeddedUrl(env: Env): string | null {
  const owner = readOwner(env);
  return owner?.port ? `postgresql://postgres@127.0.0.1:${owner.port}/postgres?sslmode=disable` : null;
}

/**
 * Connects to the embedded database: through the serving process when there is one,
 * otherwise by opening (creating and migrating, if needed) the data directory here.
 */
export async function connectEmbedded(env: Env): Promise<EmbeddedConnection> {
  const url = servedEmbeddedUrl(env);
  if (url) return { kind: "socket", url };
  const owner = readOwner(env);
  if (owner) {
    throw new EmbeddedDatabaseBusyError(
      `The embedded database in ${env.dataDir} is open in process ${owner.pid}, which does not share it. ` +
        "Stop that process, or start Simpul with `npm start` (it shares the database with CLIs).",
    );
  }
  return { kind: "in-process", pglite: await openOwned(env, null) };
}

async function openOwned(env: Env, port: number | null): Promise<PGlite> {
  mkdirSync(env.dataDir, { recursive: true });
  const pglite = await openPglite(pgdataDir(env));
  writeFileSync(stateFile(env), JSON.stringify({ pid: process.pid, port } satisfies OwnerState));
  process.once("exit", () => releaseOwnership(env));
  await applyMigrations(pgliteExecutor(pglite));
  return pglite;
}

function releaseOwnership(env: Env): void {
  try {
    const state = JSON.parse(readFileSync(stateFile(env), "utf8")) as OwnerState;
    if (state.pid === process.pid) rmSync(stateFile(env));
  } catch {
    // Already gone: nothing to release.
  }
}

/**
 * Opens the embedded database in this process and serves it on 127.0.0.1:port for the
 * Next server and CLIs. Returns the PGlite instance (for seeding) and a stop function.
 */
export async function serveEmbedded(
  env: Env,
): Promise<{ pglite: PGlite; url: string; stop: () => Promise<void> }> {
  const owner = readOwner(env);
  if (owner) {
    throw new EmbeddedDatabaseBusyError(
      `The embedded database in ${env.dataDir} is already open in process ${owner.pid}.`,
    );
  }
  const pglite = await openOwned(env, env.EMBEDDED_DB_PORT);
  // Queries from all connections run one at a time on PGlite's single session anyway;
  // the limit only bounds how many clients may hold a connection.
  const server = new PGLiteSocketServer({
    db: pglite,
    host: "127.0.0.1",
    port: env.EMBEDDED_DB_PORT,
    maxConnections: 32,
  });
  await server.start();
  return {
    pglite,
    url: `postgresql://postgres@127.0.0.1:${env.EMBEDDED_DB_PORT}/postgres?sslmode=disable`,
    stop: async () => {
      await server.stop();
      await pglite.close();
      releaseOwnership(env);
    },
  };
}
