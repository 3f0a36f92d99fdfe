import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { parseCql } from "@/lib/csw/filter/parse-cql";
import { parseFilterXml } from "@/lib/csw/filter/parse-filter-xml";
import type { Search } from "@/lib/search/ast";
import { searchToSql } from "@/lib/search/to-sql";
import { readXml } from "@/lib/xml/read-xml";
import { expectParsedOrRefused } from "@/test/support/csw-requests";
import { filterDocument, isoDateText, renderedFilter } from "@/test/support/filter-arbitraries";
import { DB_FUZZ_RUNS } from "@/test/support/fuzz";
import { useSeededApiDatabase } from "@/test/support/seeded-api";
import { testEngine } from "@/test/support/test-database";
import { cqlSnippets, mutated } from "@/test/support/text-mutations";

// searchToSql on the seeded catalogue, property-based: every generated filter's SQL runs, and
// its answers obey the laws of the logic it claims (two-valued predicates: f and NOT f split
// the catalogue; NOT NOT f is f; |f OR g| = |f| + |g| - |f AND g|). Any text either parser
// accepts, however hostile its values, gives SQL that runs or a CSW refusal, never an SQL error.

interface Counts {
  total: number;
  f: number;
  notF: number;
  nullF: number;
  notNotDiffers: number;
  g: number;
  fOrG: number;
  fAndG: number;
}

describe(`searchToSql on the seeded catalogue on ${testEngine} (property-based)`, () => {
  const database = useSeededApiDatabase();
  let values: { texts: string[]; words: string[]; dates: string[] } = { texts: [], words: [], dates: [] };

  beforeAll(async () => {
    const { db } = database();
    const rows = await db.$queryRaw<{ texts: string[]; dates: string[] }[]>`
      SELECT ARRAY(
        SELECT DISTINCT v FROM (
          SELECT m."judul" AS v FROM "Metadata" m UNION ALL SELECT m."levelHierarki" FROM "Metadata" m
          UNION ALL SELECT k."kataKunci" FROM "MetadataKataKunci" k UNION ALL SELECT d."formatNama" FROM "MetadataDistribusi" d
          UNION ALL SELECT o."nama" FROM "Organisasi" o UNION ALL SELECT unnest(m."topikKategori") FROM "Metadata" m
        ) s WHERE v IS NOT NULL ORDER BY v LIMIT 400) AS "texts",
      ARRAY(SELECT DISTINCT to_char(t."tanggal", 'YYYY-MM-DD') FROM "MetadataTanggal" t ORDER BY 1 LIMIT 200) AS "dates"`;
    const { texts, dates } = rows[0] as { texts: string[]; dates: string[] };
    const words = [...new Set(texts.flatMap((t) => t.split(/[^\p{L}\p{N}]+/u)).filter((w) => w.length > 2))];
    values = { texts, words: words.slice(0, 300), dates };
    expect(texts.length).toBeGreaterThan(50);
    expect(dates.length).toBeGreaterThan(10);
  });

  async function counts(f: Search, g: Search): Promise<Counts> {
    const F = searchToSql(f);
    const rows = await database().db.$queryRaw<Counts[]>`
      SELECT count(*)::int AS "total",
        count(*) FILTER (WHERE ${F})::int AS "f",
        count(*) FILTER (WHERE ${searchToSql({ op: "Not", arg: f })})::int AS "notF",
        count(*) FILTER (WHERE (${F}) IS NULL)::int AS "nullF",
        count(*) FILTER (WHERE (${F}) IS DISTINCT FROM (${searchToSql({ op: "Not", arg: { op: "Not", arg: f } })}))::int AS "notNotDiffers",
        count(*) FILTER (WHERE ${searchToSql(g)})::int AS "g",
        count(*) FILTER (WHERE ${searchToSql({ op: "Or", args: [f, g] })})::int AS "fOrG",
        count(*) FILTER (WHERE ${searchToSql({ op: "And", args: [f, g] })})::int AS "fAndG"
      FROM "Metadata" m`;
    return rows[0] as Counts;
  }

  it("runs every generated filter's SQL, and the answers obey two-valued logic", async () => {
    const matched = { some: 0, none: 0 };
    const filters = () => renderedFilter({ cqlExpressible: true, depth: 2, values });
    await fc.assert(
      fc.asyncProperty(filters(), filters(), async (f, g) => {
        // Both spellings mean the generated filter (pure tests check this at length).
        expect(parseCql(f.cql)).toEqual(f.filter);
        expect(parseFilterXml(readXml(filterDocument(g.xml)))).toEqual(g.filter);
        const c = await counts(f.filter, g.filter);
        expect(c.nullF, "f is NULL for some records").toBe(0);
        expect(c.f + c.notF, "f and NOT f split the catalogue").toBe(c.total);
        expect(c.notNotDiffers, "NOT NOT f is f").toBe(0);
        expect(c.fOrG, "|f OR g| = |f| + |g| - |f AND g|").toBe(c.f + c.g - c.fAndG);
        matched[c.f > 0 && c.f < c.total ? "some" : "none"]++;
      }),
      { numRuns: DB_FUZZ_RUNS },
    );
    // The data-aware values make a fair share of filters select part of the catalogue.
    // About one in six does (20-29 of 150 seen); at one in ten this failed about once in fifty
    // runs (13 seen), so the bound sits far below the mean: it still fails a generator that
    // has lost the data-aware values.
    expect(matched.some).toBeGreaterThan(DB_FUZZ_RUNS / 30);
  });

  /** CQL with hostile values in valid places: any text, NUL and lone surrogates, extreme dates. */
  const hostileValue = fc.oneof(
    fc.string({ unit: "binary", maxLength: 12 }),
    fc.string({ unit: "grapheme", maxLength: 12 }),
    isoDateText,
    fc.constantFrom(
      "\u0000",
      "a\u0000b",
      "\uD800",
      "0001-01-01T00:00+14:00",
      "0001-01-01T00:00-14:00",
      "9999-12-31T23:59-14:00",
      "9999-12-31T23:59:59.999+14:00",
      "0000-01-01",
      "1970-01-01T24:00",
      "2020-02-29",
      "2021-02-29",
      "1e309",
      "-0",
      "\\",
      "%_\\%",
    ),
  );
  const PROPERTIES = [
    "dc:title",
    "dc:subject",
    "dc:identifier",
    "dct:modified",
    "apiso:CreationDate",
    "dc:format",
    "apiso:TopicCategory",
    "AnyText",
    "apiso:OrganisationName",
    "apiso:Language",
  ];
  const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;
  const hostileCql = fc.oneof(
    fc
      .tuple(
        fc.constantFrom(...PROPERTIES),
        fc.constantFrom("=", "<>", "<", ">=", "LIKE", "ILIKE", "NOT LIKE"),
        hostileValue,
      )
      .map(([property, op, value]) => `${property} ${op} ${quote(value)}`),
    fc
      .tuple(fc.constantFrom(...PROPERTIES), hostileValue, hostileValue)
      .map(([property, a, b]) => `${property} BETWEEN ${quote(a)} AND ${quote(b)}`),
    mutated(
      renderedFilter({ cqlExpressible: true, depth: 1 }).map((r) => r.cql),
      cqlSnippets,
      2,
    ),
  );
  /** The same values in Filter XML, every character as a character reference (&#0; included). */
  const hostileXml = fc
    .tuple(
      fc.constantFrom(...PROPERTIES),
      fc.constantFrom("PropertyIsEqualTo", "PropertyIsLike", "PropertyIsLessThan"),
      hostileValue,
    )
    .map(([property, element, value]) =>
      filterDocument(
        `<ogc:${element}><ogc:PropertyName>${property}</ogc:PropertyName><ogc:Literal>${Array.from(value, (ch) => `&#${ch.codePointAt(0)};`).join("")}</ogc:Literal></ogc:${element}>`,
      ),
    );

  it("runs the SQL of any filter the parsers accept, whatever its values, or refuses it", async () => {
    await fc.assert(
      fc.asyncProperty(hostileCql, hostileXml, async (cql, xml) => {
        for (const filter of [
          expectParsedOrRefused("parseCql", () => parseCql(cql)),
          expectParsedOrRefused("parseFilterXml", () => parseFilterXml(readXml(xml))),
        ]) {
          if (!filter) continue;
          await database().db.$queryRaw`SELECT count(*)::int FROM "Metadata" m WHERE ${searchToSql(filter)}`;
        }
      }),
      { numRuns: DB_FUZZ_RUNS },
    );
  });

  // Found by the property above: a NUL in a CQL literal or a Filter XML literal (&#0; or raw)
  // reached PostgreSQL, which refused the query: "invalid byte sequence for encoding UTF8: 0x00".
  it("regression: NUL in a CQL or Filter XML literal is refused, not an SQL error", () => {
    const refusal = (parse: () => unknown) => {
      try {
        parse();
      } catch (error) {
        return (error as { details?: Record<string, unknown> }).details;
      }
    };
    expect(refusal(() => parseCql("dc:title BETWEEN '\u0000' AND '\u0000'"))).toMatchObject({
      owsCode: "InvalidParameterValue",
      locator: "Constraint",
    });
    const literal = (text: string) =>
      `<ogc:Filter xmlns:ogc="http://www.opengis.net/ogc" xmlns:gml="http://www.opengis.net/gml"><ogc:PropertyIsEqualTo><ogc:PropertyName>dc:title</ogc:PropertyName><ogc:Literal>${text}</ogc:Literal></ogc:PropertyIsEqualTo></ogc:Filter>`;
    for (const text of ["&#0;", "a\u0000b", "&#x1F;", "&#xD800;", "\uFFFF"]) {
      expect(
        refusal(() => parseFilterXml(readXml(literal(text)))),
        text,
      ).toMatchObject({
        reason: "NOT_WELL_FORMED",
      });
    }
  });

  // Found by the property above: year 1 at +14:00 starts in the year 0, which PostgreSQL has not
  // ("date/time field value out of range: 0000-12-31 10:00:00.000").
  it("regression: apiso:CreationDate = '0001-01-01T00:00+14:00' runs", async () => {
    const filter = parseFilterXml(
      readXml(
        '<ogc:Filter xmlns:ogc="http://www.opengis.net/ogc" xmlns:gml="http://www.opengis.net/gml"><ogc:PropertyIsEqualTo><ogc:PropertyName>apiso:CreationDate</ogc:PropertyName><ogc:Literal>&#48;&#48;&#48;&#49;&#45;&#48;&#49;&#45;&#48;&#49;&#84;&#48;&#48;&#58;&#48;&#48;&#43;&#49;&#52;&#58;&#48;&#48;</ogc:Literal></ogc:PropertyIsEqualTo></ogc:Filter>',
      ),
    );
    for (const f of [filter, parseCql("apiso:CreationDate < '0001-01-01T00:00+14:00'")]) {
      const [row] = await database().db.$queryRaw<{ n: number }[]>`
        SELECT count(*)::int AS "n" FROM "Metadata" m WHERE ${searchToSql(f)}`;
      expect(row?.n).toBe(0);
    }
  });
});
