import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as kualitasGET } from "@/app/api/metadata/[id]/kualitas/route";
import { GET as detailGET } from "@/app/api/public/metadata/[id]/route";
import { GET as xmlGET } from "@/app/api/public/metadata/[id]/xml/route";
import { GET as listGET } from "@/app/api/public/metadata/route";
import { GET as statsGET } from "@/app/api/public/stats/route";
import { GET as cswGET } from "@/app/csw/route";
import { GET as dcatRecordGET } from "@/app/dcat/[id]/route";
import { GET as dcatGET } from "@/app/dcat/route";
import { GET as ogcItemGET } from "@/app/ogcapi/collections/[collectionId]/items/[recordId]/route";
import { GET as ogcItemsGET } from "@/app/ogcapi/collections/[collectionId]/items/route";
import { scenarios } from "@/bench/scenarios";
import { setDbForTests } from "@/lib/db/client";
import { generatePublishedRecords } from "@/prisma/seed/generate-records";
import { seedDatabase } from "@/prisma/seed/seed-database";
import { replicateRecords } from "@/test/support/replicate-records";
import { createTestDatabase, type TestDatabase, testEngine } from "@/test/support/test-database";

// At 100,000 published records on PostgreSQL, no statement behind the benchmark's REST and CSW
// requests may read a record table from end to end. The requests are the benchmark's own
// (bench/scenarios.ts); each is sent to its route handler, every statement the handler sends
// is captured with its parameters, and PostgreSQL's plan for it is checked for a sequential
// scan of "Metadata" or of a table of rows that belong to records.

/**
 * On the embedded database, twice the 10,000 records its benchmark serves: catalogues of
 * 100,000 records are PostgreSQL's, where this one is built in about a minute. On PGlite the
 * file took one to three minutes of CI's run (20,000 records: 37-54 s); no plan read a record
 * table there at either size.
 */
const RECORDS = testEngine === "pglite" ? 20_000 : 100_000;
/** Generated in JavaScript; the rest are copies of these (test/support/replicate-records.ts). */
const GENERATED = 10_000;

interface Captured {
  query: string;
  params: unknown[];
}

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

/** The route handler for a benchmark path, with its dynamic segments. */
function routeOf(path: string): { handler: Handler; params: Record<string, string> } {
  const { pathname } = new URL(path, "http://localhost");
  const segments = pathname.split("/").filter(Boolean);
  if (pathname === "/csw") return { handler: cswGET as Handler, params: {} };
  if (pathname === "/api/public/metadata") return { handler: listGET as Handler, params: {} };
  if (pathname === "/api/public/stats") return { handler: statsGET as Handler, params: {} };
  if (pathname === "/dcat") return { handler: dcatGET as Handler, params: {} };
  if (segments[0] === "dcat")
    return { handler: dcatRecordGET as Handler, params: { id: segments[1] as string } };
  if (segments[0] === "ogcapi")
    return segments.length === 4
      ? { handler: ogcItemsGET as Handler, params: { collectionId: "katalog" } }
      : {
          handler: ogcItemGET as Handler,
          params: { collectionId: "katalog", recordId: segments[4] as string },
        };
  const id = segments[3] as string;
  if (pathname.endsWith("/xml")) return { handler: xmlGET as Handler, params: { id } };
  if (pathname.endsWith("/kualitas"))
    return { handler: kualitasGET as Handler, params: { id: segments[2] as string } };
  return { handler: detailGET as Handler, params: { id } };
}

interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  Plans?: PlanNode[];
}

const sequentialScans = (node: PlanNode): string[] => [
  ...(node["Node Type"] === "Seq Scan" ? [node["Relation Name"] as string] : []),
  ...(node.Plans ?? []).flatMap(sequentialScans),
];

describe(`query plans at ${RECORDS.toLocaleString("en")} records on ${testEngine}`, () => {
  let database: TestDatabase;
  const captured: Captured[] = [];
  let recordTables: Set<string>;
  let listening = false;

  beforeAll(async () => {
    database = await createTestDatabase({
      onQuery: (query, params) => {
        if (listening) captured.push({ query, params });
      },
    });
    await seedDatabase(database.db, { recordCount: 0 });
    await generatePublishedRecords(database.sql, { count: GENERATED, seed: 9 });
    await replicateRecords(database.sql, RECORDS / GENERATED);
    await database.sql.exec("VACUUM ANALYZE");
    // Tables with rows that belong to records, big enough for a full read to matter (an empty
    // table, such as quality documents here, is rightly read as it is).
    recordTables = new Set(
      (
        await database.sql.query<{ relname: string }>(
          `SELECT c.relname FROM pg_class c
            WHERE c.relkind = 'r' AND c.reltuples > 10000 AND (c.relname IN ('Metadata', 'MetadataCari', 'MetadataCariKata') OR EXISTS (
              SELECT 1 FROM information_schema.columns i
               WHERE i.table_schema = current_schema() AND i.table_name = c.relname AND i.column_name = 'metadataId'))`,
        )
      ).map((row) => row.relname),
    );
    setDbForTests(database.db);
  }, 600_000);
  afterAll(() => database?.close());

  it("holds the generated records, and their keywords and contacts in tables big enough to check", async () => {
    const [row] = await database.sql.query<{ published: number }>(
      `SELECT count(*)::int AS published FROM "Metadata" WHERE "status" = 'PUBLISHED'`,
    );
    expect(row?.published).toBe(RECORDS);
    expect(recordTables).toContain("Metadata");
    expect(recordTables).toContain("MetadataKataKunci");
    expect(recordTables).toContain("MetadataCari");
    expect(recordTables).toContain("MetadataCariKata");
  });

  it("reads no record table sequentially for any benchmark request", async () => {
    const [record] = await database.sql.query<{ id: string }>(
      `SELECT "id" FROM "Metadata" ORDER BY "id" OFFSET 1000 LIMIT 1`,
    );
    const requests = scenarios({ recordId: record?.id as string, word: "hutan", category: "environment" })
      .filter((scenario) => scenario.group !== "portal")
      // format=xslt needs an administrator's stylesheet; its queries are those of the other formats.
      .filter((scenario) => !scenario.request.path.endsWith("format=xslt"));
    const offenders: string[] = [];
    let explained = 0;
    let wordAndBoxPlans = 0;
    for (const { name, request } of requests) {
      const { path } = request;
      captured.length = 0;
      listening = true;
      const { handler, params } = routeOf(path);
      const response = await handler(new Request(new URL(path, "http://localhost")), {
        params: Promise.resolve(params),
      });
      listening = false;
      expect(response.status, path).toBe(200);
      for (const { query, params: values } of captured) {
        if (!/^\s*(SELECT|WITH)\b/i.test(query)) continue;
        const [row] = await database.sql.query<{ "QUERY PLAN": [{ Plan: PlanNode }] }>(
          `EXPLAIN (FORMAT JSON) ${query}`,
          values,
        );
        if (!row) throw new Error(`no plan for ${query}`);
        explained++;
        const scanned = sequentialScans(row["QUERY PLAN"][0].Plan).filter((table) => recordTables.has(table));
        // A word search beside a box is driven by the word index (spatialSql explains why); a
        // one-word REST search's first page by its rank vector's index (the titles' hits).
        if (/AnyText\+BBOX|q\+bbox/.test(name) && /count\(|ts_rank/.test(query)) {
          wordAndBoxPlans++;
          if (!/"Metadata(Cari)?_(searchVector|rankVector)_idx"/.test(JSON.stringify(row["QUERY PLAN"])))
            offenders.push(`${path}\n  does not use the word index in:\n  ${query.slice(0, 400)}`);
        }
        if (scanned.length)
          offenders.push(
            `${path}\n  scans ${scanned.join(", ")} in:\n  ${query.replace(/\s+/g, " ").slice(0, 400)}`,
          );
      }
    }
    expect(explained).toBeGreaterThan(requests.length);
    expect(wordAndBoxPlans).toBeGreaterThanOrEqual(2); // the REST and CSW counts or rankings
    expect(offenders, offenders.join("\n\n")).toEqual([]);
  }, 300_000);
});
