// npm run bench [-- --records N] [-- --only catalogue|iso] [-- --import-files N]: performance
// targets on a fresh database of its own (a new database on the server at DATABASE_URL, or
// in-memory PGlite without it).
//  0. ISO XML (bench/iso.ts): encode one record per profile; import N (default 10,000)
//     generated ISO 19139 files.
//     Then the portal's /katalog?q=… page with one client (target < 200 ms), warm and uncached.
//  3. With the server of 2: CSW GetRecords uncached, and cached throughput against a bare Node
//     http server sending the same bytes (bench/csw.ts).
//  1. Generates N (default 100,000) synthetic published records (target: 100,000 < 120 s),
//     and times a bbox query and a full-text query in SQL.
//  2. With DATABASE_URL, a production build and wrk: starts `npm start`'s server on that database and
//     loads GET /api/public/metadata with 8 connections (bench/wrk-list.lua; targets: q + bbox
//     p95 < 30 ms, unfiltered first page p95 < 15 ms), warm and uncached.
import { parseArgs } from "node:util";
import { generatePublishedRecords } from "@/prisma/seed/generate-records";
import { seedDatabase } from "@/prisma/seed/seed-database";
import { createTestDatabase } from "@/test/support/test-database";
import { benchCsw } from "./csw";
import { benchEncoders, benchImport } from "./iso";
import { startServer } from "./start-server";
import { hasWrk, wrkLoad } from "./wrk-load";

const { values } = parseArgs({
  options: {
    records: { type: "string", default: "100000" },
    only: { type: "string" },
    "import-files": { type: "string", default: "10000" },
  },
});
if (values.only !== "catalogue") {
  console.log(JSON.stringify({ encode: benchEncoders() }, null, 2));
  console.log(JSON.stringify({ import: await benchImport(Number(values["import-files"])) }, null, 2));
}
if (values.only === "iso") process.exit(0);
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
  if (database.url && hasWrk()) {
    await database.sql.exec(`VACUUM ANALYZE "Metadata"`);
    const server = await startServer(database.url, 3170);
    try {
      const warmThenMeasure = (mode: "first" | "search") => {
        wrkLoad(server.url, mode, 3); // fills the catalogue cache, as steady traffic would
        return wrkLoad(server.url, mode);
      };
      const api = {
        client: "wrk, 8 connections, 10 s each",
        firstPage: warmThenMeasure("first"),
        searchWithBboxWarm: warmThenMeasure("search"),
        searchWithBboxUncached: wrkLoad(server.url, "cold"),
      };
      const targets = "q+bbox p95 < 30 ms; first page p95 < 15 ms";
      console.log(JSON.stringify({ api: { ...api, targets } }, null, 2));
      // The portal's server-rendered catalogue page (issue 7: < 200 ms at 100,000 records), one
      // client at a time: the latency a visitor sees.
      wrkLoad(server.url, "page", 3, 1);
      const portal = {
        client: "wrk, 1 connection, 10 s each",
        katalogSearchWarm: wrkLoad(server.url, "page", 10, 1),
        katalogSearchUncached: wrkLoad(server.url, "pageq", 10, 1),
        katalogSearchWithBboxUncached: wrkLoad(server.url, "pagecold", 10, 1),
        target: "GET /katalog?q=… < 200 ms",
      };
      console.log(JSON.stringify({ portal }, null, 2));
      console.log(JSON.stringify({ csw: await benchCsw(server.url) }, null, 2));
    } finally {
      server.stop();
    }
  } else {
    console.log(
      "API load skipped: it needs DATABASE_URL (a PostgreSQL server), a production build and wrk " +
        "(apt-get install wrk; a C client, so the load generator leaves the 2 cores to the server).",
    );
  }
} finally {
  await database.close();
}
