// npm start / npm run dev: migrates the database, then runs Next in this process
// (scripts/serve.ts, which prepares the database first: scripts/prepare-database.ts).
//  - builds first when there is no production build, or one of other code (npm start only);
//  - migrates; then scripts/serve.ts adds reference data, seeds the demo catalogue into an empty
//    database, reads the details of source documents stored before they were kept (once, after
//    an upgrade), and the AnyText search values of records that have none;
//  - without DATABASE_URL, owns the embedded PostgreSQL under DATA_DIR (in a worker thread) and
//    serves it on 127.0.0.1:EMBEDDED_DB_PORT so the Next server and CLIs (seed, import) share
//    it, and does every few minutes what autovacuum would (it has none): merges its GIN indexes'
//    pending lists and renews the statistics of the tables that grew.
import "./load-settings"; // first: the .env files, before anything reads the environment
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { connectSql, openSqlExecutor } from "../lib/db/connect-sql";
import { serveEmbeddedInWorker } from "../lib/db/embedded";
import { mergeGinPendingLists } from "../lib/db/gin-pending";
import { applyMigrations } from "../lib/db/migrate";
import { renewGrownStatistics } from "../lib/db/statistics";
import { EnvError, getEnv, resolveSessionSecret } from "../lib/env";
import { causeOf } from "../lib/errors";
import { logger } from "../lib/log/logger";
import { builtFrom, codeHash } from "./build-stamp";

const dev = process.argv.includes("--dev");

/** A start that cannot go on: said plainly on standard error (the log may not be set up yet). */
function fail(message: string): never {
  process.stderr.write(`\nSimpul cannot start:\n${message}\n\n`);
  process.exit(1);
}

/** Builds when there is no production build, or when it was built from other code (after a pull). */
function ensureCurrentBuild(): void {
  const code = codeHash();
  const built = builtFrom();
  if (built === code) return;
  logger().info(
    { built: built ?? null, code },
    existsSync(".next/BUILD_ID")
      ? "the production build is of other code: building again"
      : "no production build yet: building it first",
  );
  const build = spawnSync(process.execPath, ["--import", "tsx", "scripts/build.ts"], { stdio: "inherit" });
  if (build.status !== 0)
    fail(
      "`npm run build` failed (see above). Building needs the development dependencies: `npm ci && npm run build`, then `npm prune --omit=dev` if you like.",
    );
}

/** How often `npm start` does the embedded database's autovacuum's work (it has no autovacuum). */
const MAINTENANCE_INTERVAL_MS = 5 * 60_000;
let maintenanceRunning = false;

/**
 * The embedded database's GIN pending lists merged (lib/db/gin-pending.ts) and the statistics of
 * the tables that grew renewed (lib/db/statistics.ts), on a connection of its own.
 */
async function maintainEmbedded(url: string): Promise<void> {
  if (maintenanceRunning) return;
  maintenanceRunning = true;
  let close: (() => Promise<void>) | undefined;
  try {
    const connection = await connectSql(url);
    close = connection.close;
    const pages = await mergeGinPendingLists(connection.sql);
    if (pages > 0) logger().info({ pages }, "merged the word indexes' pending entries");
    const analysed = await renewGrownStatistics(connection.sql);
    if (analysed.length > 0) logger().info({ tables: analysed }, "renewed the statistics of grown tables");
  } catch (error) {
    logger().warn(
      { cause: causeOf(error) },
      "could not merge the word indexes' pending entries or renew statistics",
    );
  } finally {
    maintenanceRunning = false;
    await close?.().catch(() => {});
  }
}

function reportMigrations(applied: string[]): void {
  logger().info(
    { applied },
    applied.length ? `applied ${applied.length} migration(s)` : "the database schema is up to date",
  );
}

async function main() {
  // As `next start` / `next dev` set NODE_ENV, before anything reads it: the configuration is
  // checked as the Next server will see it, the log is JSON in production, and React picks its
  // build by it when first loaded.
  (process.env as Record<string, string>).NODE_ENV = dev ? "development" : "production";
  let env: ReturnType<typeof getEnv>;
  try {
    env = getEnv();
    resolveSessionSecret(env);
  } catch (error) {
    if (error instanceof EnvError) fail(error.message);
    throw error;
  }

  if (!dev) ensureCurrentBuild();

  let stopEmbedded: (() => Promise<void>) | undefined;
  if (env.DATABASE_URL) {
    const { sql, close } = await openSqlExecutor(env).catch((error: Error) =>
      fail(`the database at DATABASE_URL is unreachable: ${error.message}`),
    );
    reportMigrations(await applyMigrations(sql).finally(close));
  } else {
    const embedded = await serveEmbeddedInWorker(env, (error) => {
      logger().fatal({ cause: causeOf(error) }, "the embedded database stopped: Simpul stops");
      process.exit(1);
    }).catch((error: Error) => fail(error.message));
    reportMigrations(embedded.applied);
    logger().info({ dataDir: env.dataDir, url: embedded.url }, "embedded PostgreSQL started");
    const maintenanceTimer = setInterval(() => void maintainEmbedded(embedded.url), MAINTENANCE_INTERVAL_MS);
    maintenanceTimer.unref();
    stopEmbedded = () => {
      clearInterval(maintenanceTimer);
      return embedded.stop();
    };
  }

  // Next inside Simpul's own http server (scripts/serve.ts: see lib/http/fast-path.ts), in this
  // process, which prepares the migrated database before it serves (scripts/prepare-database.ts).
  // With the embedded database too, which runs in a thread of this process (its own core) and is
  // reached through the socket as from any other process: one process instead of two saves a
  // Node runtime, about 150 MB at its peak under load (README, "Memory").
  const { serve, serveOptions, stopOnSignals } = await import("./serve");
  stopOnSignals(await serve(serveOptions(["--prepare-database", ...process.argv.slice(2)])), stopEmbedded);
}

await main();
