// npm run bench: measures the data-layer targets of issue 2 on a fresh database of its own
// (the PostgreSQL server at DATABASE_URL, or in-memory PGlite without it).
//   BENCH_RECORDS (default 100000): synthetic published records to generate; target < 120 s.
import { parseArgs } from "node:util";
import { seedDatabase } from "@/prisma/seed/seed-database";
import { generatePublishedRecords } from "@/prisma/seed/generate-records";
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
  const results = {
    engine: database.engine,
    records: count,
    generateSeconds: Number(generateSeconds.toFixed(1)),
    recordsPerSecond: Math.round(count / generateSeconds),
    target: "generate 100,000 in < 120 s",
    bboxQueryMs: Number(
      (await timeQuery(`SELECT count(*) FROM "Metadata" WHERE bbox && box(point(110.3,-7.9), point(110.5,-7.7))`)).toFixed(2),
    ),
    fullTextQueryMs: Number(
      (await timeQuery(`SELECT count(*) FROM "Metadata" WHERE "searchVector" @@ simpul_tsquery($1)`, ["mangrove pesisir"])).toFixed(2),
    ),
  };
  console.log(JSON.stringify(results, null, 2));
} finally {
  await database.close();
}
