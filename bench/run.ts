// npm run bench [-- --records N]: performance targets on a fresh database of its own (a new
// database on the server at DATABASE_URL, or in-memory PGlite without it).
//  1. Generates N (default 100,000) synthetic published records (target: 100,000 < 120 s),
//     and times a bbox query and a full-text query in SQL.
//  2. With DATABASE_URL and a production build: starts `next start` on that database and
//     loads GET /api/public/metadata with 8 concurrent clients (targets: q + bbox p95 < 30 ms,
//     unfiltered first page p95 < 15 ms).
import { parseArgs } from "node:util";
import { generatePublishedRecords } from "@/prisma/seed/generate-records";
import { seedDatabase } from "@/prisma/seed/seed-database";
import { createTestDatabase } from "@/test/support/test-database";
import { runLoad } from "./api-load";
import { startServer } from "./start-server";
import { hasWrk, wrkLoad } from "./wrk-load";

/** Search words and province-sized boxes (N, S, E, W) for the q + bbox scenario. */
const WORDS = [
  "hutan",
  "mangrove",
  "sungai",
  "jalan",
  "banjir",
  "sawah",
  "penduduk",
  "pesisir",
  "longsor",
  "batas",
];
const BOXES = [
  [-5.9, -7.8, 108.8, 106.4],
  [-8.1, -8.9, 115.7, 114.4],
  [2.4, -2.4, 119.0, 113.8],
  [-1.9, -7.8, 121.8, 118.8],
  [0.8, -2.3, 104.0, 100.0],
];

const { values } = parseArgs({ options: { records: { type: "string", default: "100000" } } });
const count = Number(values.records);
const database = await createTestDatabase();
try {
  await seedDatabase(database.db, { recordCount: 0 });
  const started = performance.now();
  await generatePublishedRecords(database.sql, { count });
  const generateSeconds = (performance.now() - started) / 1000;
  await database.sql.exec(`ANALYZE "Metadata"`);

  const timeQuery = async (sql: string, params: unknown[] = [], runs = 20) => {
    await database.sql.query(sql, params);
    const t0 = performance.now();
    for (let i = 0; i < runs; i++) await database.sql.query(sql, params);
    return (performance.now() - t0) / runs;
  };
  const bboxQuery = `SELECT count(*) FROM "Metadata" WHERE bbox && box(point(110.3,-7.9), point(110.5,-7.7))`;
  const fullTextQuery = `SELECT count(*) FROM "Metadata" WHERE "searchVector" @@ simpul_tsquery($1)`;
  const results = {
    engine: database.engine,
    records: count,
    generateSeconds: Number(generateSeconds.toFixed(1)),
    recordsPerSecond: Math.round(count / generateSeconds),
    target: "generate 100,000 in < 120 s",
    bboxQueryMs: Number((await timeQuery(bboxQuery)).toFixed(2)),
    fullTextQueryMs: Number((await timeQuery(fullTextQuery, ["mangrove pesisir"])).toFixed(2)),
  };
  console.log(JSON.stringify(results, null, 2));
  if (database.url) {
    await database.sql.exec(`VACUUM ANALYZE "Metadata"`);
    const server = await startServer(database.url, 3170);
    try {
      // wrk when installed (apt-get install wrk): the Node client below takes a good share of
      // the 2 cores itself and so inflates the server's latencies.
      const warmThenMeasure = (mode: "first" | "search") => {
        wrkLoad(server.url, mode, 3); // fills the catalogue cache, as steady traffic would
        return wrkLoad(server.url, mode);
      };
      const api = hasWrk()
        ? {
            client: "wrk, 8 connections, 10 s each",
            firstPage: warmThenMeasure("first"),
            searchWithBboxWarm: warmThenMeasure("search"),
            searchWithBboxUncached: wrkLoad(server.url, "cold"),
          }
        : {
            client: "Node fetch, 8 clients x 200 requests (install wrk for fairer figures)",
            firstPage: await runLoad(server.url, () => "/api/public/metadata"),
            searchWithBboxWarm: await runLoad(server.url, (client, i) => {
              const [n, s, e, w] = BOXES[(client + i) % BOXES.length] as number[];
              const word = WORDS[(client * 7 + i) % WORDS.length];
              return `/api/public/metadata?q=${word}&bboxN=${n}&bboxS=${s}&bboxE=${e}&bboxW=${w}`;
            }),
          };
      const targets = "q+bbox p95 < 30 ms; first page p95 < 15 ms";
      console.log(JSON.stringify({ api: { ...api, targets } }, null, 2));
    } finally {
      server.stop();
    }
  } else {
    console.log("API load skipped: it needs DATABASE_URL (a PostgreSQL server) and a production build.");
  }
} finally {
  await database.close();
}
