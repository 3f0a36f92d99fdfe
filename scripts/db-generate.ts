// npm run db:generate -- --count N [--seed S]: adds N synthetic PUBLISHED records (benchmarks).
import "./load-settings"; // first: the .env files, before anything reads the environment
import { z } from "zod";
import { openSqlExecutor } from "../lib/db/connect-sql";
import { applyMigrations } from "../lib/db/migrate";
import { getEnv } from "../lib/env";
import { generatePublishedRecords } from "../prisma/seed/generate-records";
import { readCommandLine, usageError } from "./command-line";

const Args = z.object({
  count: z.coerce.number().int().min(1).max(10_000_000),
  seed: z.coerce.number().int().default(1),
});
const COMMAND = {
  usage: "Usage: npm run db:generate -- --count N [--seed S]",
  help: `
Adds N synthetic PUBLISHED records (for benchmarks), generated from seed S (default 1).
N is from 1 to 10,000,000.

Example:
  npm run db:generate -- --count 100000`,
  options: { count: { type: "string" }, seed: { type: "string" } },
} as const;
const parsed = Args.safeParse(readCommandLine(COMMAND).values);
if (!parsed.success) usageError(COMMAND.usage, z.prettifyError(parsed.error));
const { sql, close } = await openSqlExecutor(getEnv());
try {
  await applyMigrations(sql);
  const started = performance.now();
  await generatePublishedRecords(sql, {
    count: parsed.data.count,
    seed: parsed.data.seed,
    onProgress: (done) => process.stdout.write(`\r${done} / ${parsed.data.count}`),
  });
  const seconds = (performance.now() - started) / 1000;
  console.log(`\nAdded ${parsed.data.count} published records in ${seconds.toFixed(1)} s.`);
  console.log("Their AnyText values are written at the next npm start (a few ms per record).");
} finally {
  await close();
}
