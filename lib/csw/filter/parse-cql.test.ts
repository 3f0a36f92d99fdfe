import { describe, expect, it } from "vitest";
import type { Search } from "@/lib/search/ast";
import { isAppError } from "../../errors";
import { parseCql } from "./parse-cql";

/** The OWS code, locator and message parseCql refuses the text with. */
function refusal(text: string) {
  try {
    parseCql(text);
  } catch (error) {
    if (!isAppError(error)) throw error;
    return { code: error.details.owsCode, locator: error.details.locator, message: error.message };
  }
  throw new Error("the constraint was accepted");
}

const title = (value: string): Search => ({
  op: "Compare",
  comparator: "=",
  property: "Title",
  value,
  matchCase: true,
});
const INDONESIA = { minx: 95, miny: -11, maxx: 141, maxy: 6 };

describe("parseCql: predicates", () => {
  it("parses the example of the brief", () => {
    expect(parseCql("AnyText LIKE '%hutan%' AND BBOX(ows:BoundingBox, 95, -11, 141, 6)")).toEqual({
      op: "And",
      args: [
        { op: "Like", property: "AnyText", likePattern: "%hutan%", matchCase: true },
        { op: "Spatial", relation: "BBOX", box: INDONESIA },
      ],
    });
  });

  it.each([
    ["=", "="],
    ["<>", "<>"],
    ["!=", "<>"],
    ["<", "<"],
    ["<=", "<="],
    [">", ">"],
    [">=", ">="],
  ])("reads %s", (text, comparator) => {
    expect(parseCql(`dct:modified ${text} '2020-01-01'`)).toEqual({
      op: "Compare",
      comparator,
      property: "Modified",
      value: "2020-01-01",
      matchCase: true,
    });
  });

  it("reads strings with '' escaping, numbers and bare dates", () => {
    expect(parseCql("dc:title = 'Peta ''Hutan'' Riau'")).toEqual(title("Peta 'Hutan' Riau"));
    expect(parseCql("dc:title=-12.5e1")).toEqual(title("-12.5e1"));
    expect(parseCql("Modified >= 2020-01-31T10:00:00Z")).toMatchObject({ value: "2020-01-31T10:00:00Z" });
    expect(parseCql(`"dc:title" = 'x'`)).toEqual(title("x"));
  });

  it("reads LIKE, ILIKE and NOT LIKE, with \\ escaping literal % and _", () => {
    expect(parseCql("apiso:Subject LIKE 'hutan%'")).toEqual({
      op: "Like",
      property: "Subject",
      likePattern: "hutan%",
      matchCase: true,
    });
    expect(parseCql("title ilike '%Hutan_'")).toMatchObject({ likePattern: "%Hutan_", matchCase: false });
    expect(parseCql("title NOT LIKE '%50\\%%'")).toEqual({
      op: "Not",
      arg: { op: "Like", property: "Title", likePattern: "%50\\%%", matchCase: true },
    });
    expect(parseCql("title LIKE 'a\\b\\\\c'")).toMatchObject({ likePattern: "ab\\\\c" });
  });

  it("reads BETWEEN, NOT BETWEEN, IS NULL and IS NOT NULL", () => {
    expect(parseCql("apiso:CreationDate BETWEEN '2019-01-01' AND '2020-12-31'")).toEqual({
      op: "Between",
      property: "CreationDate",
      lower: "2019-01-01",
      upper: "2020-12-31",
    });
    expect(parseCql("Modified NOT BETWEEN 2019 AND 2020")).toMatchObject({
      op: "Not",
      arg: { op: "Between" },
    });
    expect(parseCql("apiso:RevisionDate is null")).toEqual({ op: "IsNull", property: "RevisionDate" });
    expect(parseCql("RevisionDate IS NOT NULL")).toEqual({
      op: "Not",
      arg: { op: "IsNull", property: "RevisionDate" },
    });
  });
});

describe("parseCql: precedence and nesting", () => {
  const [a, b, c] = [title("a"), title("b"), title("c")];

  it("binds NOT tighter than AND, and AND tighter than OR, keywords in any case", () => {
    expect(parseCql("title = 'a' or not title = 'b' And title = 'c'")).toEqual({
      op: "Or",
      args: [a, { op: "And", args: [{ op: "Not", arg: b }, c] }],
    });
  });

  it("honours parentheses and flattens chains", () => {
    expect(parseCql("(title = 'a' OR title = 'b') AND title = 'c' AND title = 'a'")).toEqual({
      op: "And",
      args: [{ op: "Or", args: [a, b] }, c, a],
    });
    expect(parseCql("NOT (NOT (title = 'a'))")).toEqual({ op: "Not", arg: { op: "Not", arg: a } });
  });

  it("accepts 100 levels of nesting and refuses 101", () => {
    expect(() => parseCql(`${"(".repeat(100)}title = 'a'${")".repeat(100)}`)).not.toThrow();
    expect(refusal(`${"(".repeat(101)}title = 'a'${")".repeat(101)}`)).toMatchObject({
      code: "InvalidParameterValue",
      message: expect.stringContaining("di posisi 101"),
    });
    expect(refusal(`${"NOT ".repeat(101)}title = 'a'`)).toMatchObject({
      code: "InvalidParameterValue",
      message: expect.stringContaining("di posisi 401"),
    });
  });
});

describe("parseCql: spatial operators", () => {
  it("reads BBOX with and without a CRS, honouring its axis order", () => {
    expect(parseCql("BBOX(BoundingBox, 95, -11, 141, 6, 'EPSG:4326')")).toMatchObject({ box: INDONESIA });
    expect(parseCql("BBOX(BoundingBox, -11, 95, 6, 141, 'urn:ogc:def:crs:EPSG::4326')")).toMatchObject({
      box: INDONESIA,
    });
    expect(parseCql("bbox(ows:BoundingBox, 170, -20, -170, -10)")).toMatchObject({
      box: { minx: 170, miny: -20, maxx: -170, maxy: -10 },
    });
  });

  it("reads ENVELOPE as west, east, north, south", () => {
    expect(parseCql("INTERSECTS(ows:BoundingBox, ENVELOPE(95, 141, 6, -11))")).toEqual({
      op: "Spatial",
      relation: "Intersects",
      box: INDONESIA,
    });
    for (const [name, relation] of [
      ["within", "Within"],
      ["Contains", "Contains"],
      ["DISJOINT", "Disjoint"],
    ]) {
      expect(parseCql(`${name}(apiso:BoundingBox, ENVELOPE(95, 141, 6, -11))`)).toMatchObject({ relation });
    }
  });

  it("reads a rectangle POLYGON as its box, any other geometry as its shape", () => {
    expect(parseCql("WITHIN(BoundingBox, POLYGON((95 -11, 141 -11, 141 6, 95 6, 95 -11)))")).toEqual({
      op: "Spatial",
      relation: "Within",
      box: INDONESIA,
    });
    const triangle: [number, number][] = [
      [95, -11],
      [141, -11],
      [118, 6],
      [95, -11],
    ];
    expect(parseCql("INTERSECTS(BoundingBox, POLYGON((95 -11, 141 -11, 118 6)))")).toEqual({
      op: "Spatial",
      relation: "Intersects",
      box: INDONESIA,
      shape: { type: "Polygon", coordinates: triangle },
    });
    expect(parseCql("touches(BoundingBox, POINT(106.8 -6.2))")).toEqual({
      op: "Spatial",
      relation: "Touches",
      box: { minx: 106.8, miny: -6.2, maxx: 106.8, maxy: -6.2 },
      shape: { type: "Point", coordinates: [106.8, -6.2] },
    });
    expect(parseCql("CROSSES(BoundingBox, LINESTRING(95 -11, 141 6))")).toMatchObject({
      relation: "Crosses",
      box: INDONESIA,
      shape: { type: "LineString" },
    });
    expect(parseCql("DWITHIN(BoundingBox, POINT(1 2), 0.5, degrees)")).toMatchObject({
      relation: "DWithin",
      distance: 0.5,
    });
    expect(
      parseCql("BEYOND(BoundingBox, ENVELOPE(95, 141, 6, -11), 2, 'urn:ogc:def:uom:EPSG::9102')"),
    ).toEqual({
      op: "Spatial",
      relation: "Beyond",
      box: INDONESIA,
      distance: 2,
    });
  });
});

describe("parseCql: errors", () => {
  it("names an unknown property with its position", () => {
    expect(refusal("title = 'a' AND warna = 'merah'")).toEqual({
      code: "InvalidParameterValue",
      locator: "Constraint",
      message: "Properti tidak dikenal: warna di posisi 17 / unknown property: warna at position 17",
    });
  });

  it.each([
    ["title = 'unterminated", 9],
    ["title = 'a' AND", 16],
    ["title = 'a' title = 'b'", 13],
    ["(title = 'a'", 13],
    ["title 'a'", 7],
    ["title LIKE 5", 12],
    ["title LIKE 'x\\'", 12],
    ["title = 'a' # 1", 13],
    ["BBOX(BoundingBox, 95, -11, 141)", 31],
    ["BBOX(BoundingBox, 95, -11, 141, 6, 'EPSG:3857')", 36],
    ["BBOX(BoundingBox, 95, -11, 141, 96)", 19],
    ["BBOX(BoundingBox, 95, -11, 181, 6)", 19],
    ["INTERSECTS(title, ENVELOPE(95, 141, 6, -11))", 12],
    ["INTERSECTS(BoundingBox, ENVELOPE(95, 141, -11, 6))", 25],
    ["WITHIN(BoundingBox, POLYGON((1 1, 2 2)))", 21],
    ["WITHIN(BoundingBox, POLYGON((0 0, 1 1, 2 2, 0 0)))", 21],
    ["WITHIN(BoundingBox, POLYGON((0 0, 2 0, 1 1, 0 0), (0.5 0.1, 1 0.1, 1 0.5)))", 49],
    ["DWITHIN(BoundingBox, POINT(1 2), 10, kilometers)", 34],
    ["DWITHIN(BoundingBox, POINT(1 2), -1, degrees)", 34],
    ["INTERSECTS(BoundingBox, POINT(1 2, 3 4))", 25],
    ["BoundingBox = 'x'", 1],
    ["title IS 'x'", 10],
  ])("refuses %s at position %i", (text, position) => {
    expect(refusal(text)).toMatchObject({
      code: "InvalidParameterValue",
      locator: "Constraint",
      message: expect.stringMatching(new RegExp(`di posisi ${position} / .* at position ${position}$`)),
    });
  });

  it.each([
    "INTERSECTS(BoundingBox, MULTIPOLYGON(((1 2, 3 4, 5 1, 1 2))))",
    "RELATE(BoundingBox, POINT(1 2), 'T********')",
    "Modified BEFORE 2020-01-01T00:00:00Z",
    "strToLowerCase(title) = 'a'",
    "title IN ('a', 'b')",
  ])("answers %s with OperationNotSupported", (text) => {
    expect(refusal(text)).toMatchObject({ code: "OperationNotSupported", locator: "Constraint" });
  });

  it("refuses empty and over-long text", () => {
    expect(refusal("  ")).toMatchObject({ code: "MissingParameterValue", locator: "Constraint" });
    const long = `title = '${"a".repeat(10_000)}'`;
    expect(refusal(long)).toMatchObject({
      code: "InvalidParameterValue",
      message: expect.stringContaining("10000"),
    });
  });
});
