// npm run bench -- --harvest [--records 10000] [--out FILE]: a Simpul harvesting another over
// CSW. The reference generator's records (seed 42) imported as published into one fresh
// PostgreSQL database and served by `npm start` (the remote node); a second fresh database
// served by another `npm start` with its harvest worker on, given a stored source (trusted:
// records published) and a run asked for, as an administrator does. Measured: the run's own
// time (its start to its end, as the server records them), CPU (both servers and every
// PostgreSQL process), the check that every remote record arrived exactly once with an exact
// report, and how long the harvesting server's renderer then takes to store the new records'
// renderings. Then the same source again, the remote unchanged: every record seen, none
// imported again.
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Actor } from "@/lib/auth/actor";
import { setDbForTests } from "@/lib/db/client";
import type { PanenRun } from "@/lib/db/generated/client";
import { requestRun } from "@/lib/harvest/manage-runs";
import { createSource } from "@/lib/harvest/manage-sources";
import { ZHarvestSourceInput } from "@/lib/schemas/harvest-source";
import { seedDatabase } from "@/prisma/seed/seed-database";
import { cpuMsBetween, postgresPids } from "@/test/support/process-memory";
import { createTestDatabase } from "@/test/support/test-database";
import { generateRecords, postgresqlCatalogue } from "./engine";
import { type BenchServer, ensureBuild, startServer } from "./start-server";

/** The target: a 10,000-record remote harvested in under two minutes. */
const TARGET_SECONDS_PER_10000 = 120;

const round = (value: number, digits = 1) => Number(value.toFixed(digits));

interface MeasuredRun {
  /** From the run's start to its end, as the harvesting server recorded them. */
  seconds: number;
  /** CPU ms per record while it was asked for and ran: both servers and every PostgreSQL process. */
  cpuMsPerRecord: number;
  /** CPU ms per record of the harvesting server's own process (its renderer's share included). */
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

type Database = Awaited<ReturnType<typeof createTestDatabase>>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Both servers' and PostgreSQL's processes' CPU so far (a pid read twice is the same value). */
const reading = (servers: BenchServer[]) => new Map(servers.flatMap((server) => [...server.cpuReading()]));

/** A reading without PostgreSQL's processes: a server's own. */
function withoutPostgres(cpu: Map<number, number>): Map<number, number> {
  const postgres = new Set(postgresPids());
  return new Map([...cpu].filter(([pid]) => !postgres.has(pid)));
}

/** Asks for a run of the source, as an administrator does, and waits for the server's worker to end it. */
async function measuredRun(
  { db }: Database,
  actor: Actor,
  sourceId: string,
  harvester: BenchServer,
  remote: BenchServer,
): Promise<MeasuredRun> {
  const cpuBefore = reading([harvester, remote]);
  const ownBefore = harvester.cpuReading();
  const requested = await requestRun(actor, sourceId);
  let done: PanenRun = requested;
  while (!["SELESAI", "GAGAL", "DIBATALKAN"].includes(done.status)) {
    await sleep(200);
    done = await db.panenRun.findUniqueOrThrow({ where: { id: requested.id } });
  }
  const records = Math.max(1, done.dilihat);
  const own = cpuMsBetween(withoutPostgres(ownBefore), withoutPostgres(harvester.cpuReading()));
  const all = cpuMsBetween(cpuBefore, reading([harvester, remote]));
  const started = done.mulaiPada ?? done.createdAt;
  return {
    seconds: round(((done.selesaiPada ?? new Date()).getTime() - started.getTime()) / 1000, 2),
    cpuMsPerRecord: round(all / records, 2),
    harvesterCpuMsPerRecord: round(own / records, 2),
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
  let harvester: BenchServer | null = null;
  let catalogue: Awaited<ReturnType<typeof postgresqlCatalogue>> | null = null;
  let harvesting: Awaited<ReturnType<typeof createTestDatabase>> | null = null;
  try {
    generateRecords(records, dir, log);
    const files = readdirSync(dir)
      .sort()
      .map((name) => path.join(dir, name));
    catalogue = await postgresqlCatalogue(dir, files, log);
    remote = await catalogue.start(3474, { HARVEST_WORKER: "false" });
    // The generator names each file after its record's fileIdentifier; all were imported.
    const remoteIds = new Set(files.map((file) => path.basename(file, ".xml")));

    harvesting = await createTestDatabase();
    await seedDatabase(harvesting.db, { recordCount: 0 });
    setDbForTests(harvesting.db);
    const db = harvesting.db;
    if (!harvesting.url) throw new Error("the harvest benchmark needs PostgreSQL (DATABASE_URL)");
    // The harvesting server: its worker runs what is asked for (it looks every 15 s), its
    // renderer stores what the run brings; the remote is on this machine.
    harvester = await startServer(harvesting.url, 3475, { HARVEST_ALLOW_PRIVATE_ADDRESSES: "true" });
    const admin = await db.pengguna.findFirstOrThrow({ where: { peran: "ADMIN" } });
    const actor: Actor = { userId: admin.id, role: admin.peran, organisasiId: admin.organisasiId };
    // As the API takes it: what is not given has the schema's defaults (no schedule, no constraint).
    const source = await createSource(
      actor,
      ZHarvestSourceInput.parse({
        nama: "Simpul jarak jauh (bench)",
        protokol: "CSW",
        url: `${remote.url}/csw`,
        organisasiId: actor.organisasiId,
        kebijakan: "PUBLISHED",
      }),
    );
    log(`harvesting ${remoteIds.size} records over CSW from ${remote.url}/csw`);
    const first = await measuredRun(harvesting, actor, source.id, harvester, remote);
    const runEnded = performance.now();
    const stored = () => db.metadataSajian.count({ where: { bentuk: "ogc" } });
    while ((await stored()) < remoteIds.size && performance.now() - runEnded < 10 * 60_000) await sleep(500);
    const renderedAfterSeconds = round((performance.now() - runEnded) / 1000);
    log(`the harvesting server stored the new records' renderings ${renderedAfterSeconds} s after the run`);
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
    const again = await measuredRun(harvesting, actor, source.id, harvester, remote);
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
        renderedAfterSeconds,
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
    await harvester?.stop();
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
    renderedAfterSeconds: number;
    everyRecordOnce: boolean;
    reportExact: boolean;
    met: boolean;
  };
  unchanged: MeasuredRun & { allUnchanged: boolean };
}): string {
  const counts = ({ run }: MeasuredRun) =>
    `seen ${run.dilihat}, added ${run.ditambah}, updated ${run.diperbarui}, unchanged ${run.tidakBerubah}, withdrawn ${run.ditarik}, conflicts ${run.konflik}, failed ${run.gagal}; the remote said ${run.jumlahRemote}`;
  return `# Harvesting a Simpul node over CSW: ${report.records} records

Machine: ${report.machine.cpu}, ${report.machine.cores} cores; Node ${report.machine.node}; ${report.machine.postgresql}, on the same machine. The remote: \`npm start\` on the reference generator's records (seed 42) imported as published, on this machine. The harvester: \`npm start\` on a second fresh database, its harvest worker running a stored source (trusted, records published) asked for as an administrator does. Protocol: ${report.protocol}. Seconds: the run's start to its end, as the harvesting server records them. CPU: both servers and every PostgreSQL process (both databases), from /proc, per record; "harvesting server": its own process (its renderer's share included).

| run | seconds | target | | CPU ms/record (all) | harvesting server CPU ms/record | report |
|---|---|---|---|---|---|---|
| first (every record new) | ${report.first.seconds} | < ${report.first.targetSeconds} | ${report.first.met ? "met" : "**not met**"} | ${report.first.cpuMsPerRecord} | ${report.first.harvesterCpuMsPerRecord} | ${counts(report.first)} |
| again, the remote unchanged | ${report.unchanged.seconds} | | | ${report.unchanged.cpuMsPerRecord} | ${report.unchanged.harvesterCpuMsPerRecord} | ${counts(report.unchanged)} |

Every remote record held exactly once after the first run: ${report.first.everyRecordOnce ? "yes" : "**no**"}; its report exact (seen = added = the remote's count, nothing failed): ${report.first.reportExact ? "yes" : "**no**"}; the harvesting server's renderer stored the new records' renderings ${report.first.renderedAfterSeconds} s after the run ended (it takes one batch every 5 s while a run goes on); the second run found every record unchanged: ${report.unchanged.allUnchanged ? "yes" : "**no**"}.
`;
}
