import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { Worker } from "node:worker_threads";
import type { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import type { Env } from "../env";
import { workerExecArgv } from "../worker-exec-argv";
import { ProtocolBatchQueue } from "./embedded-query-queue";
import { applyMigrations } from "./migrate";
import { openPglite } from "./pglite";
import { pgliteExecutor } from "./sql-executor";

// Embedded mode: one process owns the PGlite data directory (PGlite is single-process).
// `npm start` / `npm run dev` own it and serve it on loopback so that the Next server and
// CLIs (seed, import) share it; a CLI run while nothing serves it opens it in-process.
// DATA_DIR/embedded-db.json says who owns it: { pid, port } (port null = not shared).
// `npm start` runs the web server in the owning process too, the database in a thread of its
// own (serveEmbeddedInWorker); the server's clients connect through the socket like any other,
// and find it through SERVED_HERE: the file alone cannot tell this process's claim from a stale
// one by a process that had the same pid (a container restarted).

interface OwnerState {
  pid: number;
  port: number | null;
}

export class EmbeddedDatabaseBusyError extends Error {
  override name = "EmbeddedDatabaseBusyError";
}

export type EmbeddedConnection = { kind: "socket"; url: string } | { kind: "in-process"; pglite: PGlite };

/** Where the embedded database lives and the port it is shared on: all of the configuration it reads. */
export type EmbeddedPlace = Pick<Env, "dataDir" | "EMBEDDED_DB_PORT">;

const stateFile = (env: EmbeddedPlace) => path.join(env.dataDir, "embedded-db.json");
const pgdataDir = (env: EmbeddedPlace) => path.join(env.dataDir, "pgdata");

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * The data directories this process serves (serveEmbedded), by path, on globalThis: the
 * production build bundles its own copy of this module.
 */
const served = globalThis as { simpulServedEmbedded?: Map<string, OwnerState> };
served.simpulServedEmbedded ??= new Map();
const SERVED_HERE = served.simpulServedEmbedded;
const servedKey = (env: EmbeddedPlace) => path.resolve(env.dataDir);

function readOwner(env: EmbeddedPlace): OwnerState | null {
  const here = SERVED_HERE.get(servedKey(env));
  if (here) return here;
  try {
    const state = JSON.parse(readFileSync(stateFile(env), "utf8")) as OwnerState;
    return state.pid !== process.pid && isAlive(state.pid) ? state : null;
  } catch {
    return null;
  }
}

const socketUrl = (port: number) => `postgresql://postgres@127.0.0.1:${port}/postgres?sslmode=disable`;

const busy = (env: EmbeddedPlace, owner: OwnerState) =>
  new EmbeddedDatabaseBusyError(
    owner.port
      ? `The embedded database in ${env.dataDir} is already open in process ${owner.pid}.`
      : `The embedded database in ${env.dataDir} is open in process ${owner.pid}, which does not share it. ` +
          "Stop that process, or start Simpul with `npm start` (it shares the database with CLIs).",
  );

/** The address the embedded database is shared on by a running `npm start` (this process included), if it is. */
export function sharedEmbeddedUrl(env: EmbeddedPlace): string | null {
  const owner = readOwner(env);
  return owner?.port ? socketUrl(owner.port) : null;
}

/**
 * Connects to the embedded database: through the serving process when there is one,
 * otherwise by opening (creating and migrating, if needed) the data directory here.
 */
export async function connectEmbedded(env: EmbeddedPlace): Promise<EmbeddedConnection> {
  const owner = readOwner(env);
  if (owner?.port) return { kind: "socket", url: socketUrl(owner.port) };
  if (owner) throw busy(env, owner);
  return { kind: "in-process", pglite: (await openOwned(env, null)).pglite };
}

/** Claims the data directory before opening it (exclusive create), so two processes (or threads) never both open it. */
function claimOwnership(env: EmbeddedPlace, port: number | null): void {
  const claim = JSON.stringify({ pid: process.pid, port } satisfies OwnerState);
  try {
    writeFileSync(stateFile(env), claim, { flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    const owner = readOwner(env);
    if (owner) throw busy(env, owner);
    writeFileSync(stateFile(env), claim); // the previous owner died without releasing it
  }
  process.once("exit", () => releaseOwnership(env));
}

/** Opens the embedded database as its owner and migrates it; `applied` names the migrations it applied. */
async function openOwned(
  env: EmbeddedPlace,
  port: number | null,
): Promise<{ pglite: PGlite; applied: string[] }> {
  mkdirSync(env.dataDir, { recursive: true });
  claimOwnership(env, port);
  try {
    const pglite = await openPglite(pgdataDir(env));
    return { pglite, applied: await applyMigrations(pgliteExecutor(pglite)) };
  } catch (error) {
    releaseOwnership(env);
    throw error;
  }
}

function releaseOwnership(env: EmbeddedPlace): void {
  try {
    const state = JSON.parse(readFileSync(stateFile(env), "utf8")) as OwnerState;
    if (state.pid === process.pid) rmSync(stateFile(env));
  } catch {
    // Already gone: nothing to release.
  }
}

/**
 * A socket server for `pglite` on 127.0.0.1:port (not started), with the protocol queue that
 * keeps each connection's queries whole. Queries from all connections run one at a time on
 * PGlite's single session anyway; `maxConnections` only bounds how many clients may connect.
 */
export function pgliteSocketServer(pglite: PGlite, port: number, maxConnections = 32): PGLiteSocketServer {
  const server = new PGLiteSocketServer({ db: pglite, host: "127.0.0.1", port, maxConnections });
  // The library's queue interleaves connections' extended-query messages: see embedded-query-queue.ts.
  (server as unknown as { queryQueue: ProtocolBatchQueue }).queryQueue = new ProtocolBatchQueue(pglite);
  return server;
}

/**
 * Opens the embedded database in this process and serves it on 127.0.0.1:port for the
 * Next server (in this process or another) and CLIs. Returns the PGlite instance and a stop
 * function.
 */
export async function serveEmbedded(
  env: EmbeddedPlace,
): Promise<{ pglite: PGlite; url: string; applied: string[]; stop: () => Promise<void> }> {
  const { pglite, applied } = await openOwned(env, env.EMBEDDED_DB_PORT);
  const server = pgliteSocketServer(pglite, env.EMBEDDED_DB_PORT);
  try {
    await server.start();
  } catch (error) {
    await pglite.close();
    releaseOwnership(env);
    throw new Error(
      `Cannot share the embedded database on 127.0.0.1:${env.EMBEDDED_DB_PORT} (${(error as Error).message}); ` +
        "set EMBEDDED_DB_PORT to a free port.",
    );
  }
  SERVED_HERE.set(servedKey(env), { pid: process.pid, port: env.EMBEDDED_DB_PORT });
  return {
    pglite,
    applied,
    url: socketUrl(env.EMBEDDED_DB_PORT),
    stop: async () => {
      SERVED_HERE.delete(servedKey(env));
      await server.stop();
      await pglite.close();
      releaseOwnership(env);
    },
  };
}

/** What lib/db/embedded-worker.ts tells the thread that started it. */
export type EmbeddedWorkerMessage = { url: string; applied: string[] } | { failed: string };

/**
 * serveEmbedded in a worker thread of this process, so that the database's queries run on a
 * core of their own beside the thread that calls this (the web server), in one process: one
 * Node runtime instead of two. `onLost` is called if the thread ends without being stopped.
 */
export async function serveEmbeddedInWorker(
  env: EmbeddedPlace,
  onLost: (error: Error) => void,
): Promise<{ url: string; applied: string[]; stop: () => Promise<void> }> {
  const place: EmbeddedPlace = { dataDir: env.dataDir, EMBEDDED_DB_PORT: env.EMBEDDED_DB_PORT };
  // The thread loads its TypeScript as the process does (npm start's tsx).
  const execArgv = workerExecArgv();
  const worker = new Worker(new URL("./embedded-worker.ts", import.meta.url), {
    workerData: place,
    execArgv,
  });
  let stopping = false;
  const started = await new Promise<{ url: string; applied: string[] }>((resolve, reject) => {
    worker.once("message", (message: EmbeddedWorkerMessage) =>
      "url" in message ? resolve(message) : reject(new Error(message.failed)),
    );
    worker.once("error", reject);
    worker.once("exit", (code) =>
      reject(new Error(`the embedded database's thread ended (exit code ${code})`)),
    );
  });
  SERVED_HERE.set(servedKey(env), { pid: process.pid, port: env.EMBEDDED_DB_PORT });
  let lost = false;
  const lose = (error: Error) => {
    if (stopping || lost) return;
    lost = true;
    onLost(error);
  };
  worker.on("error", lose);
  worker.on("exit", (code) => {
    SERVED_HERE.delete(servedKey(env));
    lose(new Error(`the embedded database's thread ended (exit code ${code})`));
  });
  return {
    ...started,
    stop: async () => {
      if (stopping) return;
      stopping = true;
      const ended = new Promise((resolve) => worker.once("exit", resolve));
      worker.postMessage("stop");
      await ended;
    },
  };
}
