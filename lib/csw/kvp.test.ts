import { describe, expect, it } from "vitest";
import { parseKvpRequest } from "./kvp";

// GetRecords KVP: the q and BBOX parameters join the constraint (parsers: lib/csw/filter).

const constraintOf = (params: Record<string, string>) => {
  const request = parseKvpRequest(
    new URLSearchParams({ service: "CSW", version: "2.0.2", request: "GetRecords", ...params }),
  );
  return request.operation === "GetRecords" ? request.constraint : undefined;
};

describe("GetRecords KVP q", () => {
  it("is free text, as the REST API's q", () => {
    expect(constraintOf({ q: "hutan lindung" })).toEqual({ op: "FreeText", text: "hutan lindung" });
    expect(constraintOf({ Q: "50% hutan_" })).toEqual({ op: "FreeText", text: "50% hutan_" });
  });

  it("joins the constraint and BBOX in an And; without words it asks nothing", () => {
    expect(
      constraintOf({
        q: "hutan",
        bbox: "95,-11,141,6",
        constraintLanguage: "CQL_TEXT",
        constraint: "TopicCategory = 'environment'",
      }),
    ).toEqual({
      op: "And",
      args: [
        { op: "Compare", comparator: "=", property: "TopicCategory", value: "environment", matchCase: true },
        { op: "FreeText", text: "hutan" },
        { op: "Spatial", relation: "BBOX", box: { minx: 95, miny: -11, maxx: 141, maxy: 6 } },
      ],
    });
    expect(constraintOf({ q: " -- " })).toBeNull();
  });
});
