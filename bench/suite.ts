import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { setExportStylesheet } from "@/lib/catalogue/export/export-stylesheet";
import { type Db, setDbForTests } from "@/lib/db/client";
import type { SqlExecutor } from "@/lib/db/sql-executor";
import { freePort } from "@/test/support/net";
import { cpuMsBetween } from "@/test/support/process-memory";
import { type BareServer, startBareServer } from "./bare-server";
import { openBenchDatabase } from "./bench-database";
import { benchEncoders, benchImport } from "./iso";
import { type LoadResult, runLoad } from "./load";
import { type Scenario, type ScenarioData, scenarios } from "./scenarios";
import { type BenchServer, ensureBuild, startServer } from "./start-server";

export interface SuiteOptions {
  records: number;
  importFiles: number;
  connections: number;
  seconds: number;
  groups: Set<Scenario["group"]>;
  out: string;
}

interface ScenarioResult {
  name: string;
  group: Scenario["group"];
  path: string;
  cold: LoadResult;
  cached: LoadResult;
  bare: LoadResult;
  /**
   * Server CPU milliseconds per request (Node and PostgreSQL, from /proc) during the measured
   * runs: steadier than requests per second on a shared machine.
   */
  cpuMsPerRequest: { cold: number; cached: number };
  /** Cached requests per second over the bare server's with the same bytes. */
  cachedToBare: number;
  targets: { mode: "cold" | "cached"; clients: number; p95Ms: number; measuredP95Ms: number; met: boolean }[];
}

const WARM_UP_SECONDS = 1;

/** An administrator's stylesheet for format=xslt: a short summary of each record. */
const SUMMARY_STYLESHEET = `<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform">
  <xsl:output method="xml" indent="yes"/>
  <xsl:template match="/">
    <ringkasan>
      <judul><xsl:value-of select="(//*[local-name()='title']/*[local-name()='CharacterString'])[1]"/></judul>
      <abstrak><xsl:value-of select="(//*[local-name()='abstract']/*[local-name()='CharacterString'])[1]"/></abstrak>
      <xsl:for-each select="//*[local-name()='keyword']/*[local-name()='CharacterString']">
        <kataKunci><xsl:value-of select="."/></kataKunci>
      </xsl:for-each>
    </ringkasan>
  </xsl:template>
</xsl:stylesheet>`;

/** Configures the stylesheet as an administrator would, so format=xslt answers. */
export async function configureStylesheet(db: Db) {
  setDbForTests(db);
  const admin = await db.pengguna.findFirstOrThrow({ where: { peran: "ADMIN" } });
  await setExportStylesheet(
    { userId: admin.id, role: admin.peran, organisasiId: admin.organisasiId },
    { nama: "ringkasan.xsl", isi: SUMMARY_STYLESHEET },
  );
}

/** The record, word and category the requests use: picked from the data, so they hit real rows. */
export async function scenarioData(sql: SqlExecutor): Promise<ScenarioData> {
  const [record] = await sql.query<{ id: string }>(
    `SELECT "id" FROM "Metadata" WHERE "status" = 'PUBLISHED' ORDER BY "id" OFFSET 1000 LIMIT 1`,
  );
  const [category] = await sql.query<{ kategori: string }>(
    `SELECT unnest("topikKategori") AS kategori FROM "Metadata" GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
  );
  if (!record || !category) throw new Error("the benchmark database has no published records");
  return { recordId: record.id, word: "hutan", category: category.kategori };
}

/** Sends the request once and fails loudly unless it succeeds: a benchmark of errors is worthless. */
export async function fetchOnce(baseUrl: string, scenario: Scenario) {
  const response = await fetch(`${baseUrl}${scenario.request.path}`);
  const body = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200)
    throw new Error(`${scenario.name}: ${response.status} ${body.toString("utf8").slice(0, 300)}`);
  const headers: Record<string, string> = {};
  for (const name of ["content-type", "cache-control", "etag", "access-control-allow-origin"]) {
    const value = response.headers.get(name);
    if (value) headers[name] = value;
  }
  return { body, headers };
}

async function measureScenario(
  scenario: Scenario,
  servers: { cold: BenchServer; cached: BenchServer; bare: BareServer },
  options: SuiteOptions,
): Promise<ScenarioResult> {
  const load = (url: string, seconds = options.seconds, connections = options.connections) =>
    runLoad(url, scenario.request, { connections, seconds });
  const measured = async (server: BenchServer, connections = options.connections) => {
    const cpuBefore = server.cpuReading();
    const result = await load(server.url, options.seconds, connections);
    const cpuMs = cpuMsBetween(cpuBefore, server.cpuReading()) / Math.max(1, result.requests);
    return { result, cpuMs: Number(cpuMs.toFixed(3)) };
  };
  await fetchOnce(servers.cold.url, scenario);
  await load(servers.cold.url, WARM_UP_SECONDS);
  const { result: cold, cpuMs: coldCpuMs } = await measured(servers.cold);
  const clients = scenario.target?.clients ?? options.connections;
  // The target's own run, where it names fewer clients than the load runs.
  const coldForTarget =
    clients === options.connections ? cold : (await measured(servers.cold, clients)).result;
  const answer = await fetchOnce(servers.cached.url, scenario);
  await load(servers.cached.url, WARM_UP_SECONDS);
  const { result: cached, cpuMs: cachedCpuMs } = await measured(servers.cached);
  await servers.bare.answer(scenario.request.path, answer.body, answer.headers);
  await load(servers.bare.url, WARM_UP_SECONDS);
  const bare = await load(servers.bare.url);
  return {
    name: scenario.name,
    group: scenario.group,
    path: scenario.request.path,
    cold,
    cached,
    bare,
    cachedToBare: Number((cached.requestsPerSecond / bare.requestsPerSecond).toFixed(2)),
    cpuMsPerRequest: { cold: coldCpuMs, cached: cachedCpuMs },
    targets: (scenario.target?.modes ?? []).map((mode) => {
      const p95Ms = scenario.target?.p95Ms as number;
      const measuredP95Ms = (mode === "cold" ? coldForTarget : cached).p95Ms;
      const runClients = mode === "cold" ? clients : options.connections;
      return { mode, clients: runClients, p95Ms, measuredP95Ms, met: measuredP95Ms < p95Ms };
    }),
  };
}

/** Non-2xx answers and connection errors of Simpul's two runs. */
const errorsOf = (r: ScenarioResult) => r.cold.non2xx + r.cold.errors + r.cached.non2xx + r.cached.errors;

const pad = (value: string | number, width: number) => String(value).padStart(width);

function printTable(results: ScenarioResult[]) {
  const header = `${"scenario".padEnd(30)} | ${pad("cold rps", 8)} ${pad("p50", 6)} ${pad("p95", 6)} ${pad("p99", 6)} | ${pad("cached rps", 10)} ${pad("p50", 6)} ${pad("p95", 6)} ${pad("p99", 6)} | ${pad("bare rps", 8)} ${pad("ratio", 5)} | ${pad("cpu cold", 8)} ${pad("cached", 6)} | ${pad("non2xx", 6)}`;
  console.log(`\n${header}\n${"-".repeat(header.length)}`);
  for (const r of results) {
    const errors = errorsOf(r);
    console.log(
      `${r.name.padEnd(30)} | ${pad(r.cold.requestsPerSecond, 8)} ${pad(r.cold.p50Ms, 6)} ${pad(r.cold.p95Ms, 6)} ${pad(r.cold.p99Ms, 6)} | ${pad(r.cached.requestsPerSecond, 10)} ${pad(r.cached.p50Ms, 6)} ${pad(r.cached.p95Ms, 6)} ${pad(r.cached.p99Ms, 6)} | ${pad(r.bare.requestsPerSecond, 8)} ${pad(r.cachedToBare, 5)} | ${pad(r.cpuMsPerRequest.cold, 8)} ${pad(r.cpuMsPerRequest.cached, 6)} | ${pad(errors, 6)}`,
    );
  }
  console.log(
    "(latencies in ms; ratio = cached rps / bare Node http rps with the same bytes; cpu = server CPU ms per request, Node and PostgreSQL)\n",
  );
}

/** The results as a page to read: the machine, the targets, and one row per scenario. */
function reportMarkdown(report: {
  date: string;
  command: string;
  machine: Record<string, unknown>;
  client: string;
  records: number;
  startMs: Record<string, number>;
  peakRssMB: Record<string, number>;
  scenarios: ScenarioResult[];
  targets: { target: string; measured: string; met: boolean }[];
  generateSeconds: number;
  totalSeconds: number;
}): string {
  const m = report.machine;
  const row = (r: ScenarioResult) =>
    `| ${r.name} | ${r.cold.requestsPerSecond} | ${r.cold.p50Ms} | ${r.cold.p95Ms} | ${r.cold.p99Ms} | ${r.cached.requestsPerSecond} | ${r.cached.p50Ms} | ${r.cached.p95Ms} | ${r.cached.p99Ms} | ${r.bare.requestsPerSecond} | ${r.cachedToBare} | ${r.cpuMsPerRequest.cold} | ${r.cpuMsPerRequest.cached} | ${errorsOf(r)} |`;
  return `# Benchmark: ${report.records.toLocaleString("en")} published records

Measured ${report.date.slice(0, 16).replace("T", " ")} UTC by \`npm run bench -- ${report.command}\` (bench/README.md), in ${report.totalSeconds} s.

Machine: ${m.cpu}, ${m.cores} cores, ${m.memoryGiB} GiB; Linux ${m.kernel}; Node ${m.node}; ${m.postgresql} (shared_buffers ${m.postgresqlSharedBuffers}), on the same machine. Client: ${report.client}, on the same cores.

| target | measured | met |
|---|---|---|
${report.targets.map((t) => `| ${t.target} | ${t.measured} | ${t.met ? "yes" : "**no**"} |`).join("\n")}

Records generated in ${report.generateSeconds} s. \`npm start\` to healthy: ${report.startMs.cold} ms and ${report.startMs.cached} ms. Peak RSS: ${report.peakRssMB.cold} MB (cold server), ${report.peakRssMB.cached} MB (cached server).

Cold: \`RESPONSE_CACHE=false\`, every request computed from the database. Cached: the default. Bare: a bare Node \`http\` server sending the cached answer's bytes; ratio = cached / bare requests per second. Latencies in ms. CPU ms/req: the server's processes and PostgreSQL's, from /proc, over the measured run, per request (steadier than requests per second on a shared machine).

| scenario | cold req/s | p50 | p95 | p99 | cached req/s | p50 | p95 | p99 | bare req/s | ratio | CPU ms/req cold | cached | errors |
|---|---|---|---|---|---|---|---|---|---|---|---|---|---|
${report.scenarios.map(row).join("\n")}
`;
}

export async function runSuite(options: SuiteOptions) {
  const suiteStarted = performance.now();
  const log = (message: string) =>
    console.log(`bench [${Math.round((performance.now() - suiteStarted) / 1000)} s]: ${message}`);
  const buildSeconds = ensureBuild();
  log("encoding one record per ISO profile");
  const encode = benchEncoders();
  let importResult: Awaited<ReturnType<typeof benchImport>> | null = null;
  if (options.importFiles > 0) {
    log(`importing ${options.importFiles} generated ISO 19139 files`);
    importResult = await benchImport(options.importFiles);
    log(`imported in ${importResult.seconds} s`);
  }

  const { database, url, machine, generateSeconds } = await openBenchDatabase(options.records, log);
  const stops: (() => unknown)[] = [];
  try {
    const data = await scenarioData(database.sql);
    await configureStylesheet(database.db);

    // Both servers stay up for the whole run: their peak RSS covers every scenario.
    const cold = await startServer(url, await freePort(), { RESPONSE_CACHE: "false" });
    stops.push(cold.stop);
    const cached = await startServer(url, await freePort());
    stops.push(cached.stop);
    log(`servers healthy after ${cold.startMs} ms and ${cached.startMs} ms`);
    const bare = await startBareServer();
    stops.push(bare.stop);

    const selected = scenarios(data).filter((scenario) => options.groups.has(scenario.group));
    const results: ScenarioResult[] = [];
    for (const scenario of selected) {
      log(scenario.name);
      results.push(await measureScenario(scenario, { cold, cached, bare }, options));
    }
    printTable(results);

    const peakRssMB = {
      cold: Math.round(cold.peakRssBytes() / 2 ** 20),
      cached: Math.round(cached.peakRssBytes() / 2 ** 20),
    };
    // The issue's cached answers are the API's (REST and CSW). The portal page is rendered per
    // request (it can show who is signed in); only the data behind it is cached.
    const cachedRatios = results.filter((r) => r.group !== "portal").map((r) => r.cachedToBare);
    const errors = results.reduce((sum, r) => sum + errorsOf(r), 0);
    const summary = {
      targets: [
        ...results.flatMap((r) =>
          r.targets.map((t) => ({
            target: `${r.name} p95 < ${t.p95Ms} ms (${t.mode}, ${t.clients === 1 ? "one client" : `${t.clients} clients`})`,
            measured: `${t.measuredP95Ms} ms`,
            met: t.met,
          })),
        ),
        {
          target: "cached throughput >= 0.5 x bare Node http (REST and CSW)",
          measured: `${Math.min(...cachedRatios)} to ${Math.max(...cachedRatios)}`,
          met: Math.min(...cachedRatios) >= 0.5,
        },
        { target: "zero errors", measured: String(errors), met: errors === 0 },
        {
          target: "peak RSS < 500 MB",
          measured: `${peakRssMB.cold} MB cold, ${peakRssMB.cached} MB cached`,
          met: Math.max(peakRssMB.cold, peakRssMB.cached) < 500,
        },
        {
          target: "npm start to healthy < 5 s on an existing database",
          measured: `${cold.startMs} ms, ${cached.startMs} ms`,
          met: Math.max(cold.startMs, cached.startMs) < 5000,
        },
        ...(importResult
          ? [
              {
                target: `import 100,000 generated ISO 19139 files < 3 min${importResult.files < 100_000 ? " (extrapolated)" : ""}`,
                measured: `${importResult.files} files in ${importResult.seconds} s (${importResult.filesPerSecond}/s)`,
                met: 100_000 / importResult.filesPerSecond < 180,
              },
            ]
          : []),
      ],
    };
    for (const t of summary.targets)
      console.log(`${t.met ? "met    " : "NOT MET"}  ${t.target}: ${t.measured}`);

    const report = {
      date: new Date().toISOString(),
      command: process.argv.slice(2).join(" "),
      machine,
      options: { ...options, groups: [...options.groups] },
      client: `autocannon, ${options.connections} connections, ${options.seconds} s per run after ${WARM_UP_SECONDS} s warm-up`,
      buildSeconds,
      encode,
      import: importResult,
      records: options.records,
      generateSeconds,
      startMs: { cold: cold.startMs, cached: cached.startMs },
      peakRssMB,
      scenarios: results,
      ...summary,
      totalSeconds: Math.round((performance.now() - suiteStarted) / 1000),
    };
    mkdirSync(path.dirname(options.out), { recursive: true });
    writeFileSync(options.out, `${JSON.stringify(report, null, 2)}\n`);
    const markdown = `${options.out.replace(/\.json$/, "")}.md`;
    writeFileSync(markdown, reportMarkdown(report));
    log(`results written to ${options.out} and ${markdown}`);
  } finally {
    for (const stop of stops.reverse()) await stop();
    await database.close();
  }
}
