import { describe, expect, it } from "vitest";
import type { Search } from "@/lib/search/ast";
import { compare } from "@/test/support/cql2-refusals";
import { parseCql2Json } from "./cql2-json";
import { parseCql2Text } from "./cql2-text";
import { QUERYABLES, queryablesSchema } from "./queryables";

// CQL2 as the standard writes it: its examples, and the queryables document the filters name.
//
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
