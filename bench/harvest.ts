// npm run bench -- --harvest [--records 10000] [--out FILE]: a Simpul harvesting another over
// CSW. The reference generator's records (seed 42) imported as published into one fresh
// PostgreSQL database and served by `npm start` (the remote node); a second fresh database
// harvests it through a stored source (trusted: records published), as the harvest worker runs
// it: wall time, CPU (this process, which harvests, plus the remote's server and every
// PostgreSQL process), and the check that every remote record arrived exactly once with an
// exact report. Then the same source again, the remote unchanged: every record seen, none
// imported again.
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Actor } from "@/lib/auth/actor";
import { setDbForTests } from "@/lib/db/client";
import type { PanenRun } from "@/lib/db/generated/client";
import { runClaimed } from "@/lib/harvest/harvest-worker";
import { requestRun } from "@/lib/harvest/manage-runs";
import { createSource } from "@/lib/harvest/manage-sources";
import { claimRun } from "@/lib/harvest/schedule";
import { seedDatabase } from "@/prisma/seed/seed-database";
import { cpuMsBetween } from "@/test/support/process-memory";
import { createTestDatabase } from "@/test/support/test-database";
import { generateRecords, postgresqlCatalogue } from "./engine";
import { type BenchServer, ensureBuild } from "./start-server";

/** The target: a 10,000-record remote harvested in under two minutes. */
const TARGET_SECONDS_PER_10000 = 120;

const round = (value: number, digits = 1) => Number(value.toFixed(digits));

interface MeasuredRun {
  seconds: number;
  /** CPU ms per record: this process (the harvester), the remote's server, every PostgreSQL process. */
  cpuMsPerRecord: number;
  harvesterCpuMsPerRecord: number;
  run: Pick<
    PanenRun,
    | "status"
    | "dilihat"
    | "ditambah"
    | "diperbarui"
    | "tidakBerubah"
    | "ditarik"
    | "konflik"
    | "gagal"
    | "jumlahRemote"
    | "pesan"
  >;
}

/** Runs the source once, as the harvest worker would, and measures it. */
async function measuredRun(
  db: Awaited<ReturnType<typeof createTestDatabase>>["db"],
  actor: Actor,
  sourceId: string,
  remote: BenchServer,
): Promise<MeasuredRun> {
  await requestRun(actor, sourceId);
  const claimed = await claimRun(db, new Date());
  if (!claimed) throw new Error("the requested run was not claimed");
  const cpuBefore = remote.cpuReading();
  const ownBefore = process.cpuUsage();
  const started = performance.now();
  const done = await runClaimed(db, claimed);
  const seconds = (performance.now() - started) / 1000;
  const own = process.cpuUsage(ownBefore);
  const ownMs = (own.user + own.system) / 1000;
  const records = Math.max(1, done.dilihat);
  return {
    seconds: round(seconds, 2),
    cpuMsPerRecord: round((cpuMsBetween(cpuBefore, remote.cpuReading()) + ownMs) / records, 2),
    harvesterCpuMsPerRecord: round(ownMs / records, 2),
    run: {
      status: done.status,
      dilihat: done.dilihat,
      ditambah: done.ditambah,
      diperbarui: done.diperbarui,
      tidakBerubah: done.tidakBerubah,
      ditarik: done.ditarik,
      konflik: done.konflik,
      gagal: done.gagal,
      jumlahRemote: done.jumlahRemote,
      pesan: done.pesan,
    },
  };
}

export async function runHarvestBench({ records, out }: { records: number; out: string }) {
  const log = (message: string) => console.log(`bench: ${message}`);
  ensureBuild();
  const dir = mkdtempSync(path.join(tmpdir(), "simpul-bench-harvest-"));
  let remote: BenchServer | null = null;
  let catalogue: Awaited<ReturnType<typeof postgresqlCatalogue>> | null = null;
  let harvesting: Awaited<ReturnType<typeof createTestDatabase>> | null = null;
  try {
    generateRecords(records, dir, log);
    const files = readdirSync(dir)
      .sort()
      .map((name) => path.join(dir, name));
    catalogue = await postgresqlCatalogue(files, log);
    remote = await catalogue.start(3474, { HARVEST_WORKER: "false" });
    // The generator names each file after its record's fileIdentifier; all were imported.
    const remoteIds = new Set(files.map((file) => path.basename(file, ".xml")));

    harvesting = await createTestDatabase();
    await seedDatabase(harvesting.db, { recordCount: 0 });
    setDbForTests(harvesting.db);
    const db = harvesting.db;
    const admin = await db.pengguna.findFirstOrThrow({ where: { peran: "ADMIN" } });
    const actor: Actor = { userId: admin.id, role: admin.peran, organisasiId: admin.organisasiId };
    const source = await createSource(actor, {
      nama: "Simpul jarak jauh (bench)",
      protokol: "CSW",
      url: `${remote.url}/csw`,
      organisasiId: actor.organisasiId,
      intervalMenit: null,
      jamHarian: null,
      filter: null,
      q: null,
      bbox: null,
      setOai: null,
      kebijakan: "PUBLISHED",
      xslt: null,
      aktif: true,
    });
    log(`harvesting ${remoteIds.size} records over CSW from ${remote.url}/csw`);
    const first = await measuredRun(db, actor, source.id, remote);
    const held = await db.metadata.findMany({ select: { fileIdentifier: true } });
    const heldIds = held.map((row) => row.fileIdentifier);
    const once = new Set(heldIds).size === heldIds.length;
    const same = heldIds.length === remoteIds.size && heldIds.every((id) => id !== null && remoteIds.has(id));
    const exact =
      first.run.status === "SELESAI" &&
      first.run.dilihat === remoteIds.size &&
      first.run.ditambah === remoteIds.size &&
      first.run.jumlahRemote === remoteIds.size &&
      first.run.gagal + first.run.konflik + first.run.diperbarui === 0;
    const target = round((TARGET_SECONDS_PER_10000 * remoteIds.size) / 10_000);
    log(`first run: ${first.seconds} s (target < ${target} s), every record once: ${once && same}`);
    const again = await measuredRun(db, actor, source.id, remote);
    log(`the remote unchanged, again: ${again.seconds} s, ${again.run.tidakBerubah} unchanged`);

    const report = {
      kind: "harvest",
      records: remoteIds.size,
      machine: catalogue.machine,
      protocol: "CSW 2.0.2 (ISO 19115-3 2018, 50 a page)",
      first: {
        ...first,
        targetSeconds: target,
        everyRecordOnce: once && same,
        reportExact: exact,
        met: first.seconds < target && once && same && exact,
      },
      unchanged: {
        ...again,
        allUnchanged: again.run.status === "SELESAI" && again.run.tidakBerubah === remoteIds.size,
      },
    };
    writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
    writeFileSync(out.replace(/\.json$/, ".md"), markdown(report));
    console.log(markdown(report));
    log(`wrote ${out}`);
  } finally {
    await remote?.stop();
    await harvesting?.close();
    await catalogue?.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

function markdown(report: {
  records: number;
  machine: { cpu: string; cores: number; node: string; postgresql: string };
  protocol: string;
  first: MeasuredRun & {
    targetSeconds: number;
    everyRecordOnce: boolean;
    reportExact: boolean;
    met: boolean;
  };
  unchanged: MeasuredRun & { allUnchanged: boolean };
}): string {
  const counts = ({ run }: MeasuredRun) =>
    `seen ${run.dilihat}, added ${run.ditambah}, updated ${run.diperbarui}, unchanged ${run.tidakBerubah}, withdrawn ${run.ditarik}, conflicts ${run.konflik}, failed ${run.gagal}; the remote said ${run.jumlahRemote}`;
  return `# Harvesting a Simpul node over CSW: ${report.records} records

Machine: ${report.machine.cpu}, ${report.machine.cores} cores; Node ${report.machine.node}; ${report.machine.postgresql}, on the same machine. The remote: \`npm start\` on the reference generator's records (seed 42) imported as published, on this machine. The harvester: a stored source (trusted, records published) run as the harvest worker runs it, into a second fresh database. Protocol: ${report.protocol}. CPU: this process (the harvester), the remote's server and every PostgreSQL process (both databases), from /proc.

| run | seconds | target | | CPU ms/record (all) | harvester CPU ms/record | report |
|---|---|---|---|---|---|---|
| first (every record new) | ${report.first.seconds} | < ${report.first.targetSeconds} | ${report.first.met ? "met" : "**not met**"} | ${report.first.cpuMsPerRecord} | ${report.first.harvesterCpuMsPerRecord} | ${counts(report.first)} |
| again, the remote unchanged | ${report.unchanged.seconds} | | | ${report.unchanged.cpuMsPerRecord} | ${report.unchanged.harvesterCpuMsPerRecord} | ${counts(report.unchanged)} |

Every remote record held exactly once after the first run: ${report.first.everyRecordOnce ? "yes" : "**no**"}; its report exact (seen = added = the remote's count, nothing failed): ${report.first.reportExact ? "yes" : "**no**"}; the second run found every record unchanged: ${report.unchanged.allUnchanged ? "yes" : "**no**"}.
`;
}
