import { describe, expect, it } from "vitest";
import { useSeededApiDatabase } from "@/test/support/seeded-api";
import { testEngine } from "@/test/support/test-database";
import { countPublishedFacets } from "./count-published-facets";
import { searchPublishedSummaries } from "./search-published-summaries";

// The public catalogue's searches read "MetadataCari", the published records' search rows that
// a trigger keeps from "Metadata" (migration public_search_rows). Whoever writes a record (the
// editor, the workflow, an import, SQL), the rows are exactly the published records' columns.

const COLUMNS = `"id", "publishedAt", "judul", "tipeData", "topikKategori", "organisasiId", "bbox"::text AS "bbox",
  "searchVector"::text AS "searchVector", "rankVector"::text AS "rankVector"`;

describe(`the published records' search rows on ${testEngine}`, () => {
  const database = useSeededApiDatabase();

  /** What the search rows hold, and what they should hold. */
  async function searchRows() {
    const { db } = database();
    const held = await db.$queryRawUnsafe<Record<string, unknown>[]>(
      `SELECT ${COLUMNS} FROM "MetadataCari" ORDER BY "id"`,
    );
    const published = await db.$queryRawUnsafe<Record<string, unknown>[]>(
      `SELECT ${COLUMNS} FROM "Metadata" WHERE "status" = 'PUBLISHED' ORDER BY "id"`,
    );
    // Their words alone, where a search of words counts its hits (migrations public_search_words,
    // published_anytext_words): the search words, the AnyText words and the topics.
    const WORDS = `"id", "searchVector"::text AS "searchVector", "kataTeks"::text AS "kataTeks", "topikKategori"`;
    const words = await db.$queryRawUnsafe<Record<string, unknown>[]>(
      `SELECT ${WORDS} FROM "MetadataCariKata" ORDER BY "id"`,
    );
    const publishedWords = await db.$queryRawUnsafe<Record<string, unknown>[]>(
      `SELECT ${WORDS} FROM "Metadata" WHERE "status" = 'PUBLISHED' ORDER BY "id"`,
    );
    return { held, published, words, publishedWords };
  }

  const search = (q: string) =>
    searchPublishedSummaries({ q, page: 1, pageSize: 100 }).then((page) => page.records.map((r) => r.id));

  it("holds every published record and nothing else, after each kind of write", async () => {
    const { db } = database();
    const initial = await searchRows();
    expect(initial.held.length).toBeGreaterThan(5);
    expect(initial.held).toEqual(initial.published);
    expect(initial.words).toEqual(initial.publishedWords);

    const [edited, withdrawn, removed] = await db.metadata.findMany({
      where: { status: "PUBLISHED" },
      orderBy: { id: "asc" },
      take: 3,
    });
    const draft = await db.metadata.findFirstOrThrow({ where: { status: { not: "PUBLISHED" } } });
    if (!edited || !withdrawn || !removed) throw new Error("the seed has too few published records");

    // A new title: the words, the rank vector and the title move with it; new AnyText values and
    // topics, their words and codes.
    await db.$executeRaw`UPDATE "Metadata" SET "judul" = 'Peta Zamrudkhatulistiwa Xilofonia', "bboxUtara" = 6,
      "teksLengkap" = 'peta zamrudkhatulistiwa xilofonia', "topikKategori" = ARRAY['oceans', 'biota'] WHERE "id" = ${edited.id}`;
    // Published, withdrawn, deleted.
    await db.$executeRaw`UPDATE "Metadata" SET "status" = 'PUBLISHED', "publishedAt" = now(), "judul" = 'Kebun Zamrudkhatulistiwa' WHERE "id" = ${draft.id}`;
    await db.$executeRaw`UPDATE "Metadata" SET "status" = 'REJECTED' WHERE "id" = ${withdrawn.id}`;
    await db.$executeRaw`DELETE FROM "Metadata" WHERE "id" = ${removed.id}`;

    const after = await searchRows();
    expect(after.held).toEqual(after.published);
    expect(after.words).toEqual(after.publishedWords);
    expect(after.words.find((row) => row.id === edited.id)).toMatchObject({
      kataTeks: expect.stringContaining("'xilofonia$'"),
      topikKategori: ["oceans", "biota"],
    });
    expect(after.held.map((row) => row.id)).toContain(draft.id);
    expect(after.held.map((row) => row.id)).not.toContain(withdrawn.id);
    expect(after.held.map((row) => row.id)).not.toContain(removed.id);
    expect((await search("zamrudkhatulistiwa")).sort()).toEqual([edited.id, draft.id].sort());
    expect(await search("zamrudkhatulistiwa xilofonia")).toEqual([edited.id]);
    // Counted in the words alone, and with a filter beside them in the search rows: the same.
    expect((await searchPublishedSummaries({ q: "zamrudkhatulistiwa" })).total).toBe(2);
    const vector = await db.metadata.findUniqueOrThrow({
      where: { id: edited.id },
      select: { tipeData: true },
    });
    expect(
      (await searchPublishedSummaries({ q: "zamrudkhatulistiwa", tipeData: vector.tipeData })).total,
    ).toBe(
      vector.tipeData === (await db.metadata.findUniqueOrThrow({ where: { id: draft.id } })).tipeData ? 2 : 1,
    );
    expect(await search(withdrawn.judul)).not.toContain(withdrawn.id);
  });

  it("counts the hits exactly, beside the page, and in the facets", async () => {
    const { db } = database();
    const [{ word } = { word: "" }] = await db.$queryRaw<{ word: string }[]>`
      SELECT lower(split_part("judul", ' ', 1)) AS "word" FROM "Metadata" WHERE "status" = 'PUBLISHED'
       GROUP BY 1 HAVING count(*) BETWEEN 3 AND 50 ORDER BY count(*) DESC, 1 LIMIT 1`;
    const page = await searchPublishedSummaries({ q: word, page: 1, pageSize: 1 });
    const all = await searchPublishedSummaries({ q: word, page: 1, pageSize: 100 });
    expect(page.total).toBe(all.records.length);
    expect(page.total).toBeGreaterThan(1);
    expect((await countPublishedFacets({ q: word })).total).toBe(page.total);
    // Past the last page: no rows, the same total.
    const past = await searchPublishedSummaries({ q: word, page: 1000, pageSize: 10 });
    expect(past).toMatchObject({ records: [], total: page.total });
  });
});
