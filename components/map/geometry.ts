import type { TSourceDetails, TSourceGeometry } from "@/lib/schemas/source-details";

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

type SourceExtents = Pick<TSourceDetails, "batas" | "poligon">;

function positionsOf(geometry: TSourceGeometry): [number, number][] {
  switch (geometry.type) {
    case "Point":
      return [geometry.coordinates];
    case "LineString":
      return geometry.coordinates;
    case "Polygon":
      return geometry.coordinates.flat();
    case "MultiPolygon":
      return geometry.coordinates.flat(2);
  }
}

// Degrees only: a polygon in a projected CRS (metres) cannot be drawn without reprojecting it.
const inDegrees = (positions: [number, number][]) =>
  positions.every(([x, y]) => Math.abs(x) <= 360 && Math.abs(y) <= 90);

/**
 * Every box and polygon of a record's source document as GeoJSON features, `termasuk` false for
 * an exclusion (drawn differently); what is not in degrees is left out.
 */
export function extentFeatures({ batas, poligon }: SourceExtents): GeoJSON.FeatureCollection {
  const boxes = batas.filter((b) => Math.abs(b.selatan) <= 90 && Math.abs(b.utara) <= 90);
  const shapes = poligon.filter((p) => inDegrees(positionsOf(p.geometri)));
  return {
    type: "FeatureCollection",
    features: [
      ...boxes.map((b) => bboxPolygon(b, { termasuk: b.termasuk })),
      ...shapes.map(
        (p): GeoJSON.Feature => ({
          type: "Feature",
          properties: { termasuk: p.termasuk },
          geometry: p.geometri,
        }),
      ),
    ],
  };
}

/** [west, south, east, north] around the features, or null when there are none. */
export function featureBounds(
  collection: GeoJSON.FeatureCollection,
): [number, number, number, number] | null {
  const positions = collection.features.flatMap((feature) =>
    positionsOf(feature.geometry as TSourceGeometry),
  );
  if (positions.length === 0) return null;
  const xs = positions.map(([x]) => x);
  const ys = positions.map(([, y]) => y);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}
