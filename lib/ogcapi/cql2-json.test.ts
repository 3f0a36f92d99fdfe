import { describe, expect, it } from "vitest";
import { jsonRefusal } from "@/test/support/cql2-refusals";

// cql2-json's refusals, each at its JSONPath. What it accepts is in cql2-examples.test.ts.

describe("refusals", () => {
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
