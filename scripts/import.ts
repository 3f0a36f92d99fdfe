// npm run import -- <files, folders or zips> [--status DRAFT|PUBLISHED] [--organisasi KODE]
//                   [--pengguna EMAIL] [--concurrency N] [--threads N]
// Imports ISO 19139 and ISO 19115-3 documents (folders are searched for *.xml; a .zip is read
// as a whole, and a catalogue export's manifest restores each record's status, organisation
// and owner). Each file is stored whole or not at all; failures are listed with their reasons.
// Exit 0 when every file went in, 1 when some (or a whole zip) were refused, 2 on a usage error.
import "./load-settings"; // first: the .env files, before anything reads the environment
import { readFileSync, statSync } from "node:fs";
import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { catalogueZipSources } from "../lib/catalogue/import/catalogue-zip-sources";
import {
  type ImportResult,
  type ImportSource,
  importDocuments,
} from "../lib/catalogue/import/import-documents";
import { defaultPreparerThreads, preparerInWorkers } from "../lib/catalogue/import/prepare-in-workers";
import { getDb } from "../lib/db/client";
import { getEnv } from "../lib/env";
import { isAppError } from "../lib/errors";
import { documentTooLarge, XML_MAX_BYTES } from "../lib/xml/read-xml";
import { readCommandLine, usageError } from "./command-line";
import { openImportDatabase } from "./open-import-database";

const COMMAND = {
  usage:
    "Usage: npm run import -- <files, folders or zips> [--status DRAFT|PUBLISHED] [--organisasi KODE] [--pengguna EMAIL] [--concurrency N] [--threads N]",
  help: `
Imports ISO 19139 and ISO 19115-3 (2016 and 2018) documents into the catalogue: files, folders
(searched for *.xml) and zips (a catalogue export restores each record's status, organisation
and owner). Each file is stored whole or not at all; the refused ones are listed with their
reasons.

  --status DRAFT|PUBLISHED  status of new records (default DRAFT)
  --organisasi KODE         organisation of new records (default: the user's)
  --pengguna EMAIL          the user recorded as importing them (default: the first administrator)
  --concurrency N           files written at once where written one by one, 1-32 (default 8)
  --threads N               threads reading and decoding the files beside the one writing
                            them, 0-16 (default: the cores beyond two, at most 4; 0: none)

Exit 0 when every file went in, 1 when some were refused, 2 on a usage error.

Examples:
  npm run import -- ./metadata/
  npm run import -- a.xml b.xml --status PUBLISHED --organisasi BIG
  npm run import -- katalog.zip`,
  options: {
    status: { type: "string" },
    organisasi: { type: "string" },
    pengguna: { type: "string" },
    concurrency: { type: "string" },
    threads: { type: "string" },
  },
  positionals: true,
} as const;
const Args = z.object({
  status: z.enum(["DRAFT", "PUBLISHED"]).default("DRAFT"),
  organisasi: z.string().min(1).optional(),
  pengguna: z.string().email().optional(),
  concurrency: z.coerce.number().int().min(1).max(32).default(8),
  threads: z.coerce.number().int().min(0).max(16).default(defaultPreparerThreads()),
});

async function collectXmlFiles(target: string): Promise<string[]> {
  const info = await stat(target);
  if (!info.isDirectory()) return [target];
  const entries = await readdir(target, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.toLowerCase().endsWith(".xml"))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** Node reads a file of at most 2 GiB into one buffer; a catalogue export of 100,000 records is far less. */
const ZIP_MAX_BYTES = 2 * 1024 ** 3 - 1;

async function zipSources(file: string): Promise<ImportSource[]> {
  const { size } = await stat(file);
  if (size > ZIP_MAX_BYTES) throw documentTooLarge(size, ZIP_MAX_BYTES);
  const { sources, manifest } = catalogueZipSources(await readFile(file), file);
  if (manifest)
    console.log(
      `${file}: ekspor katalog / catalogue export of ${manifest.createdAt}, ${manifest.recordCount} metadata`,
    );
  return sources;
}

/**
 * Reads a file unless it is over the size limit (refused without reading it). Synchronously: the
 * command reads one file at a time between writes, and the promise API's round trips through
 * the thread pool cost 1.2 s of CPU for 10,000 generated files against 0.15 s (on the thread
 * that decodes them, which is what limits an import on two cores).
 */
const fileSource = (file: string): ImportSource => ({
  name: file,
  read: async () => {
    const { size } = statSync(file);
    if (size > XML_MAX_BYTES) throw documentTooLarge(size);
    return readFileSync(file);
  },
});

function progress(total: number) {
  let done = 0;
  const interactive = process.stderr.isTTY;
  return (counts: { imported: number; updated: number; failed: number }) => {
    done += 1;
    if (!interactive && done !== total && done % Math.max(1, Math.floor(total / 10)) !== 0) return;
    const width = 30;
    const filled = Math.round((done / total) * width);
    const bar = `[${"#".repeat(filled)}${".".repeat(width - filled)}] ${done}/${total}`;
    const line = `${bar}  diimpor ${counts.imported}  diperbarui ${counts.updated}  gagal ${counts.failed}`;
    process.stderr.write(interactive ? `\r${line}` : `${line}\n`);
  };
}

async function main(): Promise<number> {
  const { values, positionals } = readCommandLine(COMMAND);
  const args = Args.safeParse(values);
  if (!args.success) usageError(COMMAND.usage, z.prettifyError(args.error));
  if (positionals.length === 0) usageError(COMMAND.usage, "Nothing to import: name files, folders or zips.");
  const files: ImportSource[] = [];
  for (const target of positionals) {
    try {
      if (target.toLowerCase().endsWith(".zip")) files.push(...(await zipSources(target)));
      else files.push(...(await collectXmlFiles(target)).map(fileSource));
    } catch (error) {
      // A zip refused as a whole (too many or too large entries, unsafe names, bad manifest).
      if (isAppError(error)) {
        console.error(
          `DITOLAK / refused ${target}: [${error.details.reason ?? error.code}] ${error.message}`,
        );
        return 1;
      }
      console.error(`Tidak dapat dibaca / cannot read: ${target}: ${(error as Error).message}`);
      return 2;
    }
  }
  const env = getEnv();
  databaseOpened = true;
  const { actor, organisasiId } = await openImportDatabase(env, {
    email: args.data.pengguna,
    organisasiKode: args.data.organisasi,
  });
  const counts = { imported: 0, updated: 0, failed: 0 };
  const tick = progress(files.length);
  const started = performance.now();
  const preparer = args.data.threads > 0 ? preparerInWorkers(args.data.threads) : null;
  const summary = await importDocuments(
    actor,
    files,
    { status: args.data.status, organisasiId },
    {
      concurrency: args.data.concurrency,
      onResult: (result: ImportResult) => {
        counts[result.outcome] += 1;
        reportDetails(result);
        tick(counts);
      },
      ...(preparer ? { prepare: preparer.prepare } : {}),
      keepResults: false,
      renewStatistics: false, // VACUUM ANALYZE below does it, and more
    },
  ).finally(() => preparer?.close());
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (process.stderr.isTTY && files.length > 0) process.stderr.write("\n");
  // After a bulk load: the planner's statistics, and the GIN indexes' pending lists merged into
  // the indexes. Without statistics the searches of the records just imported are planned for
  // an empty catalogue (seen: AnyText 82 ms instead of 6). New index entries wait in a pending
  // list that every word search reads through in full until a vacuum merges it: on the embedded
  // database, after 10,000 files, counting a word's 850 hits took 26 ms instead of 1.3 ms.
  // PostgreSQL's autovacuum would come round to both later; the embedded database has none.
  if (summary.imported + summary.updated >= VACUUM_AFTER)
    await (await getDb()).$executeRawUnsafe("VACUUM ANALYZE");
  console.log(
    `Selesai dalam ${seconds} s / done in ${seconds} s: ${summary.imported} diimpor (imported), ${summary.updated} diperbarui (updated), ${summary.failed} gagal (failed).`,
  );
  return summary.failed > 0 ? 1 : 0;
}

/** A refused file with its reason, or a file's warnings, on standard output as it is written. */
function reportDetails(result: ImportResult): void {
  if (result.outcome === "failed") console.log(`GAGAL ${result.name}: [${result.reason}] ${result.message}`);
  else if (result.warnings.length > 0)
    console.log(`PERINGATAN ${result.name}: ${result.warnings.join(" | ")}`);
}

/** Records written by one import after which the database is vacuumed and its statistics renewed. */
const VACUUM_AFTER = 100;

let databaseOpened = false;
let exitCode = 2;
try {
  exitCode = await main();
} catch (error) {
  // The cause without a stack: a database that is not there, a file that went away.
  console.error(`Impor gagal / import failed: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  if (databaseOpened) await (await getDb().catch(() => null))?.$disconnect();
}
process.exit(exitCode);
