// What the administration commands (npm run xslt, npm run pki) share: a configured database
// server is migrated before use (the embedded one is migrated by npm start), and the command's
// exit code, with a refusal (AppError) printed as its message rather than a stack trace.
import { getDb } from "../lib/db/client";
import { openSqlExecutor } from "../lib/db/connect-sql";
import { applyMigrations } from "../lib/db/migrate";
import { getEnv } from "../lib/env";
import { isAppError } from "../lib/errors";

export async function migrateConfiguredDatabase(): Promise<void> {
  const env = getEnv();
  if (!env.DATABASE_URL) return;
  const { sql, close } = await openSqlExecutor(env);
  await applyMigrations(sql).finally(close);
}

/** Runs the command and exits with its code (1 when it throws). */
export async function runCommand(main: () => Promise<number>): Promise<never> {
  let exitCode = 1;
  try {
    exitCode = await main();
  } catch (error) {
    console.error(isAppError(error) ? `Ditolak / refused: ${error.message}` : error);
  } finally {
    await (await getDb().catch(() => null))?.$disconnect();
  }
  process.exit(exitCode);
}
