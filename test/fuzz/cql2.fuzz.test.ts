import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseCql2Json } from "@/lib/ogcapi/cql2-json";
import { parseCql2Text } from "@/lib/ogcapi/cql2-text";
import { QUERYABLES } from "@/lib/ogcapi/queryables";
import { searchToSql } from "@/lib/search/to-sql";
import { CASE_TIME_LIMIT_MS, FUZZ_RUNS, outcomeOf } from "@/test/support/fuzz";

// CQL2 (OGC API – Records' filter, lib/ogcapi/cql2-*), property-based: any text or JSON gives
// a search that compiles to SQL, or a refusal, never a raw error, in bounded time.

const TOKENS = [
  ...Object.keys(QUERYABLES),
  "(",
  ")",
  ",",
  "AND",
  "OR",
  "NOT",
  "LIKE",
  "BETWEEN",
  "IN",
  "IS",
  "NULL",
  "CASEI",
  "=",
  "<>",
  "<",
  ">=",
  "'hutan'",
  "'%a\\%'",
  "''",
  "DATE('2020-01-01')",
  "TIMESTAMP('2020-02-30T25:61:00Z')",
  "INTERVAL('2020-01-01','..')",
  "-12.5e3",
  "1e309",
  "S_INTERSECTS",
  "S_WITHIN",
  "T_AFTER",
  "T_DURING",
  "BBOX(95,-11,141,6)",
  "POINT(106 -6)",
  "POLYGON((95 -11, 141 -11, 141 6, 95 -11))",
  "true",
];
const tokenSoup = fc.array(fc.constantFrom(...TOKENS), { maxLength: 25 }).map((tokens) => tokens.join(" "));
const text = fc.oneof(
  { weight: 4, arbitrary: tokenSoup },
  { weight: 1, arbitrary: fc.string({ maxLength: 200 }) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 200 }) },
);

/** JSON in CQL2's shape, and any JSON: op/args trees with queryables, literals and geometries. */
const json = fc.letrec((tie) => ({
  node: fc.oneof(
    { depthSize: "small", maxDepth: 5, withCrossShrink: true },
    fc.record({ property: fc.constantFrom(...Object.keys(QUERYABLES), "judul", "") }),
    fc.record({ bbox: fc.array(fc.double(), { maxLength: 6 }) }),
    fc.record({
      type: fc.constantFrom("Point", "Polygon", "LineString"),
      coordinates: fc.jsonValue({ maxDepth: 3 }),
    }),
    fc.record({ date: fc.string({ maxLength: 12 }) }),
    fc.record({ interval: fc.array(fc.string({ maxLength: 12 }), { maxLength: 3 }) }),
    fc.jsonValue({ maxDepth: 2 }),
    // The recursive option comes last: at the depth limit fast-check takes the first one.
    fc.record({
      op: fc.constantFrom(
        "and",
        "or",
        "not",
        "=",
        "<",
        "like",
        "between",
        "in",
        "isNull",
        "s_intersects",
        "t_after",
        "casei",
        "x",
      ),
      args: fc.array(tie("node"), { maxLength: 4 }),
    }),
  ),
})).node;

function expectSearchOrRefusal(what: string, parse: () => ReturnType<typeof parseCql2Text>) {
  const outcome = outcomeOf(what, () => searchToSql(parse()));
  expect(outcome.ms, what).toBeLessThan(CASE_TIME_LIMIT_MS);
  if (!outcome.ok) expect(outcome.error.code, what).toBe("VALIDATION_FAILED");
}

describe("CQL2 parsers (property-based)", () => {
  it("turn any text into a search that compiles, or a refusal", () => {
    fc.assert(
      fc.property(text, (filter) => expectSearchOrRefusal(filter, () => parseCql2Text(filter))),
      { numRuns: FUZZ_RUNS },
    );
  });

  it("turn any JSON, and any text as JSON, into a search that compiles, or a refusal", () => {
    fc.assert(
      fc.property(json, (filter) => {
        expectSearchOrRefusal(JSON.stringify(filter), () => parseCql2Json(filter));
        expectSearchOrRefusal(JSON.stringify(filter), () => parseCql2Json(JSON.stringify(filter)));
      }),
      { numRuns: FUZZ_RUNS },
    );
    fc.assert(
      fc.property(text, (filter) => expectSearchOrRefusal(filter, () => parseCql2Json(filter))),
      { numRuns: FUZZ_RUNS },
    );
  });
});
