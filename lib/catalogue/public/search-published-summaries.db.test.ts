import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDbForTests } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import type { TPublicMetadataQuery } from "@/lib/schemas/public-metadata";
import { relevanceTier } from "@/lib/search/words";
import { createTestDatabase, type TestDatabase, testEngine } from "@/test/support/test-database";
import { catalogueHits, catalogueSearch } from "./catalogue-search";
import { RELEVANCE_WINDOW, searchPublishedSummaries } from "./search-published-summaries";

// A page by relevance is read tier by tier, each from the newest records first and, where they
// do not hold enough of it, through the word indexes (search-published-summaries.ts). Every
// page, whichever way it was read and across the tiers' boundaries, must be what sorting every
// hit by its tier and then newest first gives.

/** Every hit in relevance order, computed the plain way: its tier, then newest first. */
async function relevanceOrder(database: TestDatabase, query: TPublicMetadataQuery) {
  const hits = catalogueHits(catalogueSearch(query));
  const rows = await database.db.$queryRaw<{ id: string }[]>`
    WITH ${hits.with} SELECT m."id" FROM ${hits.from} WHERE ${hits.where}
     ORDER BY ${relevanceTier(Prisma.sql`tq."query"`)}, m."publishedAt" DESC, m."id" ASC`;
  return rows.map((row) => row.id);
}

describe(`relevance pages on ${testEngine}`, () => {
  let database: TestDatabase;
  const statements: string[] = [];
  beforeAll(async () => {
    database = await createTestDatabase({ from: "seeded", onQuery: (query) => statements.push(query) });
    setDbForTests(database.db);
  });
  afterAll(() => database?.close());

  /** Words of the published titles and keywords whose hits fall in the most tiers (title, keywords, elsewhere). */
  async function wordsAcrossTiers() {
    const rows = await database.db.$queryRaw<{ word: string; tiers: number }[]>`
      WITH words AS (
        SELECT DISTINCT lower(unnest(regexp_split_to_array(judul, '[^[:alpha:]]+'))) AS word FROM "MetadataCari"
      ), tiers AS (
        SELECT w.word, ${relevanceTier(Prisma.sql`tq.q`)} AS tier FROM words w
          CROSS JOIN LATERAL (SELECT (simpul_tsquery(w.word) || to_tsquery('pg_catalog.simple', w.word || ':*')) AS q) tq
          JOIN "MetadataCari" m ON m."searchVector" @@ tq.q
         WHERE length(w.word) >= 4
      )
      SELECT word, count(DISTINCT tier)::int AS tiers FROM tiers GROUP BY word
      HAVING count(*) BETWEEN 3 AND 40 ORDER BY count(DISTINCT tier) DESC, count(*) DESC, word LIMIT 6`;
    return rows;
  }

  /**
   * The number of newest published records that holds exactly `count` title hits of the word
   * (null if it has fewer).
   */
  async function windowHolding(word: string, count: number) {
    const [row] = await database.db.$queryRaw<{ window: number | null }[]>`
      SELECT (SELECT n FROM (
        SELECT row_number() OVER (ORDER BY m."publishedAt" DESC, m."id" ASC)::int AS n,
               ts_filter(m."rankVector", '{a}') @@ (simpul_tsquery(${word}) || to_tsquery('pg_catalog.simple', ${word} || ':*')) AS "inTitle"
          FROM "MetadataCari" m
      ) newest WHERE "inTitle" ORDER BY n OFFSET ${count - 1} LIMIT 1) AS "window"`;
    return row?.window ?? null;
  }

  it("gives every page exactly as sorting every hit by tier and then newest first does", async () => {
    const words = await wordsAcrossTiers();
    expect(words.length).toBeGreaterThanOrEqual(3);
    // Hits in all three tiers for at least one word, and in two for another.
    expect(words[0]?.tiers).toBe(3);
    expect(words[1]?.tiers).toBeGreaterThanOrEqual(2);
    const pageSize = 4;
    const reads = { window: 0, restWindow: 0, tierPages: 0, tierCounts: 0 };
    let partialWindows = 0;
    for (const { word } of words) {
      for (const query of [{ q: word }, { q: word, tipeData: "vector" }] satisfies TPublicMetadataQuery[]) {
        const expected = await relevanceOrder(database, query);
        // Five title hits: page 1 (four) is read from them, page 2 (to the eighth) is not.
        const holdingFive = (await windowHolding(word, pageSize + 2))
          ? await windowHolding(word, pageSize + 1)
          : null;
        if (holdingFive) partialWindows++;
        for (const relevanceWindow of [3, ...(holdingFive ? [holdingFive] : []), RELEVANCE_WINDOW]) {
          const pages = Math.ceil(expected.length / pageSize) + 1;
          const seen: string[] = [];
          for (let page = 1; page <= pages; page++) {
            statements.length = 0;
            const result = await searchPublishedSummaries({ ...query, page, pageSize }, { relevanceWindow });
            expect(result.total, `${word} page ${page}`).toBe(expected.length);
            seen.push(...result.records.map((record) => record.id));
            reads.window += statements.filter((s) => /row_number\(\)/.test(s)).length;
            reads.restWindow += statements.filter((s) => /worded AS MATERIALIZED/.test(s)).length;
            reads.tierPages += statements.filter(
              (s) => /OFFSET/.test(s) && /ts_filter|coalesce/.test(s),
            ).length;
            reads.tierCounts += statements.filter(
              (s) => /count\(\*\)/.test(s) && /ts_filter|coalesce/.test(s),
            ).length;
          }
          expect(seen, `${JSON.stringify(query)}, window ${relevanceWindow}`).toEqual(expected);
        }
      }
    }
    // Every way of reading a page was taken, a first page from a window that held only it too.
    expect(partialWindows).toBeGreaterThan(0);
    expect(reads.window).toBeGreaterThan(0);
    expect(reads.restWindow).toBeGreaterThan(0);
    expect(reads.tierPages).toBeGreaterThan(0);
    expect(reads.tierCounts).toBeGreaterThan(0);
  });

  it("orders several words the same way, by the tier that holds all of them", async () => {
    const [first, second] = await wordsAcrossTiers();
    const query = { q: `${first?.word} ${second?.word}` };
    const expected = await relevanceOrder(database, query);
    for (const relevanceWindow of [1, RELEVANCE_WINDOW]) {
      const result = await searchPublishedSummaries(
        { ...query, page: 1, pageSize: 100 },
        { relevanceWindow },
      );
      expect(result.records.map((record) => record.id)).toEqual(expected);
    }
  });

  it("puts a newer title hit before an older one whatever the weights, and a title hit before a keyword hit", async () => {
    const [{ word } = { word: "" }] = await wordsAcrossTiers();
    const result = await searchPublishedSummaries({ q: word, pageSize: 100 });
    const tiers = await database.db.$queryRaw<{ id: string; tier: number; publishedAt: Date }[]>`
      SELECT m."id", ${relevanceTier(Prisma.sql`(simpul_tsquery(${word}) || to_tsquery('pg_catalog.simple', ${word} || ':*'))`)} AS "tier",
             m."publishedAt"
        FROM "MetadataCari" m WHERE m."id" = ANY(${result.records.map((record) => record.id)}::text[])`;
    const byId = new Map(tiers.map((row) => [row.id, row]));
    const inOrder = result.records.map((record) => byId.get(record.id));
    for (let i = 1; i < inOrder.length; i++) {
      const [before, after] = [inOrder[i - 1], inOrder[i]];
      if (!before || !after) throw new Error("a hit without its row");
      expect(before.tier).toBeLessThanOrEqual(after.tier);
      if (before.tier === after.tier)
        expect(before.publishedAt.getTime()).toBeGreaterThanOrEqual(after.publishedAt.getTime());
    }
  });
});
