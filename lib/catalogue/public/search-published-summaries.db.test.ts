import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDbForTests } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import type { TPublicMetadataQuery } from "@/lib/schemas/public-metadata";
import { createTestDatabase, type TestDatabase, testEngine } from "@/test/support/test-database";
import { catalogueHits, catalogueSearch } from "./catalogue-search";
import { OR_ONLY_QUERY, searchPublishedSummaries } from "./search-published-summaries";

// A one-word search ranked by relevance reads its first pages from the hits whose title or
// keywords hold the word (search-published-summaries.ts says why that is exact). Every page,
// across the boundary between those hits and the rest, must be what ranking every hit gives.

/** The relevance order of every hit, computed the plain way: ts_rank over all of them. */
async function rankedIds(database: TestDatabase, query: TPublicMetadataQuery) {
  const hits = catalogueHits(catalogueSearch(query));
  const rows = await database.db.$queryRaw<{ id: string }[]>`
    WITH ${hits.with} SELECT m."id" FROM ${hits.from} WHERE ${hits.where}
     ORDER BY ts_rank(m."rankVector", tq."query") DESC, m."publishedAt" DESC, m."id" ASC`;
  return rows.map((row) => row.id);
}

/** Whether a statement read a page from the hits whose rank vector matches. */
const fromTitles = (statement: string) => /"rankVector" @@/.test(statement) && /ts_rank/.test(statement);

describe(`relevance pages of a one-word search on ${testEngine}`, () => {
  let database: TestDatabase;
  const statements: string[] = [];
  beforeAll(async () => {
    database = await createTestDatabase({ from: "seeded", onQuery: (query) => statements.push(query) });
    setDbForTests(database.db);
  });
  afterAll(() => database?.close());

  /** Words of the published titles with hits beyond the titles and keywords that hold them. */
  async function wordsWithHitsBeyondTitles() {
    const rows = await database.db.$queryRaw<{ word: string }[]>`
      SELECT w.word FROM (
        SELECT DISTINCT lower(unnest(regexp_split_to_array(judul, '[^[:alpha:]]+'))) AS word FROM "MetadataCari"
      ) w CROSS JOIN LATERAL (SELECT (simpul_tsquery(w.word) || to_tsquery('pg_catalog.simple', w.word || ':*')) AS q) tq
       WHERE length(w.word) >= 4
         AND (SELECT count(*) FROM "MetadataCari" m WHERE m."rankVector" @@ tq.q) BETWEEN 3 AND 40
         AND (SELECT count(*) FROM "MetadataCari" m WHERE m."searchVector" @@ tq.q)
           > (SELECT count(*) FROM "MetadataCari" m WHERE m."rankVector" @@ tq.q)
       ORDER BY w.word LIMIT 6`;
    return rows.map((row) => row.word);
  }

  it("gives every page exactly as ranking every hit does, from the titles' hits while they last", async () => {
    const words = await wordsWithHitsBeyondTitles();
    expect(words.length).toBeGreaterThanOrEqual(3);
    const pageSize = 4;
    let pagesFromTitles = 0;
    for (const word of words) {
      for (const query of [{ q: word }, { q: word, tipeData: "vector" }] satisfies TPublicMetadataQuery[]) {
        const expected = await rankedIds(database, query);
        const pages = Math.ceil(expected.length / pageSize) + 1;
        const seen: string[] = [];
        for (let page = 1; page <= pages; page++) {
          statements.length = 0;
          const result = await searchPublishedSummaries({ ...query, page, pageSize });
          expect(result.total, `${word} page ${page}`).toBe(expected.length);
          seen.push(...result.records.map((record) => record.id));
          if (statements.some(fromTitles)) pagesFromTitles++;
        }
        expect(seen, JSON.stringify(query)).toEqual(expected);
      }
    }
    // The first pages came from the titles' hits; those past them from ranking every hit.
    expect(pagesFromTitles).toBeGreaterThanOrEqual(words.length);
  });

  it("ranks every hit for several words, whose ranking is not an OR", async () => {
    const [first, second] = await wordsWithHitsBeyondTitles();
    const query = { q: `${first} ${second}` };
    const expected = await rankedIds(database, query);
    statements.length = 0;
    const result = await searchPublishedSummaries({ ...query, page: 1, pageSize: 100 });
    expect(result.records.map((record) => record.id)).toEqual(expected);
    expect(statements.filter(fromTitles)).toEqual([]);
  });

  it("reads from the titles only while the word's tsquery is an OR", async () => {
    const [word] = await wordsWithHitsBeyondTitles();
    const fromTitlesWith = async (tsquery: Prisma.Sql) => {
      const [row] = await database.db.$queryRaw<{ n: number }[]>`
        WITH tq AS MATERIALIZED (SELECT ${tsquery} AS "query")
        SELECT count(*)::int AS n FROM "MetadataCari" m CROSS JOIN tq
         WHERE m."rankVector" @@ tq."query" AND ${OR_ONLY_QUERY}`;
      return row?.n;
    };
    expect(await fromTitlesWith(Prisma.sql`simpul_tsquery(${word})`)).toBeGreaterThan(0);
    // The same records, asked as an AND or as a phrase: ranked otherwise, so not from the titles.
    expect(await fromTitlesWith(Prisma.sql`simpul_tsquery(${word}) && simpul_tsquery(${word})`)).toBe(0);
    expect(await fromTitlesWith(Prisma.sql`simpul_tsquery(${`${word}¹${word}`})`)).toBe(0);
    // One word to us, a phrase to PostgreSQL's parser: every hit ranked, as the plain way.
    const query = { q: `${word}¹${word}` };
    const result = await searchPublishedSummaries({ ...query, page: 1, pageSize: 100 });
    expect(result.records.map((record) => record.id)).toEqual(await rankedIds(database, query));
  });
});
