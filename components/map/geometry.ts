// Small geometry helpers shared by the maps (plain data, no MapLibre).

export interface Bounds {
  barat: number;
  timur: number;
  selatan: number;
  utara: number;
}

/** Default view: the Indonesian archipelago, [west, south, east, north]. */
export const INDONESIA: [number, number, number, number] = [94, -11.5, 141.5, 6.5];

/** A bbox as a GeoJSON polygon; a box across the antimeridian is drawn past 180°. */
export function bboxPolygon(
  b: Bounds,
  properties: Record<string, unknown> = {},
): GeoJSON.Feature<GeoJSON.Polygon> {
  const east = b.timur < b.barat ? b.timur + 360 : b.timur;
  return {
    type: "Feature",
    properties,
    geometry: {
      type: "Polygon",
      coordinates: [
        [
          [b.barat, b.selatan],
          [east, b.selatan],
          [east, b.utara],
          [b.barat, b.utara],
          [b.barat, b.selatan],
        ],
      ],
    },
  };
}

/** Rounds a coordinate for URLs (about 100 m). */
export const roundCoord = (value: number) => Math.round(value * 1000) / 1000;
