import { describe, expect, it } from "vitest";
import { isAppError } from "../errors";
import { parseQuery } from "../http/parse-query";
import {
  bboxOf,
  CRS84,
  ITEMS_MAX_LIMIT,
  isEarthBox,
  ordersOf,
  qSearch,
  temporalSearch,
  ZItemsQuery,
} from "./items-query";

const parse = (query: string) => parseQuery(new URLSearchParams(query), ZItemsQuery);
const refusal = (query: string) => {
  try {
    parse(query);
  } catch (error) {
    if (isAppError(error)) return error;
    throw error;
  }
  throw new Error(`accepted: ${query}`);
};

describe("the items' query parameters", () => {
  it("clamps limit to the largest page and refuses what is not a positive integer", () => {
    expect(parse("limit=7").limit).toBe(7);
    expect(parse(`limit=${ITEMS_MAX_LIMIT + 1}`).limit).toBe(ITEMS_MAX_LIMIT);
    for (const bad of ["limit=0", "limit=-1", "limit=1.5", "limit=x", "offset=-1", "limit=9999999999"])
      expect(refusal(bad).code, bad).toBe("VALIDATION_FAILED");
  });

  it("refuses parameters the API does not define, naming them", () => {
    const error = refusal("judul=peta");
    expect(error.message).toContain("(query)");
    expect(JSON.stringify(error.details)).toContain("judul");
  });

  it("reads a bbox in CRS84 or, latitude first, in EPSG:4326, with or without heights", () => {
    expect(bboxOf(parse("bbox=95,-11,141,6").bbox as number[])).toEqual({
      minx: 95,
      miny: -11,
      maxx: 141,
      maxy: 6,
    });
    expect(bboxOf([95, -11, 0, 141, 6, 100])).toEqual({ minx: 95, miny: -11, maxx: 141, maxy: 6 });
    expect(bboxOf([-11, 95, 6, 141], "http://www.opengis.net/def/crs/EPSG/0/4326")).toEqual({
      minx: 95,
      miny: -11,
      maxx: 141,
      maxy: 6,
    });
    expect(isEarthBox(bboxOf([170, -10, -170, 10], CRS84))).toBe(true); // across the antimeridian
    expect(isEarthBox(bboxOf([0, 50, 10, 40]))).toBe(false);
    expect(isEarthBox(bboxOf([0, -91, 10, 40]))).toBe(false);
    for (const bad of ["bbox=1,2,3", "bbox=1,2,3,4,5", "bbox=a,b,c,d", "bbox=1,,3,4", "bbox-crs=EPSG:4326"])
      expect(refusal(bad).code, bad).toBe("VALIDATION_FAILED");
  });

  it("reads datetime as an instant or an interval, open at either end, never backwards", () => {
    expect(parse("datetime=2020-01-01").datetime).toEqual(["2020-01-01"]);
    expect(parse("datetime=2020-01-01T00:00:00Z/..").datetime).toEqual(["2020-01-01T00:00:00Z", ".."]);
    expect(parse("datetime=../2020-01-01").datetime).toEqual(["..", "2020-01-01"]);
    for (const bad of [
      "datetime=..",
      "datetime=../..",
      "datetime=2020-13-01",
      "datetime=2021-01-01/2020-01-01",
      "datetime=x/y/z",
    ])
      expect(refusal(bad).code, bad).toBe("VALIDATION_FAILED");
  });

  it("matches a temporal extent that meets the interval, and only records that have one", () => {
    const search = temporalSearch(["2020-01-01", ".."]);
    expect(search).toMatchObject({ op: "And" });
    expect(JSON.stringify(search)).toContain('"TempExtent_end"');
    expect(JSON.stringify(search)).not.toContain('"<="'); // open end: no upper condition
  });

  it("ORs comma-separated q terms, each term's words all required", () => {
    expect(qSearch("hutan")).toEqual({ op: "FreeText", text: "hutan" });
    expect(qSearch("hutan lindung, sungai")).toEqual({
      op: "Or",
      args: [
        { op: "FreeText", text: "hutan lindung" },
        { op: "FreeText", text: "sungai" },
      ],
    });
    expect(qSearch(" , ")).toBeNull();
  });

  it("sorts by the sortables only, ascending unless marked with -", () => {
    expect(ordersOf(parse("sortby=title,-updated").sortby as string[])).toEqual([
      { column: "judul", descending: false },
      { column: "modified", descending: true },
    ]);
    expect(ordersOf(["+title"])).toEqual([{ column: "judul", descending: false }]);
    expect(refusal("sortby=judul").code).toBe("VALIDATION_FAILED");
  });
});
