import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMPORT_BATCH_SIZE } from "@/lib/catalogue/import/import-documents";
import type { Db } from "@/lib/db/client";
import { seedDatabase } from "@/prisma/seed/seed-database";
import { sharedDatabase, sleep } from "@/test/support/instances";
import { SHARED_DIR } from "@/test/support/shared-files";
import { testEngine } from "@/test/support/test-database";

// Issue 10, faults: `npm run import` killed (SIGKILL, no chance to clean up) part-way through
// COUNT ISO 19139 files. Every record it left is whole: the same, child rows and search vector
// included, as after a complete import of its file; no child row without its record. Run
// again, the import finishes the rest, updates the ones already in, and the total is COUNT.
// On PGlite the command reaches the database as `npm start` serves it, over loopback.

const ROOT = path.resolve(import.meta.dirname, "../..");
const GENERATOR = path.join(SHARED_DIR, "bench/gen_iso19139.py");
/**
 * Two whole batches and part of a third: the import writes two batches at once, so a kill after
 * the first batch is in still finds the third one unwritten.
 */
const COUNT = 2 * IMPORT_BATCH_SIZE + 100;
const unavailable = existsSync(GENERATOR) ? null : `skipped: ${GENERATOR} not found (set SIMPUL_SHARED_DIR)`;
if (unavailable) console.warn(`faults-import: ${unavailable}`);

const CHILD_TABLES = [
  "MetadataTanggal",
  "MetadataKataKunci",
  "MetadataKontak",
  "MetadataDistribusi",
  "LaporanKualitasData",
  "RiwayatStatus",
];

/** Per imported record: its content columns, child row counts and search vector, as one text. */
async function fingerprints(db: Db, baseline: Set<string>): Promise<Map<string, string>> {
  const counts = CHILD_TABLES.map(
    (table) => `(SELECT count(*) FROM "${table}" c WHERE c."metadataId" = m."id")::text`,
  ).join(" || '/' || ");
  const rows = await db.$queryRawUnsafe<{ id: string; fp: string | null }[]>(
    `SELECT m."id", concat_ws(' | ', m."fileIdentifier", m."judul", m."abstrak", m."status"::text,
       m."organisasiId", ${counts}, m."searchVector"::text) AS fp
     FROM "Metadata" m`,
  );
  return new Map(rows.filter((row) => !baseline.has(row.id)).map((row) => [row.id, row.fp ?? ""]));
}

describe.skipIf(unavailable)(`an import killed part-way on ${testEngine}`, () => {
  const cleanups: (() => unknown)[] = [];
  let db: Db;
  let url: string;
  let folder: string;
  let baseline: Set<string>;

  beforeAll(async () => {
    ({ db, url } = await sharedDatabase(cleanups));
    await seedDatabase(db, { recordCount: 5 });
    baseline = new Set((await db.metadata.findMany({ select: { id: true } })).map((row) => row.id));
    folder = mkdtempSync(path.join(tmpdir(), "simpul-faults-import-"));
    cleanups.push(() => rmSync(folder, { recursive: true, force: true }));
    const gen = spawnSync("python3", [GENERATOR, "--count", String(COUNT), "--seed", "7", "--out", folder]);
    expect(gen.status, String(gen.stderr)).toBe(0);
  }, 120_000);

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  /** The command `npm run import` runs, in a process group of its own (so SIGKILL reaches all of it). */
  function startImport(): { child: ChildProcess; output: () => string } {
    const chunks: string[] = [];
    const child = spawn(
      process.execPath,
      [
        "node_modules/tsx/dist/cli.mjs",
        "--conditions=react-server",
        "scripts/import.ts",
        folder,
        "--status",
        "PUBLISHED",
        "--concurrency",
        "4",
      ],
      {
        cwd: ROOT,
        detached: true,
        stdio: ["ignore", "pipe", "pipe"],
        env: { ...process.env, DATABASE_URL: url },
      },
    );
    for (const stream of [child.stdout, child.stderr])
      stream?.on("data", (chunk) => chunks.push(String(chunk)));
    cleanups.push(() => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      try {
        process.kill(-(child.pid as number), "SIGKILL");
      } catch {
        // Already gone.
      }
    });
    return { child, output: () => chunks.join("") };
  }
  const exited = (child: ChildProcess) =>
    new Promise<number | null>((resolve) =>
      child.exitCode !== null || child.signalCode !== null
        ? resolve(child.exitCode)
        : child.once("exit", resolve),
    );
  const imported = async () => (await db.metadata.count()) - baseline.size;

  it("leaves only whole records when killed, and the re-run completes the set", async () => {
    const first = startImport();
    const deadline = Date.now() + 90_000;
    while ((await imported()) < 25) {
      expect(first.child.exitCode, first.output()).toBeNull();
      expect(Date.now()).toBeLessThan(deadline);
      await sleep(20);
    }
    process.kill(-(first.child.pid as number), "SIGKILL");
    await exited(first.child);
    // A statement the server had already received when the client died still runs to its end
    // (one statement, one transaction: whole or nothing): wait until the count stops moving.
    let left = await imported();
    for (let settled = 0; settled < 5; settled++) {
      await sleep(100);
      const now = await imported();
      if (now !== left) settled = -1;
      left = now;
    }
    expect(left, "killed before the end").toBeLessThan(COUNT);
    console.info(`faults-import: killed with ${left} of ${COUNT} records in`);
    const afterKill = await fingerprints(db, baseline);
    expect(afterKill.size).toBe(left);

    // No child row without its record, no record without its search vector or history.
    for (const table of CHILD_TABLES) {
      const orphans = await db.$queryRawUnsafe<{ n: bigint }[]>(
        `SELECT count(*) AS n FROM "${table}" c LEFT JOIN "Metadata" m ON m."id" = c."metadataId" WHERE m."id" IS NULL`,
      );
      expect(Number(orphans[0]?.n), table).toBe(0);
    }
    const incomplete = await db.$queryRawUnsafe<{ n: bigint }[]>(
      `SELECT count(*) AS n FROM "Metadata" m WHERE m."searchVector" IS NULL
         OR NOT EXISTS (SELECT 1 FROM "RiwayatStatus" r WHERE r."metadataId" = m."id")
         OR NOT EXISTS (SELECT 1 FROM "MetadataKataKunci" k WHERE k."metadataId" = m."id")`,
    );
    expect(Number(incomplete[0]?.n)).toBe(0);

    // The re-run: the rest imported, the ones already in updated from the same files.
    const second = startImport();
    expect(await exited(second.child), second.output()).toBe(0);
    expect(second.output()).toContain(
      `${COUNT - left} diimpor (imported), ${left} diperbarui (updated), 0 gagal (failed)`,
    );
    expect(await imported()).toBe(COUNT);
    const complete = await fingerprints(db, baseline);
    expect(complete.size).toBe(COUNT);
    // Each record the kill left is exactly what the complete import of its file gives (the
    // update adds one history row: the re-import's).
    const withoutHistory = (fp: string) => fp.replace(/\/\d+ \| /, "/_ | ");
    for (const [id, fp] of afterKill)
      expect(withoutHistory(complete.get(id) ?? ""), id).toBe(withoutHistory(fp));
  }, 180_000);
});
