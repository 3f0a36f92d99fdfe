import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import type { SqlExecutor } from "@/lib/db/sql-executor";
import { freePort } from "@/test/support/net";
import { openBenchDatabase } from "./bench-database";
import { type SoakData, TRAFFIC_KINDS, trafficMix } from "./soak-traffic";
import { type BenchServer, ensureBuild, startServer } from "./start-server";

// `npm run bench -- --soak` (issue 10): `npm start`'s server under minutes of mixed traffic
// at many connections. It must answer every request (no 5xx, no 4xx, no connection errors)
// and its memory must stay flat: a leak shows as resident memory that keeps growing after
// the caches have filled, so the first minute is warm-up and the rest is compared with it.

export interface SoakOptions {
  records: number;
  connections: number;
  minutes: number;
  out: string;
}

interface Sample {
  second: number;
  rssMB: number;
  heapUsedMB: number | null;
  /** Bodies held in the response store, a bounded cache (64 MB) that fills during the run. */
  storeMB: number | null;
  /** RSS less the response store: what must stay flat. */
  netMB: number;
  requests: number;
  errors: number;
  p95Ms: number;
}

const SAMPLE_SECONDS = 10;
const WARM_UP_SECONDS = 60;
const METRICS_TOKEN = "soak-metrics-token-0123456789";
const PRODUCER = { email: "produsen1@big.contoh.go.id", password: "Produsen#2026" };

const round1 = (value: number) => Math.round(value * 10) / 10;
const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] as number);
const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    0.5,
  );

/** Record ids and frequent words taken from the data, so requests hit real rows. */
async function soakData(sql: SqlExecutor, url: string): Promise<SoakData> {
  const ids = await sql.query<{ id: string }>(
    `SELECT "id" FROM "Metadata" WHERE "status" = 'PUBLISHED' ORDER BY random() LIMIT 2000`,
  );
  const words = await sql.query<{ word: string }>(
    `SELECT word FROM ts_stat('SELECT "searchVector" FROM "Metadata" LIMIT 5000')
      WHERE length(word) > 3 ORDER BY ndoc DESC LIMIT 200`,
  );
  const login = await fetch(`${url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify(PRODUCER),
  });
  const cookie = login.headers.get("set-cookie")?.split(";")[0];
  if (login.status !== 200 || !cookie) throw new Error(`soak: sign-in failed with ${login.status}`);
  return { recordIds: ids.map((row) => row.id), words: words.map((row) => row.word), cookie };
}

/** Heap in use and response store size, from the server's own Prometheus metrics (null when unreadable). */
async function serverMetrics(
  server: BenchServer,
): Promise<{ heapUsedMB: number | null; storeMB: number | null }> {
  const response = await fetch(`${server.url}/api/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  }).catch(() => null);
  const text = response?.status === 200 ? await response.text() : "";
  const megabytes = (metric: string) => {
    const match = new RegExp(`^\\w*${metric} (\\S+)$`, "m").exec(text);
    return match ? round1(Number(match[1]) / 2 ** 20) : null;
  };
  return { heapUsedMB: megabytes("nodejs_heap_size_used_bytes"), storeMB: megabytes("response_store_bytes") };
}

/** Least-squares slope of a memory figure over time, in MB per minute. */
function slopePerMinute(samples: Sample[], figure: (s: Sample) => number): number {
  const n = samples.length;
  if (n < 2) return 0;
  const meanX = samples.reduce((sum, s) => sum + s.second, 0) / n;
  const meanY = samples.reduce((sum, s) => sum + figure(s), 0) / n;
  const covariance = samples.reduce((sum, s) => sum + (s.second - meanX) * (figure(s) - meanY), 0);
  const variance = samples.reduce((sum, s) => sum + (s.second - meanX) ** 2, 0);
  return round1((covariance / variance) * 60);
}

export async function runSoak(options: SoakOptions) {
  const started = performance.now();
  const elapsed = () => Math.round((performance.now() - started) / 1000);
  const log = (message: string) => console.log(`bench soak [${elapsed()} s]: ${message}`);
  ensureBuild();
  const { database, url, machine } = await openBenchDatabase(options.records, log);
  let server: BenchServer | undefined;
  try {
    server = await startServer(url, await freePort(), { METRICS_TOKEN });
    const target = server;
    const data = await soakData(database.sql, target.url);
    const next = trafficMix(data);
    const seconds = Math.round(options.minutes * 60);
    log(`${options.connections} connections of mixed traffic for ${seconds} s`);

    const times: number[] = [];
    let window = { requests: 0, errors: 0, times: [] as number[] };
    const failures = new Map<string, number>();
    /** Per traffic kind, from the request's setup to its response (close to autocannon's own time). */
    const timesByKind = new Map<string, number[]>();
    const fail = (key: string) => failures.set(key, (failures.get(key) ?? 0) + 1);
    const samples: Sample[] = [];
    const loadStarted = performance.now();
    let loading = true;
    const sampler = setInterval(async () => {
      if (!loading) return;
      const current = window;
      window = { requests: 0, errors: 0, times: [] };
      current.times.sort((a, b) => a - b);
      const sample: Sample = {
        second: Math.round((performance.now() - loadStarted) / 1000),
        rssMB: round1(target.rssBytes() / 2 ** 20),
        ...(await serverMetrics(target)),
        netMB: 0,
        requests: current.requests,
        errors: current.errors,
        p95Ms: round1(percentile(current.times, 0.95)),
      };
      if (!loading) return;
      sample.netMB = round1(sample.rssMB - (sample.storeMB ?? 0));
      samples.push(sample);
      console.log(
        `  ${String(sample.second).padStart(4)} s  rss ${sample.rssMB} MB (net of the store ${sample.netMB})  heap ${sample.heapUsedMB} MB  store ${sample.storeMB} MB  ${Math.round(sample.requests / SAMPLE_SECONDS)} req/s  p95 ${sample.p95Ms} ms  errors ${sample.errors}`,
      );
    }, SAMPLE_SECONDS * 1000);

    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        {
          url: target.url,
          connections: options.connections,
          duration: seconds,
          timeout: 30,
          requests: [
            {
              setupRequest: (request, context) => {
                const { name, request: chosen } = next();
                Object.assign(context, { name, sentAt: performance.now() });
                return {
                  ...request,
                  method: chosen.method ?? "GET",
                  path: chosen.path,
                  headers: chosen.headers ?? {},
                  body: chosen.body,
                };
              },
              onResponse: (status, _body, context) => {
                const { name, sentAt } = context as { name: string; sentAt: number };
                const times = timesByKind.get(name) ?? [];
                times.push(performance.now() - sentAt);
                timesByKind.set(name, times);
                if (status < 200 || status > 299) fail(`${name}: ${status}`);
              },
            },
          ],
        },
        (error, finished) => (error ? reject(error) : resolve(finished)),
      );
      instance.on("response", (_client, status, _bytes, responseTime) => {
        times.push(responseTime);
        window.requests++;
        window.times.push(responseTime);
        if (status < 200 || status > 299) window.errors++;
      });
      instance.on("reqError", (error) => {
        window.errors++;
        fail(`connection: ${error.message}`);
      });
    });
    loading = false;
    clearInterval(sampler);
    times.sort((a, b) => a - b);

    const settled = samples.filter((s) => s.second > WARM_UP_SECONDS);
    const lastMinute = samples.filter((s) => s.second > seconds - 60);
    const memory = (figure: (s: Sample) => number) => ({
      afterWarmUpMB: median(settled.slice(0, 3).map(figure)),
      lastMinuteMB: median(lastMinute.map(figure)),
      slopeMBPerMinute: slopePerMinute(settled, figure),
    });
    const rss = { ...memory((s) => s.rssMB), peakMB: round1(target.peakRssBytes() / 2 ** 20) };
    const net = memory((s) => s.netMB);
    const growth = net.lastMinuteMB - net.afterWarmUpMB;
    const storeMB = samples.at(-1)?.storeMB ?? null;
    const errors = result.non2xx + result.errors + result.timeouts;
    const report = {
      date: new Date().toISOString(),
      command: process.argv.slice(2).join(" "),
      machine,
      options,
      traffic: TRAFFIC_KINDS,
      requests: times.length,
      requestsPerSecond: Math.round(times.length / result.duration),
      latencyMs: {
        p50: round1(percentile(times, 0.5)),
        p95: round1(percentile(times, 0.95)),
        p99: round1(percentile(times, 0.99)),
        max: round1(times.at(-1) ?? 0),
      },
      errors: { non2xx: result.non2xx, connection: result.errors, timeouts: result.timeouts },
      failures: Object.fromEntries(failures),
      byKind: TRAFFIC_KINDS.map(({ name }) => {
        const sorted = [...(timesByKind.get(name) ?? [])].sort((a, b) => a - b);
        return {
          name,
          requests: sorted.length,
          p50Ms: round1(percentile(sorted, 0.5)),
          p95Ms: round1(percentile(sorted, 0.95)),
        };
      }),
      rss,
      netOfResponseStore: net,
      samples,
      targets: [
        { target: "zero errors", measured: String(errors), met: errors === 0 },
        {
          // Flat: after the first minute, resident memory less the response store (a cache
          // bounded at 64 MB, filling with the run's random answers) grows by under 10 % and
          // under 3 MB a minute. A run under two minutes has too few samples to judge.
          target:
            "flat memory after the first minute, net of the bounded response store (growth < 10 %, slope < 3 MB/min)",
          measured:
            settled.length < 6
              ? "run too short to judge (needs at least 2 minutes)"
              : `${net.afterWarmUpMB} → ${net.lastMinuteMB} MB (${growth >= 0 ? "+" : ""}${round1(growth)} MB), slope ${net.slopeMBPerMinute} MB/min; raw RSS ${rss.afterWarmUpMB} → ${rss.lastMinuteMB} MB, slope ${rss.slopeMBPerMinute} MB/min, store ${storeMB} MB at the end`,
          met: settled.length >= 6 && growth < net.afterWarmUpMB * 0.1 && net.slopeMBPerMinute < 3,
        },
        { target: "peak RSS < 500 MB", measured: `${rss.peakMB} MB`, met: rss.peakMB < 500 },
      ],
      totalSeconds: elapsed(),
    };
    for (const t of report.targets)
      console.log(`${t.met ? "met    " : "NOT MET"}  ${t.target}: ${t.measured}`);
    console.log(
      `${report.requests} requests, ${report.requestsPerSecond}/s; p50 ${report.latencyMs.p50} ms, p95 ${report.latencyMs.p95} ms, p99 ${report.latencyMs.p99} ms, max ${report.latencyMs.max} ms`,
    );
    for (const kind of [...report.byKind].sort((a, b) => b.p95Ms - a.p95Ms))
      console.log(
        `  ${kind.name.padEnd(30)} ${String(kind.requests).padStart(6)} requests  p50 ${kind.p50Ms} ms  p95 ${kind.p95Ms} ms`,
      );
    if (failures.size) console.log("failures:", Object.fromEntries(failures));
    mkdirSync(path.dirname(options.out), { recursive: true });
    writeFileSync(options.out, `${JSON.stringify(report, null, 2)}\n`);
    writeFileSync(`${options.out.replace(/\.json$/, "")}.md`, soakMarkdown(report));
    log(`results written to ${options.out}`);
  } finally {
    await server?.stop();
    await database.close();
  }
}

function soakMarkdown(report: {
  date: string;
  command: string;
  machine: Record<string, unknown>;
  options: SoakOptions;
  traffic: typeof TRAFFIC_KINDS;
  byKind: { name: string; requests: number; p50Ms: number; p95Ms: number }[];
  requests: number;
  requestsPerSecond: number;
  latencyMs: Record<string, number>;
  samples: Sample[];
  targets: { target: string; measured: string; met: boolean }[];
  totalSeconds: number;
}): string {
  const m = report.machine;
  const total = report.traffic.reduce((sum, kind) => sum + kind.weight, 0);
  return `# Soak: ${report.options.minutes} min of mixed traffic, ${report.options.connections} connections, ${report.options.records.toLocaleString("en")} records

Measured ${report.date.slice(0, 16).replace("T", " ")} UTC by \`npm run bench -- ${report.command}\` (bench/README.md), in ${report.totalSeconds} s.

Machine: ${m.cpu}, ${m.cores} cores, ${m.memoryGiB} GiB; Node ${m.node}; ${m.postgresql}, on the same machine. Client: autocannon on the same cores. Server: \`npm start\`'s command (heap cap 256 MB), response caches on.

| target | measured | met |
|---|---|---|
${report.targets.map((t) => `| ${t.target} | ${t.measured} | ${t.met ? "yes" : "**no**"} |`).join("\n")}

${report.requests.toLocaleString("en")} requests, ${report.requestsPerSecond}/s; latency p50 ${report.latencyMs.p50} ms, p95 ${report.latencyMs.p95} ms, p99 ${report.latencyMs.p99} ms, max ${report.latencyMs.max} ms.

Traffic (each request drawn at random; random ids, pages, words and boxes), with each kind's latency:

| kind | share | requests | p50 ms | p95 ms |
|---|---|---|---|---|
${report.traffic
  .map((kind) => {
    const k = report.byKind.find((b) => b.name === kind.name);
    return `| ${kind.name} | ${Math.round((kind.weight / total) * 100)} % | ${k?.requests ?? 0} | ${k?.p50Ms ?? "–"} | ${k?.p95Ms ?? "–"} |`;
  })
  .join("\n")}

Every ${SAMPLE_SECONDS} s:

| second | RSS MB | response store MB | RSS less store MB | heap used MB | req/s | p95 ms | errors |
|---|---|---|---|---|---|---|---|
${report.samples.map((s) => `| ${s.second} | ${s.rssMB} | ${s.storeMB ?? "–"} | ${s.netMB} | ${s.heapUsedMB ?? "–"} | ${Math.round(s.requests / SAMPLE_SECONDS)} | ${s.p95Ms} | ${s.errors} |`).join("\n")}
`;
}
