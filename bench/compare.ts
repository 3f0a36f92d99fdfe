import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { freePort } from "@/test/support/net";
import { cpuMsBetween } from "@/test/support/process-memory";
import { openBenchDatabase } from "./bench-database";
import { runLoad } from "./load";
import { type Scenario, scenarios } from "./scenarios";
import { type BenchServer, startServer } from "./start-server";
import { configureStylesheet, fetchOnce, scenarioData } from "./suite";

// This checkout against another one (a baseline: an older commit with its own production
// build), on the same database and the same machine at the same time. A shared machine drifts
// by 20–40 % within minutes, more than the differences worth finding, so the two are not
// measured one after the other: for each scenario and mode (cold, cached) they take turns in
// short rounds (A B B A A B …), and each side's figure is the median of its rounds. The figure
// compared is server CPU milliseconds per request (Node and PostgreSQL, from /proc).

export interface ComparisonOptions {
  baseline: string;
  /** The checkout compared with the baseline (default this one). */
  current?: string;
  /** Only the scenarios whose name contains one of these. */
  scenarioNames?: string[];
  records: number;
  connections: number;
  seconds: number;
  rounds: number;
  groups: Set<Scenario["group"]>;
  out: string;
}

type Mode = "cold" | "cached";
type Side = "baseline" | "current";

interface Comparison {
  name: string;
  mode: Mode;
  /** CPU ms per request in each round, in the order measured. */
  rounds: Record<Side, number[]>;
  median: Record<Side, number>;
  /** current / baseline: above 1 is slower. */
  ratio: number;
  /** Requests per second, median of the rounds (drifts more than CPU). */
  requestsPerSecond: Record<Side, number>;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};
const round3 = (value: number) => Number(value.toFixed(3));

export async function runComparison(options: ComparisonOptions) {
  const log = (message: string) => console.log(`bench: ${message}`);
  const { database, url, machine } = await openBenchDatabase(options.records, log);
  const stops: (() => unknown)[] = [];
  try {
    const data = await scenarioData(database.sql);
    await configureStylesheet(database.db);
    const servers: Record<Side, Record<Mode, BenchServer>> = {
      baseline: {
        cold: await startServer(url, await freePort(), { RESPONSE_CACHE: "false" }, options.baseline),
        cached: await startServer(url, await freePort(), {}, options.baseline),
      },
      current: {
        cold: await startServer(url, await freePort(), { RESPONSE_CACHE: "false" }, options.current),
        cached: await startServer(url, await freePort(), {}, options.current),
      },
    };
    for (const side of Object.values(servers)) stops.push(side.cold.stop, side.cached.stop);
    log(`four servers healthy; ${options.rounds} rounds of ${options.seconds} s per side, scenario and mode`);

    const results: Comparison[] = [];
    const { scenarioNames } = options;
    const selected = scenarios(data).filter(
      (s) =>
        options.groups.has(s.group) &&
        (!scenarioNames || scenarioNames.some((name) => s.name.includes(name))),
    );
    for (const scenario of selected) {
      for (const mode of ["cold", "cached"] as const) {
        const cpu: Record<Side, number[]> = { baseline: [], current: [] };
        const rps: Record<Side, number[]> = { baseline: [], current: [] };
        for (const side of ["baseline", "current"] as const) {
          await fetchOnce(servers[side][mode].url, scenario);
          await runLoad(servers[side][mode].url, scenario.request, {
            connections: options.connections,
            seconds: 1,
          });
        }
        for (let round = 0; round < options.rounds; round++) {
          // A B, then B A: neither side always goes first after the other warmed the database.
          const order: Side[] = round % 2 ? ["current", "baseline"] : ["baseline", "current"];
          for (const side of order) {
            const server = servers[side][mode];
            const before = server.cpuReading();
            const result = await runLoad(server.url, scenario.request, {
              connections: options.connections,
              seconds: options.seconds,
            });
            if (result.non2xx + result.errors > 0)
              throw new Error(
                `${scenario.name} (${side}, ${mode}): ${result.non2xx + result.errors} failed requests`,
              );
            cpu[side].push(round3(cpuMsBetween(before, server.cpuReading()) / Math.max(1, result.requests)));
            rps[side].push(result.requestsPerSecond);
          }
        }
        const medians = { baseline: median(cpu.baseline), current: median(cpu.current) };
        const comparison: Comparison = {
          name: scenario.name,
          mode,
          rounds: cpu,
          median: { baseline: round3(medians.baseline), current: round3(medians.current) },
          ratio: Number((medians.current / medians.baseline).toFixed(2)),
          requestsPerSecond: {
            baseline: Math.round(median(rps.baseline)),
            current: Math.round(median(rps.current)),
          },
        };
        results.push(comparison);
        log(
          `${scenario.name} (${mode}): ${comparison.median.baseline} -> ${comparison.median.current} CPU ms/req, x${comparison.ratio}`,
        );
      }
    }

    const table = [
      "| scenario | mode | baseline CPU ms/req | current | current / baseline | baseline req/s | current req/s |",
      "|---|---|---|---|---|---|---|",
      ...results.map(
        (r) =>
          `| ${r.name} | ${r.mode} | ${r.median.baseline} | ${r.median.current} | ${r.ratio} | ${r.requestsPerSecond.baseline} | ${r.requestsPerSecond.current} |`,
      ),
    ].join("\n");
    console.log(`\n${table}\n`);
    const report = {
      date: new Date().toISOString(),
      command: process.argv.slice(2).join(" "),
      machine,
      options: { ...options, groups: [...options.groups] },
      client: `autocannon, ${options.connections} connections, ${options.rounds} rounds of ${options.seconds} s per side, alternating`,
      comparisons: results,
    };
    mkdirSync(path.dirname(options.out), { recursive: true });
    writeFileSync(options.out, `${JSON.stringify(report, null, 2)}\n`);
    const markdown = `${options.out.replace(/\.json$/, "")}.md`;
    writeFileSync(
      markdown,
      `# ${options.current ?? "This checkout"} against ${options.baseline}\n\n${report.date}, ${options.records} records; ${report.client}. Medians of the rounds.\n\n${table}\n`,
    );
    log(`results written to ${options.out} and ${markdown}`);
  } finally {
    for (const stop of stops.reverse()) await stop();
    await database.close();
  }
}
