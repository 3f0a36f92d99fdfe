// npm run db:generate -- --count N [--seed S]: adds N synthetic PUBLISHED records (benchmarks).
import { parseArgs } from "node:util";
import { z } from "zod";
import { openSqlExecutor } from "../lib/db/connect-sql";
import { applyMigrations } from "../lib/db/migrate";
import { getEnv } from "../lib/env";
import { generatePublishedRecords } from "../prisma/seed/generate-records";

const Args = z.object({
  count: z.coerce.number().int().min(1).max(10_000_000),
  seed: z.coerce.number().int().default(1),
});
const { values } = parseArgs({ options: { count: { type: "string" }, seed: { type: "string" } } });
const parsed = Args.safeParse(values);
if (!parsed.success) {
  console.error("Usage: npm run db:generate -- --count N [--seed S]   (N from 1 to 10,000,000)");
  process.exit(2);
}
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
} finally {
  await close();
}
