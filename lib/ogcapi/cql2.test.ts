import { describe, expect, it } from "vitest";
import type { Search } from "@/lib/search/ast";
import { isSearchRefusal } from "@/lib/search/refusal";
import { MAX_CQL2_DEPTH, MAX_CQL2_LENGTH, MAX_CQL2_NODES, parseCql2Json, parseCql2Text } from "./cql2";
import { QUERYABLES, queryablesSchema } from "./queryables";

/** The message a parser refuses the filter with (and nothing but a search refusal). */
function refusal(parse: () => Search): string {
  try {
    parse();
  } catch (error) {
    if (!isSearchRefusal(error)) throw error;
    return error.message;
  }
  throw new Error("the filter was accepted");
}
const textRefusal = (text: string) => refusal(() => parseCql2Text(text));
const jsonRefusal = (value: unknown) => refusal(() => parseCql2Json(value));

const compare = (property: string, comparator: string, value: string, matchCase = true) => ({
  op: "Compare",
  comparator,
  property,
  value,
  matchCase,
});
const INDONESIA = { minx: 95, miny: -11, maxx: 141, maxy: 6 };

// The examples of OGC 21-065r2 (CQL2) within what the catalogue supports, each in both
// encodings, their property names replaced by the catalogue's queryables (the standard's
// `city`, `name`, `built`, `road_class` ... are the data of its examples, not queryables).
const EXAMPLES: [string, unknown, Search][] = [
  [
    "title='Toronto'",
    { op: "=", args: [{ property: "title" }, "Toronto"] },
    compare("Title", "=", "Toronto") as Search,
  ],
  [
    "updated >= date('1970-01-01')",
    { op: ">=", args: [{ property: "updated" }, { date: "1970-01-01" }] },
    compare("Modified", ">=", "1970-01-01") as Search,
  ],
  [
    "geometry IS NOT NULL",
    { op: "not", args: [{ op: "isNull", args: [{ property: "geometry" }] }] },
    { op: "Not", arg: { op: "IsNull", property: "BoundingBox" } },
  ],
  [
    "title LIKE 'Smith%'",
    { op: "like", args: [{ property: "title" }, "Smith%"] },
    { op: "Like", property: "Title", likePattern: "Smith%", matchCase: true },
  ],
  [
    "title IN ('Toronto','Frankfurt','Tokyo','New York')",
    { op: "in", args: [{ property: "title" }, ["Toronto", "Frankfurt", "Tokyo", "New York"]] },
    {
      op: "Or",
      args: ["Toronto", "Frankfurt", "Tokyo", "New York"].map((v) => compare("Title", "=", v) as Search),
    },
  ],
  [
    "type NOT IN ('dataset','series')",
    { op: "not", args: [{ op: "in", args: [{ property: "type" }, ["dataset", "series"]] }] },
    {
      op: "Not",
      arg: { op: "Or", args: [compare("Type", "=", "dataset"), compare("Type", "=", "series")] as Search[] },
    },
  ],
  [
    "S_INTERSECTS(geometry,POINT(36.319836 32.288087))",
    {
      op: "s_intersects",
      args: [{ property: "geometry" }, { type: "Point", coordinates: [36.319836, 32.288087] }],
    },
    {
      op: "Spatial",
      relation: "Intersects",
      box: { minx: 36.319836, miny: 32.288087, maxx: 36.319836, maxy: 32.288087 },
      shape: { type: "Point", coordinates: [36.319836, 32.288087] },
    },
  ],
  [
    "S_CROSSES(geometry,LINESTRING(43.72992 -79.2998, 43.73005 -79.2991, 43.73006 -79.2984))",
    {
      op: "s_crosses",
      args: [
        { property: "geometry" },
        {
          type: "LineString",
          coordinates: [
            [43.72992, -79.2998],
            [43.73005, -79.2991],
            [43.73006, -79.2984],
          ],
        },
      ],
    },
    {
      op: "Spatial",
      relation: "Crosses",
      box: { minx: 43.72992, miny: -79.2998, maxx: 43.73006, maxy: -79.2984 },
      shape: {
        type: "LineString",
        coordinates: [
          [43.72992, -79.2998],
          [43.73005, -79.2991],
          [43.73006, -79.2984],
        ],
      },
    },
  ],
  [
    "S_INTERSECTS(geometry,POLYGON((-77.0824 38.7886,-77.0189 38.7886,-77.0189 38.8351,-77.0824 38.8351,-77.0824 38.7886)))",
    {
      op: "s_intersects",
      args: [
        { property: "geometry" },
        {
          type: "Polygon",
          coordinates: [
            [
              [-77.0824, 38.7886],
              [-77.0189, 38.7886],
              [-77.0189, 38.8351],
              [-77.0824, 38.8351],
              [-77.0824, 38.7886],
            ],
          ],
        },
      ],
    },
    {
      op: "Spatial",
      relation: "Intersects",
      box: { minx: -77.0824, miny: 38.7886, maxx: -77.0189, maxy: 38.8351 },
    },
  ],
  [
    "S_INTERSECTS(geometry,BBOX(-128.098193,-1.1,-99999.0,180.0,90.0,100000.0))",
    {
      op: "s_intersects",
      args: [{ property: "geometry" }, { bbox: [-128.098193, -1.1, -99999.0, 180.0, 90.0, 100000.0] }],
    },
    { op: "Spatial", relation: "Intersects", box: { minx: -128.098193, miny: -1.1, maxx: 180, maxy: 90 } },
  ],
  [
    "T_INTERSECTS(updated, INTERVAL('1969-07-16T05:32:00Z', '1969-07-24T16:50:35Z'))",
    {
      op: "t_intersects",
      args: [{ property: "updated" }, { interval: ["1969-07-16T05:32:00Z", "1969-07-24T16:50:35Z"] }],
    },
    { op: "Between", property: "Modified", lower: "1969-07-16T05:32:00Z", upper: "1969-07-24T16:50:35Z" },
  ],
  [
    "T_DURING(created, INTERVAL('1969-07-16T13:32:00Z', '1969-07-24T16:50:35Z'))",
    {
      op: "t_during",
      args: [{ property: "created" }, { interval: ["1969-07-16T13:32:00Z", "1969-07-24T16:50:35Z"] }],
    },
    {
      op: "And",
      args: [
        compare("CreationDate", ">", "1969-07-16T13:32:00Z"),
        compare("CreationDate", "<", "1969-07-24T16:50:35Z"),
      ] as Search[],
    },
  ],
  [
    "T_AFTER(created,DATE('2012-06-05'))",
    { op: "t_after", args: [{ property: "created" }, { date: "2012-06-05" }] },
    compare("CreationDate", ">", "2012-06-05") as Search,
  ],
  [
    "T_BEFORE(updated, TIMESTAMP('2010-02-10T05:29:20.073225Z'))",
    { op: "t_before", args: [{ property: "updated" }, { timestamp: "2010-02-10T05:29:20.073225Z" }] },
    compare("Modified", "<", "2010-02-10T05:29:20.073225Z") as Search,
  ],
  [
    "CASEI(keywords) IN (CASEI('Οδος'),CASEI('Straße'))",
    {
      op: "in",
      args: [
        { op: "casei", args: [{ property: "keywords" }] },
        [
          { op: "casei", args: ["Οδος"] },
          { op: "casei", args: ["Straße"] },
        ],
      ],
    },
    {
      op: "Or",
      args: [compare("Subject", "=", "Οδος", false), compare("Subject", "=", "Straße", false)] as Search[],
    },
  ],
  [
    "CASEI(title) LIKE CASEI('%hutan%')",
    {
      op: "like",
      args: [
        { op: "casei", args: [{ property: "title" }] },
        { op: "casei", args: ["%hutan%"] },
      ],
    },
    { op: "Like", property: "Title", likePattern: "%hutan%", matchCase: false },
  ],
  [
    "created BETWEEN DATE('2019-01-01') AND DATE('2020-12-31')",
    { op: "between", args: [{ property: "created" }, { date: "2019-01-01" }, { date: "2020-12-31" }] },
    { op: "Between", property: "CreationDate", lower: "2019-01-01", upper: "2020-12-31" },
  ],
  [
    "title NOT LIKE '50\\%%' AND NOT (id = 'a' OR id <> 'b')",
    {
      op: "and",
      args: [
        { op: "not", args: [{ op: "like", args: [{ property: "title" }, "50\\%%"] }] },
        {
          op: "not",
          args: [
            {
              op: "or",
              args: [
                { op: "=", args: [{ property: "id" }, "a"] },
                { op: "<>", args: [{ property: "id" }, "b"] },
              ],
            },
          ],
        },
      ],
    },
    {
      op: "And",
      args: [
        { op: "Not", arg: { op: "Like", property: "Title", likePattern: "50\\%%", matchCase: true } },
        {
          op: "Not",
          arg: { op: "Or", args: [compare("Identifier", "=", "a"), compare("Identifier", "<>", "b")] },
        },
      ] as Search[],
    },
  ],
  ["TRUE", true, { op: "And", args: [] }],
  ["false", false, { op: "Or", args: [] }],
];

describe("CQL2: the standard's examples", () => {
  it.each(EXAMPLES)("%s", (text, json, expected) => {
    expect(parseCql2Text(text)).toEqual(expected);
    expect(parseCql2Json(json)).toEqual(expected);
    expect(parseCql2Json(JSON.stringify(json))).toEqual(expected);
  });
});

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

  it.each([
    [{ op: "=", args: [{ property: "warna" }, "merah"] }, "$.args[0]", "unknown property: warna"],
    [
      { op: "and", args: [{ op: "=", args: [{ property: "title" }, 5] }, true] },
      "$.args[0].args[1]",
      "title is text",
    ],
    [{ op: "like", args: [{ property: "title" }] }, "$", "like takes 2 args, not 1"],
    [{ op: "between", args: [{ property: "title" }, "a"] }, "$", "between takes 3 args"],
    [{ op: "in", args: [{ property: "title" }, "a"] }, "$.args[1]", "IN needs a list"],
    [{ op: "and", args: [true] }, "$", "and needs at least 2 args"],
    [{ op: "=", args: "x" }, "$", '"args" must be an array'],
    [{ op: "avg", args: [{ property: "title" }] }, "$", "unsupported function: avg"],
    [{ op: "t_meets", args: [{ property: "updated" }, { date: "2020-01-01" }] }, "$", "T_MEETS"],
    [{ op: "=", args: [{ op: "+", args: [1, 2] }, 3] }, "$.args[0]", "unsupported function: +"],
    [
      { op: "s_intersects", args: [{ property: "title" }, { bbox: [95, -11, 141, 6] }] },
      "$.args[0]",
      "geometry",
    ],
    [
      { op: "s_intersects", args: [{ property: "geometry" }, { bbox: [95, -11, 141] }] },
      "$.args[1].bbox",
      "4 numbers",
    ],
    [
      { op: "s_intersects", args: [{ property: "geometry" }, { type: "Point", coordinates: [1, "2"] }] },
      "$.args[1].coordinates[1]",
      "expected a number",
    ],
    [
      { op: "s_intersects", args: [{ property: "geometry" }, { type: "Circle", coordinates: [1, 2] }] },
      "$.args[1]",
      "unknown geometry type: Circle",
    ],
    [
      { op: "=", args: [{ property: "updated" }, { timestamp: "yesterday" }] },
      "$.args[1]",
      "invalid TIMESTAMP",
    ],
    [{ op: "=", args: [{ property: "title" }, ["a"]] }, "$.args[1]", "arrays are not supported"],
    [{ op: "like", args: [{ property: "title" }, "x\\"] }, "$.args[1]", "ends with the escape character"],
    [{ property: "title" }, "$", "expected an expression"],
    [42, "$", "expected an expression"],
  ])("refuses the JSON %j at %s", (json, path, english) => {
    const message = jsonRefusal(json);
    expect(message).toContain(english);
    expect(message.endsWith(`at ${path}`)).toBe(true);
  });

  it("refuses text that is no JSON", () => {
    expect(jsonRefusal('{"op": "=", ')).toContain("invalid JSON");
  });
});

describe("hostile filters", () => {
  const quickly = (parse: () => Search) => {
    const started = performance.now();
    const message = refusal(parse);
    expect(performance.now() - started).toBeLessThan(1_000);
    return message;
  };

  it(`accepts ${MAX_CQL2_DEPTH} levels of nesting and refuses one more`, () => {
    const nested = (n: number) => `${"(".repeat(n)}title = 'a'${")".repeat(n)}`;
    expect(parseCql2Text(nested(MAX_CQL2_DEPTH))).toEqual(compare("Title", "=", "a"));
    expect(textRefusal(nested(MAX_CQL2_DEPTH + 1))).toContain(`nested more than ${MAX_CQL2_DEPTH} levels`);
    expect(textRefusal(`${"NOT ".repeat(MAX_CQL2_DEPTH + 1)}title = 'a'`)).toContain("nested");
  });

  it("refuses deep nesting at any depth without overflowing the stack", () => {
    expect(quickly(() => parseCql2Text("(".repeat(60_000)))).toContain("nested");
    expect(quickly(() => parseCql2Text(`${"CASEI(".repeat(10_000)}title`))).toContain("nested");
    const deep = `${'{"op":"not","args":['.repeat(2_500)}true${"]}".repeat(2_500)}`;
    expect(quickly(() => parseCql2Json(deep))).toContain("nested");
    let value: unknown = true;
    for (let i = 0; i < 100_000; i++) value = { op: "not", args: [value] };
    expect(quickly(() => parseCql2Json(value))).toContain("nested");
    expect(quickly(() => parseCql2Json("[".repeat(60_000)))).toContain("invalid JSON");
  });

  it(`refuses more than ${MAX_CQL2_NODES} nodes, long text and many positions`, () => {
    const wide = Array.from({ length: 600 }, () => "title = 'a'").join(" OR ");
    expect(quickly(() => parseCql2Text(wide))).toContain(`more than ${MAX_CQL2_NODES} nodes`);
    const list = `title IN (${Array.from({ length: 600 }, (_, i) => `'${i}'`).join(",")})`;
    expect(quickly(() => parseCql2Text(list))).toContain("nodes");
    const args = Array.from({ length: 100_000 }, () => true);
    expect(quickly(() => parseCql2Json({ op: "or", args }))).toContain("nodes");
    expect(quickly(() => parseCql2Text(`title = '${"a".repeat(MAX_CQL2_LENGTH)}'`))).toContain(
      `${MAX_CQL2_LENGTH}`,
    );
    expect(quickly(() => parseCql2Json(" ".repeat(10_000_000)))).toContain(`${MAX_CQL2_LENGTH}`);
    const line = Array.from({ length: 1_001 }, (_, i) => `${i % 180} 0`).join(",");
    expect(quickly(() => parseCql2Text(`S_INTERSECTS(geometry, LINESTRING(${line}))`))).toContain(
      "positions",
    );
    const coordinates = Array.from({ length: 1_000_000 }, () => [0, 0]);
    const huge = {
      op: "s_intersects",
      args: [{ property: "geometry" }, { type: "LineString", coordinates }],
    };
    expect(quickly(() => parseCql2Json(huge))).toContain("1000");
  });

  it("refuses NUL characters and odd JSON without throwing anything else", () => {
    expect(textRefusal("title = 'a\u0000'")).toContain("NUL");
    for (const value of [
      null,
      undefined,
      [],
      "null",
      '"title"',
      { op: 1 },
      { op: "=", args: [null, 1] },
      { __proto__: null },
    ])
      expect(jsonRefusal(value)).toBeTruthy();
    expect(jsonRefusal({ op: "=", args: [{ property: "constructor" }, "x"] })).toContain("unknown property");
  });
});

describe("queryablesSchema", () => {
  it("is the JSON Schema document OGC API – Features – Part 3 asks for", () => {
    const schema = queryablesSchema("https://simpul.example/");
    expect(schema).toMatchObject({
      $schema: "https://json-schema.org/draft/2020-12/schema",
      $id: "https://simpul.example/ogcapi/collections/katalog/queryables",
      type: "object",
      additionalProperties: false,
    });
    expect(Object.keys(schema.properties)).toEqual(Object.keys(QUERYABLES));
    expect(schema.properties.geometry).toMatchObject({ format: "geometry-any" });
    expect(schema.properties.updated).toMatchObject({ type: "string", format: "date-time" });
    expect(schema.properties.created).toMatchObject({ type: "string", format: "date" });
    expect(schema.properties.title).toEqual({ title: "Title", type: "string" });
  });
});
