import { describe, expect, it } from "vitest";
import { bboxPolygon, toBboxParams } from "./geometry";

describe("map geometry", () => {
  it("turns a view into bbox parameters: rounded, clamped, wrapped", () => {
    expect(toBboxParams(106.12345, -7.5, 107.9, -5.25)).toEqual({
      bboxN: "-5.25",
      bboxS: "-7.5",
      bboxE: "107.9",
      bboxW: "106.123",
    });
    expect(toBboxParams(-400, -100, 400, 100)).toEqual({
      bboxN: "90",
      bboxS: "-90",
      bboxE: "180",
      bboxW: "-180",
    });
    // A view across the antimeridian: west > east.
    expect(toBboxParams(170, -10, 190, 10)).toMatchObject({ bboxW: "170", bboxE: "-170" });
  });

  it("draws a box across the antimeridian past 180°", () => {
    const ring = bboxPolygon({ barat: 170, timur: -170, selatan: -1, utara: 1 }).geometry.coordinates[0];
    expect(ring?.[1]).toEqual([190, -1]);
  });
});
