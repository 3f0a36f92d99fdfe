import { describe, expect, it } from "vitest";
import { bboxPolygon, extentFeatures, featureBounds, toBboxParams } from "./geometry";

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

  it("draws every box and polygon of a source document in degrees, marked when excluded", () => {
    const features = extentFeatures({
      batas: [
        { barat: 9, timur: 10, selatan: 52, utara: 53, termasuk: true },
        { barat: 9.2, timur: 9.3, selatan: 52.5, utara: 52.6, termasuk: false },
      ],
      poligon: [
        {
          termasuk: true,
          geometri: {
            type: "Polygon",
            coordinates: [
              [
                [9, 52],
                [9.5, 52],
                [9.5, 53],
                [9, 52],
              ],
            ],
          },
        },
        // Metres of a projected CRS: not drawn.
        {
          termasuk: true,
          srsName: "EPSG:25832",
          geometri: { type: "Point", coordinates: [500000, 5800000] },
        },
      ],
    });
    expect(features.features.map((f) => [f.geometry.type, f.properties?.termasuk])).toEqual([
      ["Polygon", true],
      ["Polygon", false],
      ["Polygon", true],
    ]);
    expect(featureBounds(features)).toEqual([9, 52, 10, 53]);
    expect(featureBounds({ type: "FeatureCollection", features: [] })).toBeNull();
  });
});
