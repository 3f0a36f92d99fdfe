import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { countPublishedFacets } from "@/lib/catalogue/public/count-published-facets";
import { findPublishedIdPage } from "@/lib/catalogue/public/find-published-id-page";
import { searchPublishedSummaries } from "@/lib/catalogue/public/search-published-summaries";
import { constraintSql } from "@/lib/csw/filter/constraint-sql";
import { parseCql } from "@/lib/csw/filter/parse-cql";
import { parseKvpRequest } from "@/lib/csw/kvp";
import { TOPIC_CATEGORIES } from "@/lib/iso/topic-categories";
import { findItemPage } from "@/lib/ogcapi/items";
import { ZItemsQuery } from "@/lib/ogcapi/items-query";
import { MAX_PAGE_SIZE, ZPublicMetadataQuery } from "@/lib/schemas/public-metadata";
import type { Search } from "@/lib/search/ast";
import { DB_FUZZ_RUNS } from "@/test/support/fuzz";
import { useSeededApiDatabase } from "@/test/support/seeded-api";
import { testEngine } from "@/test/support/test-database";

// One search language (lib/search), property-based on the seeded catalogue: the same question
// asked of the REST API (q, kategori, bboxN/S/E/W: every page of searchPublishedSummaries, in
// any order, and the facets' total), of CSW (the q and BBOX parameters of a GetRecords KVP
// request, or the CQL spelling of it through parseCql, through the SQL GetRecords runs) and of
// OGC API – Records (the items' q and bbox, the topic as a CQL2 filter, through the items'
// own page) finds the same published records. CQL's AnyText LIKE '%words%' asks more than q: the words as a
// phrase in any value of the whole record, besides q's stemmed words in the title, abstract and
// keywords; so there CSW finds every record REST does, and may find more.

interface Box {
  w: number;
  s: number;
  e: number;
  n: number;
}

interface Question {
  words: string[];
  kategori?: string;
  box?: Box;
  urut: "relevansi" | "terbaru" | "judul";
  /** How CSW is asked: CQL_TEXT (AnyText LIKE '%w1 w2%' AND ...), or KVP q and BBOX beside a CQL topic. */
  csw: "cql" | "kvp";
}

/** Boxes worth asking about: Java, across the antimeridian (with and without records), the Atlantic (none). */
const BOXES: Box[] = [
  { w: 105.1, s: -8.9, e: 114.6, n: -5.9 },
  { w: 120, s: -11, e: 100, n: 6 },
  { w: 179, s: -20, e: -179, n: 20 },
  { w: -40, s: 10, e: -30, n: 20 },
];

const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** The question as CSW's constraint. */
function cswConstraint({ words, kategori, box, csw }: Question): Search | null {
  const topic = kategori ? `TopicCategory = ${quote(kategori)}` : undefined;
  if (csw === "kvp") {
    const request = parseKvpRequest(
      new URLSearchParams({
        service: "CSW",
        version: "2.0.2",
        request: "GetRecords",
        ...(words.length ? { q: words.join(" ") } : {}),
        ...(box ? { bbox: `${box.w},${box.s},${box.e},${box.n}` } : {}),
        ...(topic ? { constraintLanguage: "CQL_TEXT", constraint: topic } : {}),
      }),
    );
    if (request.operation !== "GetRecords") throw new Error("not GetRecords");
    return request.constraint;
  }
  const parts = [
    ...(words.length ? [`AnyText LIKE ${quote(`%${words.join(" ")}%`)}`] : []),
    ...(topic ? [topic] : []),
    ...(box ? [`BBOX(BoundingBox, ${box.w}, ${box.s}, ${box.e}, ${box.n})`] : []),
  ];
  return parts.length ? parseCql(parts.join(" AND ")) : null;
}

/** The question as the REST API's query parameters, parsed as the route parses them. */
function restQuery({ words, kategori, box, urut }: Question) {
  return ZPublicMetadataQuery.parse({
    urut,
    ...(words.length ? { q: words.join(" ") } : {}),
    ...(kategori ? { kategori } : {}),
    ...(box ? { bboxN: `${box.n}`, bboxS: `${box.s}`, bboxE: `${box.e}`, bboxW: `${box.w}` } : {}),
  });
}

/** The question as the OGC API items' parameters, parsed as the route parses them. */
function itemsQuery({ words, kategori, box }: Question) {
  return ZItemsQuery.parse({
    ...(words.length ? { q: words.join(" ") } : {}),
    ...(box ? { bbox: `${box.w},${box.s},${box.e},${box.n}` } : {}),
    ...(kategori ? { filter: `topicCategory = ${quote(kategori)}` } : {}),
  });
}

describe(`REST, CSW and OGC API – Records find the same records for the same question on ${testEngine} (property-based)`, () => {
  const database = useSeededApiDatabase();
  let seed: { records: string[][]; categories: string[]; published: number } = {
    records: [],
    categories: [],
    published: 0,
  };

  beforeAll(async () => {
    const rows = await database().db.$queryRaw<{ text: string; categories: string[] }[]>`
      SELECT concat_ws(' ', m."judul", m."judulAlternatif",
          (SELECT string_agg(k."kataKunci", ' ') FROM "MetadataKataKunci" k WHERE k."metadataId" = m."id")) AS "text",
        coalesce(m."topikKategori", '{}') AS "categories"
        FROM "Metadata" m WHERE m."status" = 'PUBLISHED' ORDER BY m."id"`;
    seed = {
      records: rows.map(({ text }) => [...new Set(text.match(/[\p{L}\p{N}]{3,}/gu) ?? [])]),
      categories: [...new Set(rows.flatMap((row) => row.categories))],
      published: rows.length,
    };
    expect(seed.published).toBeGreaterThan(100);
    expect(seed.categories.length).toBeGreaterThan(3);
  });

  /** Words of one record (so that several can match together), the last perhaps cut to a prefix; or any words. */
  const words = () => {
    const ofRecord = fc
      .constantFrom(...seed.records.filter((record) => record.length > 0))
      .chain((record) =>
        fc.tuple(fc.shuffledSubarray(record, { minLength: 1, maxLength: 3 }), fc.nat(), fc.boolean()),
      )
      .map(([chosen, cut, upper]) => {
        const last = chosen.at(-1) as string;
        const prefix = last.slice(0, 1 + (cut % last.length));
        const all = [...chosen.slice(0, -1), prefix];
        return upper ? all.map((w) => w.toUpperCase()) : all;
      });
    // Accents and other scripts, digits: words the catalogue mostly lacks.
    const anyWord = fc.string({ unit: fc.constantFrom(..."abehnrtuéüßаж0129"), minLength: 1, maxLength: 8 });
    return fc.oneof(
      { weight: 6, arbitrary: ofRecord },
      { weight: 1, arbitrary: fc.array(anyWord, { minLength: 1, maxLength: 2 }) },
      { weight: 2, arbitrary: fc.constant<string[]>([]) },
    );
  };

  const box = fc.oneof(
    fc.constantFrom(...BOXES),
    fc
      .record({
        w: fc.integer({ min: -180, max: 180 }),
        e: fc.integer({ min: -180, max: 180 }),
        y1: fc.integer({ min: -90, max: 90 }),
        y2: fc.integer({ min: -90, max: 90 }),
      })
      .map(({ w, e, y1, y2 }) => ({ w, e, s: Math.min(y1, y2), n: Math.max(y1, y2) })),
    // Inside Indonesia, where the seed's records are.
    fc
      .record({
        w: fc.double({ min: 94, max: 141, noNaN: true }),
        s: fc.double({ min: -11, max: 6, noNaN: true }),
        width: fc.double({ min: 0, max: 20, noNaN: true }),
        height: fc.double({ min: 0, max: 8, noNaN: true }),
      })
      .map(({ w, s, width, height }) => {
        const round = (x: number) => Math.round(x * 1000) / 1000;
        return {
          w: round(w),
          s: round(s),
          e: round(Math.min(w + width, 141)),
          n: round(Math.min(s + height, 6)),
        };
      }),
  );

  const question = () =>
    fc.record({
      words: words(),
      kategori: fc.oneof(
        { weight: 4, arbitrary: fc.constant(undefined) },
        { weight: 2, arbitrary: fc.constantFrom(...seed.categories) },
        { weight: 1, arbitrary: fc.constantFrom(...TOPIC_CATEGORIES) },
      ),
      box: fc.oneof({ weight: 1, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: box }),
      urut: fc.constantFrom("relevansi", "terbaru", "judul"),
      csw: fc.constantFrom("cql", "kvp"),
    }) satisfies fc.Arbitrary<Question>;

  /** Every page of the REST search: the ids (each once) and the total each page gave. */
  async function restIds(q: Question) {
    const query = restQuery(q);
    const ids: string[] = [];
    const totals = new Set<number>();
    for (let page = 1; ; page++) {
      const result = await searchPublishedSummaries({ ...query, page, pageSize: MAX_PAGE_SIZE });
      totals.add(result.total);
      ids.push(...result.records.map((r) => r.id));
      if (result.records.length < MAX_PAGE_SIZE) break;
    }
    const { total: facetsTotal } = await countPublishedFacets(query);
    return { ids, totals: [...totals], facetsTotal };
  }

  async function cswIds(q: Question) {
    const constraint = cswConstraint(q);
    const { ids, total } = await findPublishedIdPage({
      ...(constraint ? constraintSql(constraint) : { where: null }),
      order: [],
      offset: 0,
      limit: seed.published + 1,
    });
    return { ids, total };
  }

  async function ogcIds(q: Question) {
    return findItemPage(itemsQuery(q), { offset: 0, limit: seed.published + 1 });
  }

  /** The same records; with CQL's AnyText pattern, at least REST's (see the header). */
  function expectAgreement(q: Question, restIds: string[], cswIds: string[]) {
    if (q.csw === "cql" && q.words.length > 0) {
      const found = new Set(cswIds);
      expect(
        restIds.filter((id) => !found.has(id)),
        JSON.stringify(q),
      ).toEqual([]);
    } else expect([...restIds].sort(), JSON.stringify(q)).toEqual([...cswIds].sort());
  }

  it("gives the same record ids, totals included", async () => {
    const matched = { some: 0, none: 0, all: 0 };
    await fc.assert(
      fc.asyncProperty(question(), async (q) => {
        const [rest, csw, ogc] = await Promise.all([restIds(q), cswIds(q), ogcIds(q)]);
        expect(new Set(rest.ids).size, "REST pages repeat a record").toBe(rest.ids.length);
        expect(rest.totals).toEqual([rest.facetsTotal]);
        expect(csw.total).toBe(csw.ids.length);
        expectAgreement(q, rest.ids, csw.ids);
        // The items ask exactly what REST asks (q's words, the topic, the box).
        expect(ogc.total).toBe(ogc.ids.length);
        expect([...ogc.ids].sort(), JSON.stringify(q)).toEqual([...rest.ids].sort());
        matched[csw.total === 0 ? "none" : csw.total === seed.published ? "all" : "some"]++;
      }),
      { numRuns: DB_FUZZ_RUNS },
    );
    // The records' own words, the seed's topics and boxes in Indonesia make many questions
    // select part of the catalogue: about half (71 of 150 seen; 65 found nothing, 14 all).
    expect(matched.some).toBeGreaterThan(DB_FUZZ_RUNS / 6);
  });

  it("agrees on the edge cases: a prefix, across the antimeridian, a box with no records", async () => {
    const cases: Question[] = [
      { words: ["hut"], urut: "relevansi", csw: "cql" },
      { words: ["Hutan", "lind"], urut: "judul", csw: "kvp" },
      { words: ["hutan"], box: BOXES[1], urut: "relevansi", csw: "kvp" },
      { words: [], box: BOXES[1], urut: "terbaru", csw: "cql" },
      { words: [], box: BOXES[3], kategori: "environment", urut: "terbaru", csw: "cql" },
      { words: ["peta"], box: BOXES[0], kategori: "environment", urut: "relevansi", csw: "cql" },
    ];
    const totals: number[] = [];
    for (const q of cases) {
      const [rest, csw, ogc] = await Promise.all([restIds(q), cswIds(q), ogcIds(q)]);
      expectAgreement(q, rest.ids, csw.ids);
      expect([...ogc.ids].sort(), JSON.stringify(q)).toEqual([...rest.ids].sort());
      totals.push(csw.total);
    }
    const [prefix, twoWords, antimeridianWords, antimeridian, atlantic] = totals as number[];
    expect(prefix).toBeGreaterThan(0);
    expect(twoWords).toBeGreaterThan(0);
    expect(antimeridianWords).toBeGreaterThan(0);
    expect(antimeridian).toBeGreaterThan(0);
    expect(atlantic).toBe(0);
  });
});
