// npm run bench [-- --records N]: the data-layer targets on a fresh database of its own (a new
// database on the server at DATABASE_URL, or in-memory PGlite without it). Generates N
// (default 100,000) synthetic published records (target: 100,000 in under 120 s), then
// times a bbox query and a full-text query.
import { parseArgs } from "node:util";
import { generatePublishedRecords } from "@/prisma/seed/generate-records";
import { seedDatabase } from "@/prisma/seed/seed-database";
import { createTestDatabase } from "@/test/support/test-database";

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
} finally {
  await database.close();
}
