import { describe, expect, it } from "vitest";
import type { Search } from "@/lib/search/ast";
import { isAppError } from "../../errors";
import type { XmlElement } from "../../xml/element";
import { readXml } from "../../xml/read-xml";
import { parseFilterXml } from "./parse-filter-xml";

const NS = `xmlns:ogc="http://www.opengis.net/ogc" xmlns:gml="http://www.opengis.net/gml" xmlns:gml32="http://www.opengis.net/gml/3.2"`;
const parse = (body: string) => parseFilterXml(readXml(`<ogc:Filter ${NS}>${body}</ogc:Filter>`));

/** The OWS code, locator and message parseFilterXml refuses the body with. */
function refusal(body: string) {
  try {
    parse(body);
  } catch (error) {
    if (!isAppError(error)) throw error;
    return { code: error.details.owsCode, locator: error.details.locator, message: error.message };
  }
  throw new Error("the filter was accepted");
}

const equal = (name: string, value: string, attrs = "") =>
  `<ogc:PropertyIsEqualTo${attrs}><ogc:PropertyName>${name}</ogc:PropertyName><ogc:Literal>${value}</ogc:Literal></ogc:PropertyIsEqualTo>`;
const like = (attrs: string, pattern: string, name = "dc:title") =>
  `<ogc:PropertyIsLike ${attrs}><ogc:PropertyName>${name}</ogc:PropertyName><ogc:Literal>${pattern}</ogc:Literal></ogc:PropertyIsLike>`;
const envelope = (srs: string | null, lower: string, upper: string, op = "BBOX") =>
  `<ogc:${op}><ogc:PropertyName>ows:BoundingBox</ogc:PropertyName><gml:Envelope${srs === null ? "" : ` srsName="${srs}"`}>` +
  `<gml:lowerCorner>${lower}</gml:lowerCorner><gml:upperCorner>${upper}</gml:upperCorner></gml:Envelope></ogc:${op}>`;
const INDONESIA = { minx: 95, miny: -11, maxx: 141, maxy: 6 };

describe("parseFilterXml: comparison and logic", () => {
  it("maps property names and comparators, matchCase defaulting to true", () => {
    expect(parse(equal("dc:title", "Peta Hutan"))).toEqual({
      op: "Compare",
      comparator: "=",
      property: "Title",
      value: "Peta Hutan",
      matchCase: true,
    });
    expect(parse(equal("apiso:TopicCategory", "environment", ` matchCase="false"`))).toMatchObject({
      property: "TopicCategory",
      matchCase: false,
    });
  });

  it.each([
    ["PropertyIsNotEqualTo", "<>"],
    ["PropertyIsLessThan", "<"],
    ["PropertyIsGreaterThan", ">"],
    ["PropertyIsLessThanOrEqualTo", "<="],
    ["PropertyIsGreaterThanOrEqualTo", ">="],
  ])("reads ogc:%s as %s", (element, comparator) => {
    const xml = `<ogc:${element}><ogc:PropertyName>dct:modified</ogc:PropertyName><ogc:Literal>2020-01-01</ogc:Literal></ogc:${element}>`;
    expect(parse(xml)).toMatchObject({
      op: "Compare",
      comparator,
      property: "Modified",
      value: "2020-01-01",
    });
  });

  it("flips the comparator when the literal comes first", () => {
    const xml = `<ogc:PropertyIsLessThan><ogc:Literal>2020</ogc:Literal><ogc:PropertyName>Modified</ogc:PropertyName></ogc:PropertyIsLessThan>`;
    expect(parse(xml)).toMatchObject({ comparator: ">", property: "Modified", value: "2020" });
  });

  it("nests And, Or and Not to any depth and collapses one-operand And/Or", () => {
    const a = equal("dc:type", "dataset");
    const b = equal("dc:format", "GeoTIFF");
    const filter = parse(
      `<ogc:And>${a}<ogc:Or><ogc:Not>${b}</ogc:Not><ogc:And>${a}</ogc:And></ogc:Or><ogc:Not><ogc:Not>${a}</ogc:Not></ogc:Not></ogc:And>`,
    );
    const A: Search = { op: "Compare", comparator: "=", property: "Type", value: "dataset", matchCase: true };
    const B: Search = {
      op: "Compare",
      comparator: "=",
      property: "Format",
      value: "GeoTIFF",
      matchCase: true,
    };
    expect(filter).toEqual({
      op: "And",
      args: [A, { op: "Or", args: [{ op: "Not", arg: B }, A] }, { op: "Not", arg: { op: "Not", arg: A } }],
    });
  });

  it("reads PropertyIsNull and PropertyIsBetween", () => {
    expect(
      parse(
        `<ogc:PropertyIsNull><ogc:PropertyName>apiso:RevisionDate</ogc:PropertyName></ogc:PropertyIsNull>`,
      ),
    ).toEqual({ op: "IsNull", property: "RevisionDate" });
    const between = `<ogc:PropertyIsBetween><ogc:PropertyName>apiso:CreationDate</ogc:PropertyName>
      <ogc:LowerBoundary><ogc:Literal>2019-01-01</ogc:Literal></ogc:LowerBoundary>
      <ogc:UpperBoundary><ogc:Literal>2020-12-31</ogc:Literal></ogc:UpperBoundary></ogc:PropertyIsBetween>`;
    expect(parse(between)).toEqual({
      op: "Between",
      property: "CreationDate",
      lower: "2019-01-01",
      upper: "2020-12-31",
    });
  });
});

describe("parseFilterXml: PropertyIsLike patterns", () => {
  const pattern = (attrs: string, text: string) =>
    (parse(like(attrs, text)) as { likePattern: string }).likePattern;

  it("turns the request's wildcards into SQL LIKE and escapes literal %, _ and \\", () => {
    expect(pattern(`wildCard="*" singleChar="." escapeChar="!"`, "*hutan.50!*%_\\")).toBe(
      "%hutan_50*\\%\\_\\\\",
    );
    expect(pattern(`wildCard="*" singleChar="." escapeChar="!"`, "a!!b!.c")).toBe("a!b.c");
    expect(pattern(`wildCard="%" singleChar="_" escapeChar="\\"`, "50\\%%")).toBe("50\\%%");
    expect(pattern(`wildCard="#" singleChar="?" escapeChar="/"`, "#10%#")).toBe("%10\\%%");
  });

  it("uses %, _ and \\ when the attributes are missing, and reads Filter 1.0's escape", () => {
    expect(parse(like("", "%hutan_"))).toEqual({
      op: "Like",
      property: "Title",
      likePattern: "%hutan_",
      matchCase: true,
    });
    expect(pattern(`wildCard="*" singleChar="?" escape="!"`, "!**")).toBe("*%");
  });

  it("honours matchCase on PropertyIsLike", () => {
    expect(parse(like(`wildCard="*" singleChar="?" escapeChar="\\" matchCase="false"`, "*x*"))).toMatchObject(
      {
        matchCase: false,
      },
    );
  });

  it.each([
    [`wildCard="**" singleChar="?" escapeChar="!"`, "x"],
    [`wildCard="*" singleChar="*" escapeChar="!"`, "x"],
    [`wildCard="*" singleChar="?" escapeChar="!"`, "hutan!"],
    [`wildCard="*" singleChar="?" escapeChar="!" matchCase="maybe"`, "x"],
  ])("refuses %s with pattern %s", (attrs, text) => {
    expect(refusal(like(attrs, text))).toMatchObject({
      code: "InvalidParameterValue",
      locator: "Constraint",
    });
  });
});

describe("parseFilterXml: spatial operators and axis order", () => {
  it.each([
    null,
    "EPSG:4326",
    "epsg:4326",
    "urn:ogc:def:crs:OGC:1.3:CRS84",
    "http://www.opengis.net/def/crs/OGC/1.3/CRS84",
    "http://www.opengis.net/gml/srs/epsg.xml#4326",
  ])("reads %s as longitude, latitude", (srs) => {
    expect(parse(envelope(srs, "95 -11", "141 6"))).toEqual({
      op: "Spatial",
      relation: "BBOX",
      box: INDONESIA,
    });
  });

  it.each([
    "urn:ogc:def:crs:EPSG::4326",
    "urn:ogc:def:crs:EPSG:6.11:4326",
    "urn:ogc:def:crs:EPSG:9.8.15:4326",
    "urn:x-ogc:def:crs:EPSG:6.11:4326",
    "urn:x-ogc:def:crs:EPSG::4326",
    "http://www.opengis.net/def/crs/EPSG/0/4326",
  ])("reads %s as latitude, longitude", (srs) => {
    expect(parse(envelope(srs, "-11 95", "6 141"))).toEqual({
      op: "Spatial",
      relation: "BBOX",
      box: INDONESIA,
    });
  });

  it.each(["EPSG:3857", "urn:ogc:def:crs:EPSG::3857", "CRS:83", "WGS84"])("refuses srsName %s", (srs) => {
    expect(refusal(envelope(srs, "95 -11", "141 6"))).toMatchObject({
      code: "InvalidParameterValue",
      locator: "Constraint",
      message: expect.stringContaining(srs),
    });
  });

  it.each(["Intersects", "Within", "Contains", "Disjoint"])("reads ogc:%s", (op) => {
    expect(parse(envelope("EPSG:4326", "95 -11", "141 6", op))).toEqual({
      op: "Spatial",
      relation: op,
      box: INDONESIA,
    });
  });

  it("keeps a box across the antimeridian as given", () => {
    expect(parse(envelope(null, "170 -20", "-170 -10"))).toMatchObject({
      box: { minx: 170, miny: -20, maxx: -170, maxy: -10 },
    });
  });

  it("reads gml:coordinates, GML 3.2, and the property name after the geometry", () => {
    const coordinates = `<ogc:BBOX><gml:Envelope><gml:coordinates>95,-11 141,6</gml:coordinates></gml:Envelope></ogc:BBOX>`;
    expect(parse(coordinates)).toMatchObject({ box: INDONESIA });
    const odd = `<ogc:Within><gml32:Envelope srsName="urn:ogc:def:crs:EPSG::4326"><gml32:lowerCorner>-11 95</gml32:lowerCorner>
      <gml32:upperCorner>6 141</gml32:upperCorner></gml32:Envelope><ogc:PropertyName>apiso:BoundingBox</ogc:PropertyName></ogc:Within>`;
    expect(parse(odd)).toEqual({ op: "Spatial", relation: "Within", box: INDONESIA });
  });

  it("reduces a polygon to its bounding box, in either axis order", () => {
    const polygon = (srs: string, posList: string) =>
      `<ogc:Intersects><ogc:PropertyName>ows:BoundingBox</ogc:PropertyName><gml:Polygon srsName="${srs}"><gml:exterior>
        <gml:LinearRing><gml:posList>${posList}</gml:posList></gml:LinearRing></gml:exterior></gml:Polygon></ogc:Intersects>`;
    expect(parse(polygon("EPSG:4326", "95 -11 141 -11 141 6 100 6 95 -11"))).toMatchObject({
      box: INDONESIA,
    });
    expect(parse(polygon("urn:ogc:def:crs:EPSG::4326", "-11 95 -11 141 6 141 -11 95"))).toMatchObject({
      box: INDONESIA,
    });
  });

  it.each([
    ["a latitude beyond 90 (wrong axis order)", envelope("urn:ogc:def:crs:EPSG::4326", "95 -11", "141 6")],
    ["a longitude beyond 180", envelope(null, "95 -11", "181 6")],
    ["south above north", envelope(null, "95 6", "141 -11")],
    ["a coordinate that is not a number", envelope(null, "95 abc", "141 6")],
    ["a hexadecimal coordinate", envelope(null, "0x10 -11", "141 6")],
    ["a 3D corner", envelope(null, "95 -11 0", "141 6 0")],
    [
      "a missing corner",
      `<ogc:BBOX><gml:Envelope><gml:lowerCorner>95 -11</gml:lowerCorner></gml:Envelope></ogc:BBOX>`,
    ],
    ["another property", envelope(null, "95 -11", "141 6").replace("ows:BoundingBox", "dc:title")],
    ["a comparison on the bounding box", equal("ows:BoundingBox", "x")],
  ])("refuses %s", (_, body) => {
    expect(refusal(body)).toMatchObject({ code: "InvalidParameterValue", locator: "Constraint" });
  });
});

describe("parseFilterXml: refusals", () => {
  it("names an unknown property", () => {
    expect(refusal(equal("dc:warna", "merah"))).toEqual({
      code: "InvalidParameterValue",
      locator: "Constraint",
      message: "Properti tidak dikenal: dc:warna / unknown property: dc:warna",
    });
  });

  it.each(["__proto__", "constructor", "dc:__proto__"])(
    "names %s an unknown property, not one of Object's",
    (name) => {
      expect(refusal(equal(name, "a"))).toEqual({
        code: "InvalidParameterValue",
        locator: "Constraint",
        message: `Properti tidak dikenal: ${name} / unknown property: ${name}`,
      });
    },
  );

  it.each([
    ["ogc:FeatureId", `<ogc:FeatureId fid="a"/><ogc:FeatureId fid="b"/>`],
    [
      "gml:MultiPolygon",
      `<ogc:Intersects><ogc:PropertyName>ows:BoundingBox</ogc:PropertyName><gml:MultiPolygon/></ogc:Intersects>`,
    ],
    [
      "ogc:PropertyIsNil",
      `<ogc:PropertyIsNil><ogc:PropertyName>dc:title</ogc:PropertyName></ogc:PropertyIsNil>`,
    ],
    [
      "ogc:Function",
      `<ogc:PropertyIsEqualTo><ogc:Function name="lower"><ogc:PropertyName>dc:title</ogc:PropertyName></ogc:Function><ogc:Literal>x</ogc:Literal></ogc:PropertyIsEqualTo>`,
    ],
  ])("answers %s with OperationNotSupported", (name, body) => {
    const { code, locator, message } = refusal(body);
    expect({ code, locator }).toEqual({ code: "OperationNotSupported", locator: "Constraint" });
    expect(message).toContain(name.replace(/^(ogc|gml):/, ""));
  });

  it.each([
    [
      "a distance in metres",
      `<ogc:DWithin><gml:Point><gml:pos>1 2</gml:pos></gml:Point><ogc:Distance units="m">10</ogc:Distance></ogc:DWithin>`,
      "degrees only",
    ],
    [
      "no distance",
      `<ogc:Beyond><gml:Point><gml:pos>1 2</gml:pos></gml:Point></ogc:Beyond>`,
      "needs an ogc:Distance",
    ],
    [
      "a polygon with a hole",
      `<ogc:Intersects><gml:Polygon><gml:exterior><gml:LinearRing><gml:posList>0 0 2 0 1 1 0 0</gml:posList></gml:LinearRing></gml:exterior><gml:interior><gml:LinearRing><gml:posList>0.5 0.1 1 0.1 1 0.5 0.5 0.1</gml:posList></gml:LinearRing></gml:interior></gml:Polygon></ogc:Intersects>`,
      "holes",
    ],
    [
      "a flat polygon",
      `<ogc:Intersects><gml:Polygon><gml:exterior><gml:LinearRing><gml:posList>0 0 1 1 2 2 0 0</gml:posList></gml:LinearRing></gml:exterior></gml:Polygon></ogc:Intersects>`,
      "needs an area",
    ],
    [
      "a point of two positions",
      `<ogc:Touches><gml:Point><gml:posList>1 2 3 4</gml:posList></gml:Point></ogc:Touches>`,
      "one position",
    ],
    [
      "a line of one position",
      `<ogc:Crosses><gml:LineString><gml:pos>1 2</gml:pos></gml:LineString></ogc:Crosses>`,
      "at least 2",
    ],
  ])("refuses %s with InvalidParameterValue", (_, body, reason) => {
    expect(refusal(body)).toMatchObject({
      code: "InvalidParameterValue",
      locator: "Constraint",
      message: expect.stringContaining(reason),
    });
  });

  it("reads points, lines and polygons in the srsName's axis order, and DWithin's distance in degrees", () => {
    const point = `<gml:Point srsName="urn:ogc:def:crs:EPSG::4326"><gml:pos>-6.2 106.8</gml:pos></gml:Point>`;
    expect(parse(`<ogc:DWithin>${point}<ogc:Distance units="deg">0.5</ogc:Distance></ogc:DWithin>`)).toEqual({
      op: "Spatial",
      relation: "DWithin",
      box: { minx: 106.8, miny: -6.2, maxx: 106.8, maxy: -6.2 },
      shape: { type: "Point", coordinates: [106.8, -6.2] },
      distance: 0.5,
    });
    const line = `<gml:LineString><gml:posList>95 -11 141 6</gml:posList></gml:LineString>`;
    expect(parse(`<ogc:Crosses>${line}</ogc:Crosses>`)).toEqual({
      op: "Spatial",
      relation: "Crosses",
      box: INDONESIA,
      shape: {
        type: "LineString",
        coordinates: [
          [95, -11],
          [141, 6],
        ],
      },
    });
    // GML 2's outerBoundaryIs and gml:coordinates; the open ring is closed.
    const triangle = `<gml:Polygon><gml:outerBoundaryIs><gml:LinearRing><gml:coordinates>95,-11 141,-11 118,6</gml:coordinates></gml:LinearRing></gml:outerBoundaryIs></gml:Polygon>`;
    expect(parse(`<ogc:Overlaps>${triangle}</ogc:Overlaps>`)).toMatchObject({
      shape: {
        type: "Polygon",
        coordinates: [
          [95, -11],
          [141, -11],
          [118, 6],
          [95, -11],
        ],
      },
    });
    // BBOX takes the geometry's box.
    expect(parse(`<ogc:BBOX>${triangle}</ogc:BBOX>`)).toEqual({
      op: "Spatial",
      relation: "BBOX",
      box: INDONESIA,
    });
  });

  it("refuses an empty filter, an empty And, two operators and a missing literal", () => {
    expect(refusal("")).toMatchObject({ code: "MissingParameterValue", locator: "Constraint" });
    expect(refusal("<ogc:And/>")).toMatchObject({ code: "InvalidParameterValue" });
    expect(refusal(equal("dc:title", "a") + equal("dc:title", "b"))).toMatchObject({
      code: "InvalidParameterValue",
    });
    expect(
      refusal(`<ogc:PropertyIsEqualTo><ogc:PropertyName>dc:title</ogc:PropertyName></ogc:PropertyIsEqualTo>`),
    ).toMatchObject({
      code: "InvalidParameterValue",
    });
    expect(() => parseFilterXml(readXml(`<ogc:And ${NS}/>`))).toThrow(/ogc:Filter/);
  });

  it("accepts 100 levels of nesting and refuses deeper ones", () => {
    // Built directly: readXml already stops documents this deep.
    const nest = (levels: number): XmlElement => {
      const filter = readXml(`<ogc:Filter ${NS}>${equal("dc:title", "a")}</ogc:Filter>`);
      for (let i = 0; i < levels; i++) {
        filter.children = [
          { ns: "http://www.opengis.net/ogc", local: "Not", attrs: {}, children: filter.children, text: "" },
        ];
      }
      return filter;
    };
    expect(() => parseFilterXml(nest(100))).not.toThrow();
    expect(() => parseFilterXml(nest(101))).toThrow(/lebih dari 100 tingkat/);
  });
});
