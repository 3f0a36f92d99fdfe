import { renderMissing } from "@/lib/catalogue/records/render-stored";
import { fillSearchText } from "@/lib/catalogue/records/search-text";
import { generatePublishedRecords } from "@/prisma/seed/generate-records";
import { seedDatabase } from "@/prisma/seed/seed-database";
import { createTestDatabase, type TestDatabase } from "@/test/support/test-database";
import { describeMachine } from "./machine";

/**
 * A fresh PostgreSQL database for a benchmark run: the demo organisations and users, then
 * `records` generated published records with their AnyText values and stored renderings (CSW, OGC API, DCAT),
 * analysed: as a running catalogue has them. Rendered here, not by the servers' background
 * renderer, which would otherwise spend the first minutes of the run rendering (both servers
 * at once), and every figure measured meanwhile would carry its CPU. The caller closes (drops) it.
 */
export async function openBenchDatabase(records: number, log: (message: string) => void) {
  const database: TestDatabase = await createTestDatabase();
  try {
    if (!database.url) throw new Error("the benchmark needs PostgreSQL (DATABASE_URL)");
    const machine = await describeMachine(database.sql);
    await seedDatabase(database.db, { recordCount: 0 });
    log(`generating ${records} published records`);
    const started = performance.now();
    await generatePublishedRecords(database.sql, { count: records });
    const generateSeconds = Number(((performance.now() - started) / 1000).toFixed(1));
    log(`generated in ${generateSeconds} s; writing their AnyText values`);
    const valuesStarted = performance.now();
    await fillSearchText(database.db);
    log(`AnyText values written in ${((performance.now() - valuesStarted) / 1000).toFixed(1)} s`);
    const renderStarted = performance.now();
    const rendered = await renderMissing(database.db);
    log(
      `${rendered} records' renderings (CSW, OGC API, DCAT) stored in ${((performance.now() - renderStarted) / 1000).toFixed(1)} s`,
    );
    await database.sql.exec(`VACUUM ANALYZE`);
    return { database, url: database.url, machine, generateSeconds };
  } catch (error) {
    await database.close();
    throw error;
  }
}
