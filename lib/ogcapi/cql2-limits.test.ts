import { describe, expect, it } from "vitest";
import type { Search } from "@/lib/search/ast";
import { compare, jsonRefusal, refusal, textRefusal } from "@/test/support/cql2-refusals";
import { parseCql2Json } from "./cql2-json";
import { MAX_CQL2_DEPTH, MAX_CQL2_LENGTH, MAX_CQL2_NODES } from "./cql2-limits";
import { parseCql2Text } from "./cql2-text";

// Hostile filters against the limits of cql2-limits.ts, in both encodings: each refused quickly,
// with a search refusal and nothing else.

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
