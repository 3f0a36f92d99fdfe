// Small geometry helpers shared by the maps (plain data, no MapLibre).

export interface Bounds {
  barat: number;
  timur: number;
  selatan: number;
  utara: number;
}

/** An empty GeoJSON source. */
export const EMPTY_COLLECTION: GeoJSON.FeatureCollection = { type: "FeatureCollection", features: [] };

/** The maps' two colours: extents and footprints, and what is drawn or pointed at. */
export const EXTENT_BLUE = "#0369a1";
export const DRAW_ORANGE = "#c2410c";

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

const wrapLon = (lon: number) => ((((lon + 180) % 360) + 360) % 360) - 180;
const clampLat = (lat: number) => Math.max(-90, Math.min(90, lat));

/**
 * A view or a drawn box as the catalogue's bbox parameters (rounded, latitudes clamped,
 * longitudes wrapped; west > east then means across the antimeridian, as the API reads it).
 */
export function toBboxParams(west: number, south: number, east: number, north: number) {
  const [w, e] = east - west >= 360 ? [-180, 180] : [wrapLon(west), wrapLon(east)];
  return {
    bboxN: String(roundCoord(clampLat(Math.max(south, north)))),
    bboxS: String(roundCoord(clampLat(Math.min(south, north)))),
    bboxE: String(roundCoord(e === -180 && east > west ? 180 : e)),
    bboxW: String(roundCoord(w)),
  };
}
