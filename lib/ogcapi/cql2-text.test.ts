import { describe, expect, it } from "vitest";
import type { Search } from "@/lib/search/ast";
import { compare, INDONESIA, textRefusal } from "@/test/support/cql2-refusals";
import { parseCql2Text } from "./cql2-text";

// cql2-text: precedence, strings and names, geometries, temporal functions, and the refusals,
// each at its 1-based character position.

describe("parseCql2Text", () => {
  it("binds NOT tighter than AND, and AND tighter than OR, keywords in any case", () => {
    const [a, b, c] = ["a", "b", "c"].map((v) => compare("Title", "=", v) as Search);
    expect(parseCql2Text("title = 'a' or not title = 'b' And title = 'c'")).toEqual({
      op: "Or",
      args: [a, { op: "And", args: [{ op: "Not", arg: b }, c] }],
    });
  });

  it("reads '' and \\' in strings, quoted names, a literal first, and NOT BETWEEN", () => {
    expect(parseCql2Text(`"title" = 'Peta ''Hutan'' Riau\\'s'`)).toEqual(
      compare("Title", "=", "Peta 'Hutan' Riau's"),
    );
    expect(parseCql2Text("TIMESTAMP('2020-01-01T00:00:00Z') < updated")).toEqual(
      compare("Modified", ">", "2020-01-01T00:00:00Z"),
    );
    expect(parseCql2Text("title LIKE 'x\\\\'")).toMatchObject({ likePattern: "x\\\\" });
    expect(parseCql2Text("updated NOT BETWEEN '2019' AND '2020'")).toMatchObject({
      op: "Not",
      arg: { op: "Between" },
    });
  });

  it("reads the spatial functions, geometries with z, MULTI geometries and polygons with holes", () => {
    expect(parseCql2Text("S_WITHIN(geometry, ENVELOPE(95, -11, 141, 6))")).toEqual({
      op: "Spatial",
      relation: "Within",
      box: INDONESIA,
    });
    expect(parseCql2Text("s_within(POINT Z(106.8 -6.2 10), geometry)")).toMatchObject({
      relation: "Contains",
      shape: { type: "Point", coordinates: [106.8, -6.2] },
    });
    for (const [name, relation] of [
      ["S_EQUALS", "Equals"],
      ["S_DISJOINT", "Disjoint"],
      ["S_TOUCHES", "Touches"],
      ["S_OVERLAPS", "Overlaps"],
      ["S_CONTAINS", "Contains"],
    ]) {
      expect(parseCql2Text(`${name}(geometry, BBOX(95, -11, 141, 6))`)).toEqual({
        op: "Spatial",
        relation,
        box: INDONESIA,
      });
    }
    expect(parseCql2Text("S_INTERSECTS(geometry, MULTIPOINT((1 2), (3 4)))")).toMatchObject({
      op: "Or",
      args: [{ shape: { coordinates: [1, 2] } }, { shape: { coordinates: [3, 4] } }],
    });
    expect(
      parseCql2Text("S_DISJOINT(geometry, GEOMETRYCOLLECTION(POINT(1 2), LINESTRING(0 0, 1 1)))"),
    ).toMatchObject({
      op: "And",
      args: [{ relation: "Disjoint" }, { relation: "Disjoint", shape: { type: "LineString" } }],
    });
    const holed = parseCql2Text(
      "S_INTERSECTS(geometry, POLYGON((0 0, 10 0, 10 10, 0 10, 0 0), (2 2, 4 2, 4 4, 2 4, 2 2)))",
    );
    expect(holed).toEqual({
      op: "And",
      args: [
        { op: "Spatial", relation: "Intersects", box: { minx: 0, miny: 0, maxx: 10, maxy: 10 } },
        {
          op: "Not",
          arg: {
            op: "And",
            args: [
              { op: "Spatial", relation: "Within", box: { minx: 2, miny: 2, maxx: 4, maxy: 4 } },
              {
                op: "Not",
                arg: {
                  op: "Spatial",
                  relation: "Intersects",
                  box: { minx: 2, miny: 2, maxx: 4, maxy: 4 },
                  shape: {
                    type: "LineString",
                    coordinates: [
                      [2, 2],
                      [4, 2],
                      [4, 4],
                      [2, 4],
                      [2, 2],
                    ],
                  },
                },
              },
            ],
          },
        },
      ],
    });
  });

  it("maps the temporal functions, open intervals and literals first", () => {
    expect(parseCql2Text("T_INTERSECTS(updated, INTERVAL('2020-01-01', '..'))")).toEqual(
      compare("Modified", ">=", "2020-01-01"),
    );
    expect(parseCql2Text("T_INTERSECTS(updated, INTERVAL('..', DATE('2020-01-01')))")).toEqual(
      compare("Modified", "<=", "2020-01-01"),
    );
    expect(parseCql2Text("T_DURING(updated, INTERVAL('..', '..'))")).toEqual({
      op: "Not",
      arg: { op: "IsNull", property: "Modified" },
    });
    expect(parseCql2Text("T_AFTER(updated, INTERVAL('2020-01-01', '2020-06-30'))")).toEqual(
      compare("Modified", ">", "2020-06-30"),
    );
    expect(parseCql2Text("T_BEFORE(updated, INTERVAL('..', '2020-06-30'))")).toEqual({ op: "Or", args: [] });
    expect(parseCql2Text("T_AFTER(DATE('2020-01-01'), revisionDate)")).toEqual(
      compare("RevisionDate", "<", "2020-01-01"),
    );
    expect(parseCql2Text("T_EQUALS(publicationDate, DATE('2020-01-01'))")).toEqual(
      compare("PublicationDate", "=", "2020-01-01"),
    );
  });
});

describe("refusals", () => {
  it.each([
    ["title = 'a' AND warna = 'merah'", 17, "unknown property: warna"],
    ["Title = 'a'", 1, "unknown property: Title"],
    ["title = 'unterminated", 9, "unterminated quote"],
    ["title = 'a' AND", 16, "expected a value or a property"],
    ["(title = 'a'", 13, "expected ')'"],
    ["title 'a'", 7, "expected a comparison operator"],
    ["title ILIKE 'a'", 7, "ILIKE is not CQL2"],
    ["title = 'a' title = 'b'", 13, "unexpected 'title'"],
    ["title + 1 = 2", 7, "arithmetic expressions are not supported"],
    ["avg(title) < 4", 1, "unsupported function: AVG"],
    ["S_WITHIN(geometry, Buffer(geometry, 10, 'm'))", 20, "unsupported function: BUFFER"],
    ["ACCENTI(title) = ACCENTI('débárquér')", 1, "ACCENTI"],
    ["A_CONTAINS(keywords, ('a', 'b'))", 1, "array functions are not supported"],
    ["T_MEETS(updated, DATE('2020-01-01'))", 1, "unsupported temporal function: T_MEETS"],
    ["S_INTERSECTS(title, POINT(1 2))", 14, "needs the geometry property"],
    ["S_INTERSECTS(geometry, 'x')", 24, "needs a geometry"],
    ["S_WITHIN(geometry, MULTIPOINT(1 2, 3 4))", 20, "multi-part geometry"],
    ["S_INTERSECTS(geometry, BBOX(95, -11, 141, 96))", 24, "latitude"],
    ["S_INTERSECTS(geometry, BBOX(95, -11, 141))", 24, "4 numbers"],
    ["S_INTERSECTS(geometry, POLYGON((0 0, 1 1, 2 2, 0 0)))", 24, "area"],
    ["title = 5", 9, "title is text, not the number 5"],
    ["title = DATE('2020-01-01')", 9, "title is text"],
    ["updated > 'kemarin'", 11, "updated is a date"],
    ["updated > DATE('2020-02-30')", 11, "invalid DATE"],
    ["updated > TIMESTAMP('2020-02-03')", 11, "invalid TIMESTAMP"],
    ["geometry = 'x'", 1, "geometry is a geometry"],
    ["title = id", 9, "comparing two properties is not supported"],
    ["'a' = 'b'", 1, "needs a property on one side"],
    ["CASEI(title) = 'Hutan'", 16, "CASEI must wrap both sides"],
    ["CASEI(updated) = CASEI('x')", 7, "CASEI takes text"],
    ["anytext > 'a'", 1, "anytext supports only =, <> and LIKE"],
    ["updated LIKE '2020%'", 1, "LIKE needs a text property"],
    ["title LIKE 'x\\'", 12, "unterminated quote"],
    ["T_DURING(updated, DATE('2020-01-01'))", 19, "T_DURING needs an INTERVAL"],
    ["T_AFTER(title, DATE('2020-01-01'))", 9, "needs a date property"],
    ["T_EQUALS(updated, INTERVAL('2020', '2021'))", 19, "invalid INTERVAL end"],
    ["T_EQUALS(updated, INTERVAL('2021-01-01', '2020-01-01'))", 19, "ends before it starts"],
    ["T_EQUALS(updated, INTERVAL('2020-01-01', '2021-01-01'))", 19, "never equals an INTERVAL"],
    ["T_INTERSECTS(updated, INTERVAL(created, updated))", 32, "INTERVAL of properties"],
    ["  ", undefined, "the filter is empty"],
  ])("refuses %s", (text, position, english) => {
    const message = textRefusal(text);
    expect(message).toContain(english);
    if (position !== undefined)
      expect(message).toMatch(new RegExp(`di posisi ${position} / .* at position ${position}$`));
  });
});
