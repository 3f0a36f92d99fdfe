import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_CQL_LENGTH, parseCql } from "@/lib/csw/filter/parse-cql";
import { parseFilterXml } from "@/lib/csw/filter/parse-filter-xml";
import { readXml } from "@/lib/xml/read-xml";
import {
  expectParsedOrRefused,
  kvpConstraint,
  postConstraint,
  postDocument,
} from "@/test/support/csw-requests";
import { filterDocument, renderedFilter } from "@/test/support/filter-arbitraries";
import { FUZZ_RUNS } from "@/test/support/fuzz";
import { cqlSnippets, mutated } from "@/test/support/text-mutations";

// CQL_TEXT (parse-cql.ts, directly and through GetRecords KVP and POST, and on to the search
// compiler), property-based: generated filters parse to their AST and to the same AST as
// their Filter XML spelling; any other text gives a filter or a CSW refusal, never a raw error,
// in bounded time.

const valid = renderedFilter({ cqlExpressible: true, depth: 3 });

const TOKENS = [
  "(",
  ")",
  ",",
  "AND",
  "OR",
  "NOT",
  "LIKE",
  "ILIKE",
  "BETWEEN",
  "IS",
  "NULL",
  "=",
  "<>",
  "<",
  ">=",
  "!=",
  "dc:title",
  "AnyText",
  "apiso:Modified",
  "ows:BoundingBox",
  '"dc:subject"',
  "'hutan'",
  "'%a\\%'",
  "'\\'",
  "''",
  "2020-01-01",
  "2020-02-30T25:61",
  "-12.5e3",
  "1e309",
  "BBOX",
  "INTERSECTS",
  "ENVELOPE",
  "POLYGON",
  "POINT",
  "DWITHIN",
  "'EPSG:4326'",
  "'urn:ogc:def:crs:EPSG::4326'",
];
/** Grammar-aware noise: sequences of real CQL tokens. */
const tokenSoup = fc.array(fc.constantFrom(...TOKENS), { maxLength: 25 }).map((tokens) => tokens.join(" "));

const hostileCql = fc.oneof(
  {
    weight: 4,
    arbitrary: mutated(
      valid.map((r) => r.cql),
      cqlSnippets,
    ),
  },
  { weight: 3, arbitrary: tokenSoup },
  { weight: 1, arbitrary: fc.string({ maxLength: 120 }) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 120 }) },
);

describe("CQL_TEXT parser (property-based)", () => {
  it("parses every generated filter to the filter it spells, as its Filter XML spelling does", () => {
    fc.assert(
      fc.property(valid, ({ filter, cql, xml }) => {
        expect(parseCql(cql)).toEqual(filter);
        expect(parseFilterXml(readXml(filterDocument(xml)))).toEqual(parseCql(cql));
      }),
      { numRuns: FUZZ_RUNS },
    );
  });

  it("parses them the same through GetRecords KVP and POST (csw:CqlText)", () => {
    fc.assert(
      fc.property(renderedFilter({ cqlExpressible: true, depth: 2 }), ({ filter, cql }) => {
        expect(kvpConstraint("CQL_TEXT", cql)).toEqual(filter);
        expect(postConstraint(postDocument({ cql }))).toEqual(filter);
      }),
      { numRuns: FUZZ_RUNS },
    );
  });

  it("gives a filter or a readable CSW refusal for mutated CQL, token soup and random text, never a raw error", () => {
    fc.assert(
      fc.property(hostileCql, (text) => {
        expectParsedOrRefused("parseCql", () => parseCql(text));
        expectParsedOrRefused("GetRecords KVP", () => kvpConstraint("CQL_TEXT", text));
      }),
      { numRuns: FUZZ_RUNS },
    );
  });

  it("refuses deep nesting with a CSW refusal, never a stack overflow", () => {
    const leaf = "dc:title IS NULL";
    expect(expectParsedOrRefused("99 NOT", () => parseCql(`${"NOT ".repeat(99)}${leaf}`))).not.toBeNull();
    expect(
      expectParsedOrRefused("99 (", () => parseCql(`${"(".repeat(99)}${leaf}${")".repeat(99)}`)),
    ).not.toBeNull();
    for (const text of [
      `${"NOT ".repeat(101)}${leaf}`,
      `${"(".repeat(101)}${leaf}${")".repeat(101)}`,
      `${"NOT (".repeat(1600)}${leaf}`,
      "(".repeat(MAX_CQL_LENGTH),
    ]) {
      expect(expectParsedOrRefused(text.slice(0, 20), () => parseCql(text))).toBeNull();
    }
  });

  it("answers long repetitive text in linear time", () => {
    const n = MAX_CQL_LENGTH;
    const inputs = [
      `dc:title = '${"''".repeat(n / 2 - 10)}`,
      `dc:title = "${'""'.repeat(n / 2 - 10)}`,
      `dc:title = ${"1".repeat(n - 20)}x`,
      `dc:title = 2020-01-01T${"1:".repeat(n / 2 - 20)}`,
      `dc:title LIKE '${"\\%".repeat(n / 2 - 20)}'`,
      `AnyText LIKE '${"a ".repeat(n / 2 - 20)}'`,
      `${"dc:title = 'a' AND ".repeat(n / 19)}dc:title IS NULL`.slice(0, n),
      `BBOX(ows:BoundingBox, ${"1, ".repeat(n / 3 - 10)}`,
      `WITHIN(ows:BoundingBox, POLYGON((${"1 2, ".repeat(n / 5 - 10)}1 2)))`,
      `${"a".repeat(n - 2)} =`,
      " ".repeat(n),
      "x".repeat(n + 1),
    ];
    for (const text of inputs) {
      expectParsedOrRefused(`${text.slice(0, 40)}... (${text.length} characters)`, () => parseCql(text));
    }
  });
});
