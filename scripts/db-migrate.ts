// npm run db:migrate: applies pending migrations to DATABASE_URL or the embedded database.

import "./load-settings"; // first: the .env files, before anything reads the environment
import { openSqlExecutor } from "../lib/db/connect-sql";
import { applyMigrations } from "../lib/db/migrate";
import { getEnv } from "../lib/env";
import { readCommandLine } from "./command-line";

readCommandLine({
  usage: "Usage: npm run db:migrate",
  help: `
Applies the migrations not yet applied to the database at DATABASE_URL, or to the embedded
database under DATA_DIR (npm start does this itself before serving). Each migration runs in its
own transaction.

Example:
  npm run db:migrate          (DATABASE_URL from the environment or .env)`,
  options: {},
});
const { sql, close } = await openSqlExecutor(getEnv());
try {
  const applied = await applyMigrations(sql);
  console.log(applied.length ? `Applied: ${applied.join(", ")}` : "Database is up to date.");
} finally {
  await close();
}
