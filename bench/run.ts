// npm run bench [-- --records 10000|100000] [--import-files N] [--connections 16] [--seconds 5]
//                [--only rest,portal,csw,ogcapi,dcat] [--out FILE]
// npm run bench -- --soak [--records N] [--connections 64] [--minutes 5] [--out FILE]
// npm run bench -- --baseline DIR [--current DIR] [--scenario TEXT]... [--records N] [--rounds 5]
//                [--seconds 3] [--only …] [--out FILE]
// npm run bench -- --filter-table [--out FILE]
// npm run bench -- --engine [--embedded] [--records 10000] [--out FILE]
// npm run bench -- --harvest [--records 10000] [--out FILE]
// The benchmark suite (see bench/README.md): a fresh PostgreSQL database with N
// published records, `npm start`'s server twice on it (response caches off and on), and
// autocannon loading the REST API, the portal's search page and CSW; a bare Node http server
// sending the same bytes is the baseline for cached answers. Prints a table and writes JSON.
// With --soak: one server under minutes of mixed traffic; errors and memory over time.
// With --baseline: this checkout against another one's build, in alternating rounds (compare.ts).
// With --filter-table: CSW filters on the reference generator's records against what their XML
// says (filter-table.ts).
// With --engine: the uncached engine against pycsw's CPU per request, the harvest walk, the
// import's files per second, on the reference generator's records (engine.ts).
// With --harvest: a Simpul harvesting another's records over CSW (harvest.ts).
import "../scripts/load-settings"; // first: the .env files, before anything reads the environment
import { userInfo } from "node:os";
import { readCommandLine, usageError as refuse } from "../scripts/command-line";
import { SCENARIO_GROUPS, type ScenarioGroup } from "./scenarios";

const USAGE =
  "Usage: npm run bench -- [--records N] [--import-files N] [--connections N] [--seconds N] [--only rest,portal,csw,ogcapi,dcat] [--out FILE] | --soak [--records N] [--connections N] [--minutes N] [--out FILE] | --baseline DIR [--current DIR] [--scenario TEXT]... [--records N] [--rounds N] [--seconds N] [--only GROUPS] [--out FILE] | --filter-table [--out FILE] | --engine [--embedded] [--records N] [--out FILE] | --harvest [--records N] [--out FILE]";
const { values } = readCommandLine({
  usage: USAGE,
  help: `
The benchmark suite (bench/README.md): a fresh PostgreSQL database (DATABASE_URL, default the
local server) with N published records, npm start's server on it with the response caches off
and on, and autocannon loading the REST API, the portal's search page and CSW; a bare Node http
server sending the same bytes is the baseline. Prints a table and writes bench/results/*.json.
--soak: one server under minutes of mixed traffic; errors and memory over time.
--baseline DIR: this checkout against the one in DIR (another commit, with npm ci and npm run
build done there), both on one database, taking turns in short rounds for every scenario
(cold and cached); prints each side's median server CPU ms per request and their ratio.
--filter-table: imports the reference generator's 10,000 records (seed 42) and asks CSW the
filters whose answers were once wrong; each count must be what the records' XML says.
--engine: imports the reference generator's records (seed 42; --records, default 10000 here),
stores their CSW renderings, and measures npm start with the response store off: server CPU ms
per request of six CSW scenarios against a tenth of pycsw's, the harvest walk (one client, gmd
full 50 a page, every identifier once), the import's files per second, and repeated POST
GetRecords with the response store on. With --embedded: the same on the embedded database
(PGlite), filled by npm run import and served by npm start without DATABASE_URL.
--harvest: the reference generator's records (seed 42; --records, default 10000 here) served by
npm start as a remote node, harvested over CSW by a stored source into a second fresh database:
seconds against the target (2 minutes for 10,000), CPU per record, every record once, the
report exact; then the same source again with the remote unchanged.

  --records N         records generated (default 100000, at least 1000)
  --import-files N    files for the import benchmark (default 10000)
  --connections N     autocannon connections (default 16; 64 with --soak)
  --seconds N         seconds per scenario (default 5; per round with --baseline, default 3)
  --rounds N          rounds per side with --baseline (default 5)
  --current DIR       with --baseline: compare DIR's build instead of this checkout's
  --scenario TEXT     with --baseline: only scenarios whose name contains TEXT (repeatable)
  --only GROUPS       rest, portal, csw, ogcapi and/or dcat (default all)
  --minutes N         soak length (default 5)
  --out FILE          where the JSON goes

Examples:
  npm run bench -- --records 10000
  npm run bench -- --soak --minutes 2
  npm run bench -- --baseline ../simpul-before --records 10000
  npm run bench -- --filter-table
  npm run bench -- --engine
  npm run bench -- --engine --embedded
  npm run bench -- --harvest`,
  options: {
    records: { type: "string", default: "100000" },
    "import-files": { type: "string", default: "10000" },
    connections: { type: "string" },
    seconds: { type: "string" },
    rounds: { type: "string", default: "5" },
    baseline: { type: "string" },
    current: { type: "string" },
    scenario: { type: "string", multiple: true },
    only: { type: "string", default: SCENARIO_GROUPS.join(",") },
    out: { type: "string" },
    soak: { type: "boolean", default: false },
    "filter-table": { type: "boolean", default: false },
    engine: { type: "boolean", default: false },
    embedded: { type: "boolean", default: false },
    harvest: { type: "boolean", default: false },
    minutes: { type: "string", default: "5" },
  },
});
const usageError = (message: string) => refuse(USAGE, `bench: ${message}`);
const count = (name: string, value: string, min: number) => {
  const number = Number(value);
  if (!Number.isInteger(number) || number < min)
    usageError(`--${name} must be a whole number >= ${min} (got "${value}")`);
  return number;
};
const records = count("records", values.records, 1000);
const groups = new Set(values.only.split(",").map((group) => group.trim()));
for (const group of groups) {
  if (!(SCENARIO_GROUPS as readonly string[]).includes(group))
    usageError(`--only takes ${SCENARIO_GROUPS.join(", ")} (got "${group}")`);
}
const minutes = Number(values.minutes);
if (!(minutes >= 0.5 && minutes <= 120))
  usageError(`--minutes must be between 0.5 and 120 (got "${values.minutes}")`);
// The local PostgreSQL unless told otherwise; set before anything reads the environment.
if (!process.env.DATABASE_URL) {
  process.env.DATABASE_URL = `postgresql://${userInfo().username}@127.0.0.1:5432/postgres`;
  console.log(`bench: DATABASE_URL is not set; using ${process.env.DATABASE_URL}`);
}
if (values.harvest) {
  const { runHarvestBench } = await import("./harvest");
  const harvestRecords = process.argv.includes("--records") ? records : 10_000;
  await runHarvestBench({
    records: harvestRecords,
    out: values.out ?? `bench/results/harvest-records-${harvestRecords}.json`,
  });
} else if (values.engine) {
  const { runEngineBench } = await import("./engine");
  const engineRecords = process.argv.includes("--records") ? records : 10_000;
  await runEngineBench({
    records: engineRecords,
    embedded: values.embedded,
    out:
      values.out ?? `bench/results/engine-${values.embedded ? "embedded-" : ""}records-${engineRecords}.json`,
  });
} else if (values["filter-table"]) {
  const { runFilterTable } = await import("./filter-table");
  await runFilterTable(values.out ?? "bench/results/filter-table-records-10000.json");
} else if (values.baseline) {
  const { runComparison } = await import("./compare");
  await runComparison({
    baseline: values.baseline,
    ...(values.current ? { current: values.current } : {}),
    ...(values.scenario ? { scenarioNames: values.scenario } : {}),
    records,
    connections: count("connections", values.connections ?? "16", 1),
    seconds: count("seconds", values.seconds ?? "3", 1),
    rounds: count("rounds", values.rounds, 1),
    groups: groups as Set<ScenarioGroup>,
    out: values.out ?? `bench/results/compare-records-${records}.json`,
  });
} else if (values.soak) {
  const { runSoak } = await import("./soak");
  await runSoak({
    records,
    connections: count("connections", values.connections ?? "64", 1),
    minutes,
    out: values.out ?? `bench/results/soak-records-${records}.json`,
  });
} else {
  const { runSuite } = await import("./suite");
  await runSuite({
    records,
    importFiles: count("import-files", values["import-files"], 0),
    connections: count("connections", values.connections ?? "16", 1),
    seconds: count("seconds", values.seconds ?? "5", 1),
    groups: groups as Set<ScenarioGroup>,
    out: values.out ?? `bench/results/records-${records}.json`,
  });
}
