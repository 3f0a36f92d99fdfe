import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { setDbForTests } from "@/lib/db/client";
import { getEnv } from "@/lib/env";
import type { TPublicMetadataQuery } from "@/lib/schemas/public-metadata";
import { createTestDatabase, type TestDatabase, testEngine } from "@/test/support/test-database";
import { countPublishedFacets } from "./count-published-facets";
import { searchPublishedCatalogue } from "./search-published-catalogue";
import { searchPublishedSummaries } from "./search-published-summaries";

// The portal's search page asks for a page and the facets of one search; the hits are counted
// once, by the facets, and the page's total is theirs. Both must be what each gives alone.
// Without the response store, so that each answer below is computed, not a stored one.
vi.hoisted(() => vi.stubEnv("RESPONSE_CACHE", "false"));

const COUNT = /SELECT count\(\*\)::int AS "total"/;
const FACETS = /kinds AS MATERIALIZED/;

describe(`the portal's page and facets on ${testEngine}`, () => {
  let database: TestDatabase;
  const statements: string[] = [];
  beforeAll(async () => {
    expect(getEnv().RESPONSE_CACHE).toBe(false);
    database = await createTestDatabase({ from: "seeded", onQuery: (query) => statements.push(query) });
    setDbForTests(database.db);
  });
  afterAll(() => database?.close());

  /** A word in the titles of several published records, and one of their data types. */
  async function commonWord() {
    const [row] = await database.db.$queryRaw<{ word: string; tipeData: string }[]>`
      SELECT lower(split_part("judul", ' ', 1)) AS "word", min("tipeData") AS "tipeData"
        FROM "Metadata" WHERE "status" = 'PUBLISHED'
       GROUP BY 1 HAVING count(*) >= 3 ORDER BY count(*) DESC, 1 LIMIT 1`;
    if (!row) throw new Error("the seed has no word in three published titles");
    return row;
  }

  it("counts the hits once, in the facets", async () => {
    const { word } = await commonWord();
    for (const query of [{ q: word }, { q: word, urut: "terbaru" as const, pageSize: 2 }, {}]) {
      statements.length = 0;
      const { page, facets } = await searchPublishedCatalogue(query);
      expect(page.total).toBeGreaterThan(1);
      expect(page.total).toBe(facets.total);
      expect(statements.filter((statement) => FACETS.test(statement))).toHaveLength(1);
      expect(statements.filter((statement) => COUNT.test(statement))).toEqual([]);
    }
  });

  it("gives the page and the facets each gives alone", async () => {
    const { word, tipeData } = await commonWord();
    const queries: TPublicMetadataQuery[] = [
      { q: word, page: 1, pageSize: 2 },
      { q: word, page: 2, pageSize: 2, urut: "judul" },
      { q: word, tipeData },
      { tipeData, bboxW: 95, bboxS: -11, bboxE: 141, bboxN: 6 },
      { q: "zzzkatayangtidakada" },
      {},
    ];
    for (const query of queries) {
      const { page: _page, pageSize: _pageSize, urut: _urut, ...filters } = query;
      const alone = await searchPublishedSummaries(query);
      const facetsAlone = await countPublishedFacets(filters);
      const { page, facets } = await searchPublishedCatalogue(query);
      expect(page).toEqual(alone);
      expect(facets).toEqual(facetsAlone);
    }
  });
});
