// ISO XML benchmarks (issue 4): encoding one record in each profile (target: median < 1 ms)
// and importing 10,000 generated ISO 19139 files (target: < 60 s on the local PostgreSQL).
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { importDocuments } from "@/lib/catalogue/import/import-documents";
import { setDbForTests } from "@/lib/db/client";
import { XML_PROFILES } from "@/lib/iso/registry";
import { xmlToString } from "@/lib/xml/builder";
import { seedDatabase } from "@/prisma/seed/seed-database";
import { seededIsoRecords } from "@/test/support/iso-records";
import { SHARED_DIR } from "@/test/support/shared-files";
import { createTestDatabase } from "@/test/support/test-database";

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Number((sorted[Math.floor((sorted.length - 1) * p)] as number).toFixed(3));
};
const median = (values: number[]) => percentile(values, 0.5);

/**
 * Median and p95 milliseconds to encode one record and serialise it, per profile: compact (as
 * CSW responses embed records) and indented (as the download sends it).
 */
export function benchEncoders(rounds = 5) {
  const records = seededIsoRecords();
  const results: Record<string, Record<string, number>> = {};
  for (const [name, profile] of Object.entries(XML_PROFILES)) {
    for (const record of records.slice(0, 50)) xmlToString(profile.encode(record)); // warm-up
    const compact: number[] = [];
    const indented: number[] = [];
    for (let round = 0; round < rounds; round++) {
      for (const record of records) {
        let t0 = performance.now();
        xmlToString(profile.encode(record), { pretty: false });
        compact.push(performance.now() - t0);
        t0 = performance.now();
        xmlToString(profile.encode(record));
        indented.push(performance.now() - t0);
      }
    }
    results[name] = {
      compactMedianMs: median(compact),
      compactP95Ms: percentile(compact, 0.95),
      indentedMedianMs: median(indented),
      indentedP95Ms: percentile(indented, 0.95),
    };
  }
  return { records: records.length, rounds, target: "median < 1 ms", ...results };
}

/** Imports `count` generated ISO 19139 files into a fresh database as an administrator's bulk load. */
export async function benchImport(count: number, concurrency = 8) {
  const dir = mkdtempSync(path.join(tmpdir(), "simpul-bench-iso-"));
  const database = await createTestDatabase();
  try {
    const gen = spawnSync("python3", [
      path.join(SHARED_DIR, "bench/gen_iso19139.py"),
      "--count",
      String(count),
      "--seed",
      "bench",
      "--out",
      dir,
    ]);
    if (gen.status !== 0) throw new Error(`generator failed: ${gen.stderr}`);
    await seedDatabase(database.db, { recordCount: 0 });
    setDbForTests(database.db);
    const admin = await database.db.pengguna.findFirstOrThrow({ where: { peran: "ADMIN" } });
    const files = readdirSync(dir).map((name) => path.join(dir, name));
    const started = performance.now();
    const summary = await importDocuments(
      { userId: admin.id, role: admin.peran, organisasiId: admin.organisasiId },
      files.map((file) => ({ name: file, read: async () => readFileSync(file) })),
      { status: "PUBLISHED" },
      { concurrency },
    );
    const seconds = (performance.now() - started) / 1000;
    return {
      engine: database.engine,
      files: count,
      concurrency,
      seconds: Number(seconds.toFixed(1)),
      filesPerSecond: Math.round(count / seconds),
      imported: summary.imported,
      failed: summary.failed,
      target: "10,000 files < 60 s on PostgreSQL",
    };
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
