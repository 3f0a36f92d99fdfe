// npm run db:seed -- [--reset] [--seed N] [--records N]
// Writes the deterministic demo catalogue into an empty database; --reset empties it first.
import "./load-settings"; // first: the .env files, before anything reads the environment
import { z } from "zod";
import { allowLongStatements, getDb } from "../lib/db/client";
import { openSqlExecutor } from "../lib/db/connect-sql";
import { applyMigrations } from "../lib/db/migrate";
import { getEnv } from "../lib/env";
import { DEFAULT_RECORD_COUNT, DEFAULT_SEED } from "../prisma/seed/plan-seed";
import { resetDatabase, seedDatabase } from "../prisma/seed/seed-database";
import { readCommandLine, usageError } from "./command-line";

const Args = z.object({
  reset: z.boolean().default(false),
  seed: z.coerce.number().int().default(DEFAULT_SEED),
  records: z.coerce.number().int().min(0).max(100_000).default(DEFAULT_RECORD_COUNT),
});
const COMMAND = {
  usage: "Usage: npm run db:seed -- [--reset] [--seed N] [--records N]",
  help: `
Writes the deterministic demo catalogue (organisations, users of every role, records in every
status, signed quality documents) into an empty database.

  --reset        empties every table first (everything stored is lost)
  --seed N       another demo catalogue (default ${DEFAULT_SEED})
  --records N    number of records, 0-100,000 (default ${DEFAULT_RECORD_COUNT})

Examples:
  npm run db:seed
  npm run db:seed -- --reset --records 1000`,
  options: { reset: { type: "boolean" }, seed: { type: "string" }, records: { type: "string" } },
} as const;
const parsed = Args.safeParse(readCommandLine(COMMAND).values);
if (!parsed.success) usageError(COMMAND.usage, z.prettifyError(parsed.error));
const args = parsed.data;
const env = getEnv();

if (env.DATABASE_URL) {
  const { sql, close } = await openSqlExecutor(env);
  await applyMigrations(sql).finally(close);
}
allowLongStatements();
const db = await getDb();
if (args.reset) await resetDatabase(db);
if ((await db.organisasi.count()) > 0) {
  console.log(
    "The database already holds organisations (a new embedded database gets the demo catalogue when it is " +
      "created); run with --reset to replace everything with the demo catalogue of this seed.",
  );
} else {
  const started = performance.now();
  const summary = await seedDatabase(db, { seed: args.seed, recordCount: args.records });
  console.log(`Seeded in ${Math.round(performance.now() - started)} ms:`, summary);
}
await db.$disconnect();
