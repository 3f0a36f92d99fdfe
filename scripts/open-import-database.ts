import type { Actor } from "../lib/auth/actor";
import { resolveImportContext } from "../lib/catalogue/import/import-context";
import { allowLongStatements } from "../lib/db/client";
import { openSqlExecutor } from "../lib/db/connect-sql";
import { applyMigrations } from "../lib/db/migrate";
import type { Env } from "../lib/env";

/**
 * The database as the commands that write records (import, harvest) need it: long statements
 * allowed (a bulk load, not one request), the schema migrated, and who writes, for which
 * organisation, from the names typed (e-mail, organisation code).
 */
export async function openImportDatabase(
  env: Env,
  who: { email?: string; organisasiKode?: string },
): Promise<{ actor: Actor; organisasiId?: string }> {
  allowLongStatements();
  if (env.DATABASE_URL) {
    const { sql, close } = await openSqlExecutor(env);
    await applyMigrations(sql).finally(close);
  }
  return resolveImportContext(who);
}
