// npm run db:migrate: applies pending migrations to DATABASE_URL or the embedded database.

import { openSqlExecutor } from "../lib/db/connect-sql";
import { applyMigrations } from "../lib/db/migrate";
import { getEnv } from "../lib/env";

const { sql, close } = await openSqlExecutor(getEnv());
try {
  const applied = await applyMigrations(sql);
  console.log(applied.length ? `Applied: ${applied.join(", ")}` : "Database is up to date.");
} finally {
  await close();
}
