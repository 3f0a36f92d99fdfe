// npm run harvest -- <url> --protokol csw|ogcapi|oai-pmh|waf [--status DRAFT|PUBLISHED]
//                    [--organisasi KODE] [--pengguna EMAIL] [--filter F] [--q Q] [--bbox W,S,E,N]
//                    [--set S] [--sejak DATE] [--lanjut CURSOR] [--uji]
// Harvests a remote catalogue node once into this catalogue, through the import every file
// goes through; prints the report. Exit 0 when every record went in, 1 when some did not or
// the remote failed mid-way, 2 on a usage error.
import "./load-settings"; // first: the .env files, before anything reads the environment
import { z } from "zod";
import { getDb } from "../lib/db/client";
import { getEnv } from "../lib/env";
import {
  type HarvestProtocolName,
  type HarvestQuery,
  unreadConstraintMessage,
  unreadConstraints,
} from "../lib/harvest/protocol";
import { HARVEST_PROTOCOLS } from "../lib/harvest/registry";
import { createRemoteFetch } from "../lib/harvest/remote-fetch";
import { runHarvest } from "../lib/harvest/run-harvest";
import { readCommandLine, usageError } from "./command-line";
import { openImportDatabase } from "./open-import-database";

const COMMAND = {
  usage:
    "Usage: npm run harvest -- <url> --protokol csw|ogcapi|oai-pmh|waf [--status DRAFT|PUBLISHED] [--organisasi KODE] [--pengguna EMAIL] [--filter F] [--q Q] [--bbox W,S,E,N] [--set S] [--sejak DATE] [--lanjut CURSOR] [--uji]",
  help: `
Harvests a remote catalogue node once: its records go through the same import as files (each
its own transaction; a record harvested before is updated, matched by its file identifier;
one held by another organisation is not overwritten). Prints what the remote offers, then the
report: records seen, added, updated, in conflict and failed, each failure with its reason.

  --protokol P        csw (CSW 2.0.2), ogcapi (OGC API – Records), oai-pmh, waf (a folder of XML files)
  --status S          status of new records: DRAFT (default) or PUBLISHED (a trusted source)
  --organisasi KODE   organisation of the records (default: the user's)
  --pengguna EMAIL    the user recorded as importing them (default: the first administrator)
  --filter F          CSW: an OGC Filter (XML) or CQL text; OGC API: a CQL2 text filter
  --q Q, --bbox W,S,E,N   OGC API: free text, a box (longitude, latitude)
  --set S             OAI-PMH: a set
  --sejak DATE        only records modified since (an incremental harvest)
  --lanjut CURSOR     go on from where an interrupted harvest stopped (the report prints it)
  --uji               only ask what the remote offers ("test connection")

Sources on loopback, private or link-local addresses are refused unless
HARVEST_ALLOW_PRIVATE_ADDRESSES=true. Exit 0 when every record went in, 1 otherwise, 2 on a
usage error.

Examples:
  npm run harvest -- https://geoportal.example.go.id/csw --protokol csw --uji
  npm run harvest -- https://geoportal.example.go.id/csw --protokol csw --organisasi BIG
  npm run harvest -- https://data.example.go.id/oai --protokol oai-pmh --set peta --sejak 2026-01-01`,
  options: {
    protokol: { type: "string" },
    status: { type: "string" },
    organisasi: { type: "string" },
    pengguna: { type: "string" },
    filter: { type: "string" },
    q: { type: "string" },
    bbox: { type: "string" },
    set: { type: "string" },
    sejak: { type: "string" },
    lanjut: { type: "string" },
    uji: { type: "boolean" },
  },
  positionals: true,
} as const;

const PROTOCOLS: Record<string, HarvestProtocolName> = {
  csw: "CSW",
  ogcapi: "OGCAPI_RECORDS",
  "oai-pmh": "OAI_PMH",
  waf: "WAF",
};

const Args = z.object({
  protokol: z.enum(Object.keys(PROTOCOLS) as [string, ...string[]]),
  status: z.enum(["DRAFT", "PUBLISHED"]).default("DRAFT"),
  organisasi: z.string().min(1).optional(),
  pengguna: z.string().email().optional(),
  filter: z.string().min(1).optional(),
  q: z.string().min(1).optional(),
  bbox: z
    .string()
    .transform((value) => value.split(",").map(Number))
    .pipe(z.tuple([z.number(), z.number(), z.number(), z.number()]))
    .optional(),
  set: z.string().min(1).optional(),
  sejak: z.coerce.date().optional(),
  lanjut: z.string().min(1).optional(),
  uji: z.boolean().default(false),
});

async function main(): Promise<number> {
  const { values, positionals } = readCommandLine(COMMAND);
  const args = Args.safeParse(values);
  if (!args.success) usageError(COMMAND.usage, z.prettifyError(args.error));
  const [url, ...rest] = positionals;
  if (!url || rest.length > 0) usageError(COMMAND.usage, "Name one remote address.");
  const env = getEnv();
  const protocol = PROTOCOLS[args.data.protokol] as HarvestProtocolName;
  const { filter, q, bbox, set } = args.data;
  const unread = unreadConstraints(protocol, { filter, q, bbox, setOai: set });
  if (unread.length > 0)
    usageError(
      COMMAND.usage,
      unread
        .map((field) => `--${field === "setOai" ? "set" : field}: ${unreadConstraintMessage(protocol)}`)
        .join("\n"),
    );
  const fetch = createRemoteFetch({
    timeoutMs: env.HARVEST_REQUEST_TIMEOUT_SECONDS * 1000,
    maxBytes: env.HARVEST_MAX_RESPONSE_MB * 1024 * 1024,
    maxRedirects: 5,
    allowPrivateAddresses: env.HARVEST_ALLOW_PRIVATE_ADDRESSES,
    userAgent: "Simpul-harvester",
  });
  const query: HarvestQuery = {
    url,
    constraint: { filter, q, bbox, set },
    modifiedSince: args.data.sejak ?? null,
    cursor: args.data.lanjut ?? null,
  };
  const offered = await HARVEST_PROTOCOLS[protocol].describe(fetch, query);
  console.log(
    `${offered.title ?? url}: ${offered.records ?? "?"} rekaman (records); format ${offered.chosenFormat ?? "-"}${offered.notes.map((note) => `\n  ${note}`).join("")}`,
  );
  if (args.data.uji) return 0;
  databaseOpened = true;
  const { actor, organisasiId } = await openImportDatabase(env, {
    email: args.data.pengguna,
    organisasiKode: args.data.organisasi,
  });
  const started = performance.now();
  const report = await runHarvest(actor, {
    protocol,
    query,
    fetch,
    status: args.data.status,
    ...(organisasiId ? { organisasiId } : {}),
    onPage: (so) =>
      process.stderr.write(`  ${so.seen} dilihat (seen), ${so.added} baru, ${so.updated} diperbarui\n`),
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Selesai dalam ${seconds} s / done in ${seconds} s: ${report.seen} dilihat (seen), ${report.added} ditambahkan (added), ${report.updated} diperbarui (updated), ${report.conflicts} konflik (conflicts), ${report.failed} gagal (failed), ${report.deletedAtRemote} dihapus di sumber (deleted at the source); sumber menyebut / the remote said ${report.matched ?? "?"}.`,
  );
  for (const problem of report.problems)
    console.log(`${problem.reason} ${problem.remoteId ?? "-"}: ${problem.message}`);
  if (report.stoppedAt)
    console.log(
      `BERHENTI / stopped: ${report.stoppedAt.error}\n  lanjutkan dengan / go on with: --lanjut ${report.stoppedAt.cursor ?? "(dari awal / from the start)"}`,
    );
  return report.failed > 0 || report.conflicts > 0 || report.stoppedAt ? 1 : 0;
}

let databaseOpened = false;
let exitCode = 2;
try {
  exitCode = await main();
} catch (error) {
  // The cause without a stack: an unreachable remote, a database that is not there.
  console.error(`Panen gagal / harvest failed: ${error instanceof Error ? error.message : String(error)}`);
  exitCode = 1;
} finally {
  if (databaseOpened) await (await getDb().catch(() => null))?.$disconnect();
}
process.exit(exitCode);
