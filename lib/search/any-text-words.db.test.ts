import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase, testEngine } from "@/test/support/test-database";
import { anyTextDocument, anyTextWords } from "./any-text";

// An import sends a record's AnyText words with it (anyTextWords); every other write leaves them
// to the database's simpul_kata_teks. AnyText patterns find records by these words, so the two
// must give the same tsvector for every text, or a record would be found or missed depending
// on how it was written.

describe(`AnyText words computed for an import on ${testEngine}`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.close());

  /** The stored tsvector of each text: [as the import sends it, as the database computes it]. */
  const both = async (texts: string[]) =>
    (
      await database.sql.query<{ given: string; computed: string }>(
        `SELECT (t.value->>'words')::tsvector::text AS "given", simpul_kata_teks(t.value->>'text')::text AS "computed"
           FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS t(value, n)
          ORDER BY t.n`,
        [JSON.stringify(texts.map((text) => ({ text, words: anyTextWords(text) })))],
      )
    ).map(({ given, computed }) => [given, computed]);

  it("are the database's words for stored texts and their edge cases", async () => {
    const long = "a".repeat(256);
    const texts = [
      "",
      "\n",
      "123 456",
      anyTextDocument(["Peta Rupa Bumi Indonesia 1:25.000", "Badan Informasi Geospasial", "hutan-lindung"]),
      anyTextDocument(["Sungai Citarum", "2019-01-01", "  -awal akhir-  ", "x"]),
      "kata\n\nkedua baris\nketiga.",
      "^tanda$ bukan kata",
      "Huruf Besar dan é ß ünïcode",
      long,
      `${long}a`,
      `${long} b\n${long}`,
      Array.from({ length: 60_000 }, (_, n) => n.toString(26).replace(/\d/g, "q")).join(" "),
      'satu\'dua "tiga" empat\\lima',
    ];
    for (const [given, computed] of await both(texts)) expect(given).toBe(computed);
  });

  it("are the database's words for any text", async () => {
    const text = fc.stringMatching(/^[a-zA-Z0-9 \n.\-'é^$]{0,80}$/);
    await fc.assert(
      fc.asyncProperty(fc.array(text, { minLength: 1, maxLength: 20 }), async (texts) => {
        for (const [given, computed] of await both(texts)) expect(given).toBe(computed);
      }),
      { numRuns: 40 },
    );
  });
});
