import { describe, expect, it } from "vitest";
import { Prisma } from "@/lib/db/generated/client";
import type { Search } from "./ast";
import { freeTextTsquery, publishedWordsSql, searchToSql } from "./to-sql";

// The compiler's SQL, without a database: FreeText's words and prefix, the substitution of its
// tsquery, and the index rule. lib/search/to-sql.db.test.ts runs the SQL on a catalogue.

const PREFIX = "to_tsquery('pg_catalog.simple', public.unaccent('public.unaccent', lower(?)) || ':*')";
const EXACT = "simpul_tsquery(?)";
const freeText = (text: string): Search => ({ op: "FreeText", text });
const like = (likePattern: string): Search => ({
  op: "Like",
  property: "AnyText",
  likePattern,
  matchCase: false,
});
const java: Search = { op: "Spatial", relation: "BBOX", box: { minx: 105, miny: -9, maxx: 115, maxy: -5 } };

describe("searchToSql: FreeText", () => {
  it("needs every word, and takes the last word also as a prefix", () => {
    const { sql, values } = searchToSql(freeText("Hutan, lindung  jawa"));
    expect(sql).toBe(
      `(m."searchVector" IS NOT NULL AND m."searchVector" @@ (${EXACT} && ${EXACT} && (${EXACT} || ${PREFIX})))`,
    );
    expect(values).toEqual(["Hutan", "lindung", "jawa", "jawa"]);
  });

  it("takes a single word as a prefix too", () => {
    const { sql, values } = searchToSql(freeText("hut"));
    expect(sql.split(":*")).toHaveLength(2);
    expect(values).toEqual(["hut", "hut"]);
  });

  it("reads letters and digits only, in NFC, at most 16 words; none match everything", () => {
    const decomposed = "pe\u0301ta 2020";
    expect(searchToSql(freeText(decomposed)).values).toEqual(["péta", "2020", "2020"]);
    const words = Array.from({ length: 20 }, (_, i) => `w${i}`);
    const { values } = searchToSql(freeText(words.join(" ")));
    expect(values).toEqual([...words.slice(0, 15), "w15", "w15"]);
    expect(searchToSql(freeText(" ?! - ")).sql).toBe("TRUE");
  });

  it("reads AnyText LIKE as a pattern over the values, and plain words also as FreeText does", () => {
    const words = searchToSql(like("%hutan lindung%"));
    const typed = searchToSql(freeText("hutan lindung"));
    // Text between two wildcards: records holding a word ending in "hutan" and one starting with
    // "lindung", checked by a LIKE over their values; and the words by stem in the topic
    // categories' labels and in the record.
    expect(words.sql).toContain('textlike(c."teksLengkap", ?)');
    expect(words.sql).toContain('m."searchVector" @@ (SELECT (');
    expect(words.sql).toContain(
      "simpul_tsvector(concat_ws(' ', r.\"label\", r.\"labelEn\"), 'A') @@ (SELECT (",
    );
    expect(words.values).toEqual(["%hutan", "lindung%", "%hutan lindung%", ...typed.values, ...typed.values]);
    // Anything else is the pattern alone: no stems for a fragment or a single character. A
    // fragment's letters are words to look up: a value's last word ending in "s", a character
    // and "ngai"; or (where _ stands for a space or a sign) checked candidates whose last word
    // ends in "ngai"; the few unindexed records matched on their values.
    const fragment = searchToSql(like("%s_ngai"));
    expect(fragment.sql).not.toContain("searchVector");
    expect(fragment.sql).toContain('m."kataTeks" @@ \'0\'::tsquery AND m."teksLengkap" ~ ?');
    expect(fragment.values).toEqual(["%s_ngai$", "(?n)^.*s.ngai$", "%ngai$", "(?n)^.*s.ngai$"]);
    expect(searchToSql(like("%%")).sql).toBe("TRUE");
    expect(() => searchToSql(like("x".repeat(1_001)))).toThrow(/longer than 1000/);
  });

  it("uses a tsquery computed elsewhere when given one, and gives it for the CTE", () => {
    const search: Search = { op: "And", args: [freeText("hutan lindung"), java] };
    const { sql, values } = searchToSql(search, { freeTextQuery: Prisma.sql`tq."query"` });
    expect(sql).toContain('m."searchVector" @@ tq."query"');
    expect(sql).not.toContain("simpul_tsquery");
    expect(values).toEqual([105, -9, 115, -5]);
    const query = freeTextTsquery(search);
    expect(query?.sql).toBe(`(${EXACT} && (${EXACT} || ${PREFIX}))`);
    expect(query?.values).toEqual(["hutan", "lindung", "lindung"]);
    expect(freeTextTsquery(java)).toBeNull();
    expect(freeTextTsquery(freeText("..."))).toBeNull();
    expect(() => freeTextTsquery({ op: "Or", args: [freeText("a"), freeText("b")] })).toThrow();
  });

  it("matches on the rank vector only a FreeText of the top And", () => {
    const inTitles = { freeTextQuery: Prisma.sql`tq."query"`, freeTextVector: "rankVector" } as const;
    const search: Search = { op: "And", args: [freeText("hutan"), java] };
    expect(searchToSql(search, inTitles).sql).toContain('m."rankVector" @@ tq."query"');
    expect(searchToSql(search, inTitles).sql).not.toContain("searchVector");
    for (const nested of [
      { op: "Not", arg: freeText("hutan") },
      { op: "And", args: [{ op: "Or", args: [freeText("hutan"), java] }] },
    ] satisfies Search[])
      expect(() => searchToSql(nested, inTitles)).toThrow(/under Not or Or/);
  });
});

describe("publishedWordsSql: a search of words alone over the published records' words", () => {
  it("compiles words under And, Or and Not, and nothing else", () => {
    const anyTextWord: Search = {
      op: "Compare",
      property: "AnyText",
      comparator: "=",
      value: "hutan",
      matchCase: false,
    };
    const words: Search = {
      op: "And",
      args: [freeText("hutan"), { op: "Not", arg: { op: "Or", args: [like("%sungai%"), anyTextWord] } }],
    };
    expect(publishedWordsSql(words)?.values).toEqual(searchToSql(words).values);
    const title: Search = { op: "Like", property: "Title", likePattern: "%hutan%", matchCase: false };
    for (const other of [java, title, { op: "And", args: [freeText("hutan"), java] }] satisfies Search[])
      expect(publishedWordsSql(other)).toBeNull();
  });

  it("reads the columns the words' rows hold, and the others' matches as ids of published records", () => {
    const words = publishedWordsSql(like("%hutan%"))?.sql;
    // The words' own arms, each through its index: words, stems, topic codes.
    expect(words).toContain('m."kataTeks" @@ (SELECT');
    expect(words).toContain('m."searchVector" @@ (SELECT (');
    expect(words).toContain('m."topikKategori" && ARRAY(SELECT');
    // The values, which only "Metadata" holds: the few unindexed records', and checked candidates.
    expect(words).toContain(
      `m."id" = ANY(ARRAY(SELECT c."id" FROM "Metadata" c WHERE c."status" = 'PUBLISHED' AND (c."kataTeks" @@ '0'::tsquery`,
    );
    expect(words).not.toMatch(/m\."teksLengkap"/);
    expect(publishedWordsSql(like("%hutan lindung%"))?.sql).toContain(
      'm."id" = ANY(ARRAY(SELECT c."id" FROM "Metadata" c WHERE c."kataTeks" @@',
    );
    // A pattern without words to look up, or whose candidates are checked alone, is matched on
    // the records' values: counted on "Metadata", alone or beside words.
    for (const pattern of ["%12%", "%peta%sungai%"]) {
      expect(publishedWordsSql(like(pattern)), pattern).toBeNull();
      expect(publishedWordsSql({ op: "Or", args: [freeText("hutan"), like(pattern)] }), pattern).toBeNull();
    }
    expect(publishedWordsSql(like("%%"))?.sql).toBe("TRUE");
  });
});

describe("searchToSql: boxes and the index rule", () => {
  it("writes a box beside a word search in an And without the index operator", () => {
    for (const words of [
      freeText("hutan"),
      { op: "Like", property: "AnyText", likePattern: "%hutan%", matchCase: false } as const,
    ]) {
      const { sql } = searchToSql({ op: "And", args: [words, java] });
      expect(sql).toContain('box_overlap(m."bbox"');
      expect(sql).not.toContain('m."bbox" &&');
    }
  });

  it("keeps the index operator alone, under Or, and beside other conditions", () => {
    const topic: Search = {
      op: "Compare",
      comparator: "=",
      property: "TopicCategory",
      value: "environment",
      matchCase: true,
    };
    for (const search of [
      java,
      { op: "Or", args: [freeText("hutan"), java] },
      { op: "And", args: [topic, java] },
    ] satisfies Search[]) {
      expect(searchToSql(search).sql).toContain('m."bbox" &&');
    }
  });

  it("splits a box across the antimeridian into its two halves", () => {
    const across: Search = {
      op: "Spatial",
      relation: "BBOX",
      box: { minx: 170, miny: -10, maxx: -170, maxy: 10 },
    };
    const { sql, values } = searchToSql(across);
    expect(sql.match(/m\."bbox" &&/g)).toHaveLength(2);
    expect(values).toEqual([170, -10, 180, 10, -180, -10, -170, 10]);
  });
});

describe("searchToSql: the properties only REST uses", () => {
  const equals = (property: "DataType" | "OrganisationCode", value: string): Search => ({
    op: "Compare",
    comparator: "=",
    property,
    value,
    matchCase: true,
  });

  it("tests the data type column and the owning organisation's code", () => {
    expect(searchToSql(equals("DataType", "vector"))).toMatchObject({
      sql: 'm."tipeData" = ?',
      values: ["vector"],
    });
    expect(searchToSql(equals("OrganisationCode", "BIG"))).toMatchObject({
      sql: 'm."organisasiId" = coalesce((SELECT o."id" FROM "Organisasi" o WHERE o."kode" = ?), \'\')',
      values: ["BIG"],
    });
  });
});
