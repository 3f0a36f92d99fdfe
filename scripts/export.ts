// npm run export -- <out.zip> [--status STATUS] [--organisasi KODE]
// Writes every record (default: all statuses; a backup takes everything) as an ISO 19115-3
// document into a zip with manifest.json (lib/catalogue/export/export-catalogue.ts). The zip appears
// under its name only when complete. Exit 0 when written, 1 on failure, 2 on a usage error.
import "./load-settings"; // first: the .env files, before anything reads the environment
import { z } from "zod";
import { exportCatalogue } from "../lib/catalogue/export/export-catalogue";
import { allowLongStatements, getDb } from "../lib/db/client";
import { openSqlExecutor } from "../lib/db/connect-sql";
import { applyMigrations } from "../lib/db/migrate";
import { getEnv } from "../lib/env";
import { isAppError } from "../lib/errors";
import { readCommandLine, usageError } from "./command-line";

const COMMAND = {
  usage:
    "Usage: npm run export -- <out.zip> [--status DRAFT|QCQE_PROCESS|REVIEW|PUBLISHED|REJECTED|PRIVATE] [--organisasi KODE]",
  help: `
Writes the catalogue (default: every record in every status) as one ISO 19115-3 document per
record into a zip, with manifest.json (status, organisation, owner and checksum of each). The zip
appears under its name only when complete; \`npm run import -- out.zip\` restores it.

  --status STATUS     only records in this status
  --organisasi KODE   only this organisation's records

Exit 0 when written, 1 on failure, 2 on a usage error.

Examples:
  npm run export -- katalog.zip
  npm run export -- terbit-big.zip --status PUBLISHED --organisasi BIG`,
  options: { status: { type: "string" }, organisasi: { type: "string" } },
  positionals: true,
} as const;
const Args = z.object({
  status: z.enum(["DRAFT", "QCQE_PROCESS", "REVIEW", "PUBLISHED", "REJECTED", "PRIVATE"]).optional(),
  organisasi: z.string().min(1).optional(),
});

async function main(): Promise<number> {
  const { values, positionals } = readCommandLine(COMMAND);
  const args = Args.safeParse(values);
  if (!args.success) usageError(COMMAND.usage, z.prettifyError(args.error));
  const [out] = positionals;
  if (positionals.length !== 1 || !out?.toLowerCase().endsWith(".zip"))
    usageError(COMMAND.usage, "Name one output file ending in .zip.");
  const env = getEnv();
  allowLongStatements(); // a bulk load or a whole-catalogue read, not one request
  databaseOpened = true;
  if (env.DATABASE_URL) {
    const { sql, close } = await openSqlExecutor(env);
    await applyMigrations(sql).finally(close);
  }
  // Ctrl-C or a stop: the temporary file is removed and the target left as it was.
  const abort = new AbortController();
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => abort.abort());
  const started = performance.now();
  const count = await exportCatalogue(out, {
    ...(args.data.status ? { status: args.data.status } : {}),
    ...(args.data.organisasi ? { organisasiKode: args.data.organisasi } : {}),
    signal: abort.signal,
    onRecord: (_entry, written) => {
      if (written % 1000 === 0) process.stderr.write(`${written} metadata...\n`);
    },
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Selesai dalam ${seconds} s / done in ${seconds} s: ${count} metadata -> ${out}`);
  return 0;
}

let databaseOpened = false;
let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  // The cause without a stack: a full disk, a missing folder, a database that is not there.
  const cause = isAppError(error) ? error.message : error instanceof Error ? error.message : String(error);
  console.error(`Ekspor gagal / export failed: ${cause}`);
} finally {
  if (databaseOpened) await (await getDb().catch(() => null))?.$disconnect();
}
process.exit(exitCode);
