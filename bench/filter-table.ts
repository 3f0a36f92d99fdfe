// npm run bench -- --filter-table: CSW filters whose answers were once wrong, asked of the
// reference generator's 10,000 records (seed 42) imported as published, each checked against
// the count their XML gives (worked out by reading the generated files, independently of
// Simpul). Too slow for CI (the import alone takes minutes): it runs here, and fails (exit 1)
// when an answer differs.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { importDocuments } from "@/lib/catalogue/import/import-documents";
import { findPublishedIdPage } from "@/lib/catalogue/public/find-published-id-page";
import { constraintSql } from "@/lib/csw/filter/constraint-sql";
import { parseFilterXml } from "@/lib/csw/filter/parse-filter-xml";
import { setDbForTests } from "@/lib/db/client";
import { readXml } from "@/lib/xml/read-xml";
import { seedDatabase } from "@/prisma/seed/seed-database";
import { SHARED_DIR } from "@/test/support/shared-files";
import { createTestDatabase } from "@/test/support/test-database";

const like = (pattern: string, property = "csw:AnyText") =>
  `<ogc:PropertyIsLike wildCard="%" singleChar="_" escapeChar="\\"><ogc:PropertyName>${property}</ogc:PropertyName><ogc:Literal>${pattern}</ogc:Literal></ogc:PropertyIsLike>`;
const compare = (operator: string, property: string, literal: string) =>
  `<ogc:${operator}><ogc:PropertyName>${property}</ogc:PropertyName><ogc:Literal>${literal}</ogc:Literal></ogc:${operator}>`;

/** Each question with the number of records whose XML answers it. */
const QUESTIONS: { question: string; filter: string; xmlSays: number }[] = [
  { question: "csw:AnyText LIKE '%hutan%'", filter: like("%hutan%"), xmlSays: 2704 },
  { question: "csw:AnyText LIKE '%BMKG%'", filter: like("%BMKG%"), xmlSays: 562 },
  { question: "csw:AnyText LIKE '%utan%'", filter: like("%utan%"), xmlSays: 3425 },
  { question: "csw:AnyText LIKE '%ungai'", filter: like("%ungai"), xmlSays: 468 },
  { question: "csw:AnyText LIKE '%s_ngai%'", filter: like("%s_ngai%"), xmlSays: 847 },
  {
    question: "apiso:OrganisationName = 'Badan Informasi Geospasial'",
    filter: compare("PropertyIsEqualTo", "apiso:OrganisationName", "Badan Informasi Geospasial"),
    xmlSays: 0,
  },
  {
    question: "dc:type = 'series' And apiso:OrganisationName <> 'Badan Informasi Geospasial (BIG)'",
    filter: `<ogc:And>${compare("PropertyIsEqualTo", "dc:type", "series")}${compare("PropertyIsNotEqualTo", "apiso:OrganisationName", "Badan Informasi Geospasial (BIG)")}</ogc:And>`,
    xmlSays: 371,
  },
  {
    question: "apiso:TempExtent_begin >= '2023-01-01'",
    filter: compare("PropertyIsGreaterThanOrEqualTo", "apiso:TempExtent_begin", "2023-01-01"),
    xmlSays: 521,
  },
];

export async function runFilterTable(out: string) {
  const dir = mkdtempSync(path.join(tmpdir(), "simpul-filter-table-"));
  const database = await createTestDatabase();
  try {
    const gen = spawnSync("python3", [
      path.join(SHARED_DIR, "bench/gen_iso19139.py"),
      ...["--count", "10000", "--seed", "42", "--out", dir],
    ]);
    if (gen.status !== 0) throw new Error(`generator failed: ${gen.stderr}`);
    await seedDatabase(database.db, { recordCount: 0 });
    setDbForTests(database.db);
    const admin = await database.db.pengguna.findFirstOrThrow({ where: { peran: "ADMIN" } });
    const files = readdirSync(dir).map((name) => path.join(dir, name));
    console.log(`bench: importing ${files.length} generated records (seed 42)`);
    const summary = await importDocuments(
      { userId: admin.id, role: admin.peran, organisasiId: admin.organisasiId },
      files.map((file) => ({ name: file, read: async () => readFileSync(file) })),
      { status: "PUBLISHED" },
      { concurrency: 8 },
    );
    if (summary.failed > 0) throw new Error(`${summary.failed} generated records were refused`);
    // Only the generated records: the seed's own reference data has no published records.
    const rows = [];
    for (const { question, filter, xmlSays } of QUESTIONS) {
      const document = readXml(`<ogc:Filter xmlns:ogc="http://www.opengis.net/ogc">${filter}</ogc:Filter>`);
      const started = performance.now();
      const { total } = await findPublishedIdPage({
        ...constraintSql(parseFilterXml(document)),
        order: [],
        offset: 0,
        limit: 10,
      });
      rows.push({ question, xmlSays, simpul: total, ms: Math.round(performance.now() - started) });
    }
    console.table(rows);
    writeFileSync(
      out,
      `${JSON.stringify({ records: files.length, engine: database.engine, rows }, null, 2)}\n`,
    );
    console.log(`bench: wrote ${out}`);
    const wrong = rows.filter((row) => row.simpul !== row.xmlSays);
    if (wrong.length > 0) {
      console.error(`bench: ${wrong.length} answer(s) differ from what the XML says`);
      process.exitCode = 1;
    }
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
