import type { LonLatBox, Shape, SpatialRelation } from "../../search/ast";

// Geometries for the constraint parsers (Filter XML and CQL_TEXT): axis order by srsName, the
// shapes a spatial operator tests (lib/search/shape.ts) with their boxes, distances, and why a
// geometry is unusable.

export type AxisOrder = "lonlat" | "latlon";

// WGS84 spellings and their axis order, as GeoServer (and QGIS Server) read them: the short
// and the old GML-URL forms are x/y (longitude first), the URN and OGC-URI forms follow the
// EPSG definition (latitude first). CRS84 is always longitude first. No srsName: lon/lat.
const LON_LAT = [
  /^EPSG:4326$/i,
  /^CRS:84$/i,
  /^urn:ogc:def:crs:OGC:[\d.]*:CRS84$/i,
  /^https?:\/\/www\.opengis\.net\/def\/crs\/OGC\/(?:1\.3|0)\/CRS84$/i,
  /^https?:\/\/www\.opengis\.net\/gml\/srs\/epsg\.xml#4326$/i,
];
const LAT_LON = [
  /^urn:(?:x-)?ogc:def:crs:EPSG:[\d.]*:4326$/i,
  /^https?:\/\/www\.opengis\.net\/def\/crs\/EPSG\/[\d.]+\/4326$/i,
];

/** The axis order of a WGS84 srsName; undefined for any other reference system. */
export function axisOrderOf(srsName: string | undefined): AxisOrder | undefined {
  const name = srsName?.trim() ?? "";
  if (name === "" || LON_LAT.some((re) => re.test(name))) return "lonlat";
  return LAT_LON.some((re) => re.test(name)) ? "latlon" : undefined;
}

/** The smallest box holding the points (longitude, latitude); it never crosses the antimeridian. */
export function boundingBoxOf(points: [number, number][]): LonLatBox {
  // A loop, not Math.min(...xs): a posList can hold more numbers than a call takes arguments.
  const box = { minx: Infinity, miny: Infinity, maxx: -Infinity, maxy: -Infinity };
  for (const [x, y] of points) {
    box.minx = Math.min(box.minx, x);
    box.miny = Math.min(box.miny, y);
    box.maxx = Math.max(box.maxx, x);
    box.maxy = Math.max(box.maxy, y);
  }
  return box;
}

/** Why a box is not a usable WGS84 box (Indonesian, English); undefined when it is. minx > maxx crosses the antimeridian. */
export function boxProblem({ minx, miny, maxx, maxy }: LonLatBox): [string, string] | undefined {
  if (![minx, miny, maxx, maxy].every(Number.isFinite))
    return ["Koordinat bukan angka", "a coordinate is not a number"];
  if ([minx, maxx].some((x) => x < -180 || x > 180)) {
    return [
      "Bujur harus di antara -180 dan 180 (periksa urutan sumbu)",
      "longitude must be between -180 and 180 (check the axis order)",
    ];
  }
  if ([miny, maxy].some((y) => y < -90 || y > 90)) {
    return [
      "Lintang harus di antara -90 dan 90 (periksa urutan sumbu)",
      "latitude must be between -90 and 90 (check the axis order)",
    ];
  }
  if (miny > maxy) return ["Lintang minimum melebihi maksimum", "the minimum latitude exceeds the maximum"];
  return undefined;
}

/** The spatial operators both constraint languages offer (GetCapabilities lists these). */
export const SPATIAL_OPERATORS: readonly SpatialRelation[] = [
  "BBOX",
  "Equals",
  "Disjoint",
  "Intersects",
  "Touches",
  "Crosses",
  "Within",
  "Contains",
  "Overlaps",
  "DWithin",
  "Beyond",
];

/** Positions one geometry may have: each is a few conditions in the SQL of every operator. */
const MAX_POSITIONS = 500;

/** A geometry as a spatial search takes it: its bounding box, and its shape unless it is that box. */
export interface FilterGeometry {
  box: LonLatBox;
  shape?: Shape;
}

type Position = [number, number];

/** A point, a line or a polygon's exterior ring (closed when it is not), or a reason it is unusable (Indonesian, English). */
export function geometryOf(
  kind: "Point" | "LineString" | "Polygon",
  positions: Position[],
): FilterGeometry | [string, string] {
  if (positions.length > MAX_POSITIONS)
    return [
      `Geometri lebih dari ${MAX_POSITIONS} posisi`,
      `a geometry has more than ${MAX_POSITIONS} positions`,
    ];
  const box = boundingBoxOf(positions);
  const problem =
    positions.length === 0
      ? (["Geometri tanpa posisi", "a geometry without positions"] as [string, string])
      : boxProblem(box);
  if (problem) return problem;
  if (kind === "Point") {
    if (positions.length !== 1) return ["Titik memerlukan satu posisi", "a point needs one position"];
    return { box, shape: { type: "Point", coordinates: positions[0] as Position } };
  }
  if (kind === "LineString") {
    if (positions.length < 2)
      return ["Garis memerlukan minimal 2 posisi", "a line needs at least 2 positions"];
    return { box, shape: { type: "LineString", coordinates: positions } };
  }
  const [first, last] = [positions[0] as Position, positions.at(-1) as Position];
  const ring = first[0] === last[0] && first[1] === last[1] ? positions : [...positions, first];
  // A rectangle along the axes (even one of no width) is its box: the box operators answer it
  // exactly, and faster.
  const rectangle = ring.every(
    ([x, y], i) =>
      (x === box.minx || x === box.maxx) &&
      (y === box.miny || y === box.maxy) &&
      (i === 0 || x === (ring[i - 1] as Position)[0] || y === (ring[i - 1] as Position)[1]),
  );
  if (rectangle && ring.length >= 4) return { box };
  if (ring.length < 4 || ringArea(ring) === 0)
    return ["Poligon memerlukan luas (minimal 3 titik)", "a polygon needs an area (at least 3 points)"];
  return { box, shape: { type: "Polygon", coordinates: ring } };
}

/** Twice the signed area of a closed ring (the shoelace formula). */
function ringArea(ring: Position[]): number {
  let area = 0;
  for (let i = 1; i < ring.length; i++) {
    const [a, b] = [ring[i - 1] as Position, ring[i] as Position];
    area += a[0] * b[1] - b[0] * a[1];
  }
  return area;
}

// Spellings of the degree (EPSG 9102) as a unit of measure: distances are taken in degrees of
// longitude and latitude as a plane, the only unit the catalogue can measure in exactly.
const DEGREES = [
  /^(?:deg|degree|degrees|decimal ?degrees?)$/i,
  /^(?:urn:ogc:def:uom:EPSG::9102|EPSG:9102|https?:\/\/www\.opengis\.net\/def\/uom\/EPSG\/0\/9102)$/i,
];

/** A DWithin or Beyond distance in degrees, or a reason it is unusable (Indonesian, English). */
export function distanceOf(value: number, units: string | undefined): number | [string, string] {
  if (!Number.isFinite(value) || value < 0)
    return ["Jarak harus angka tidak negatif", "the distance must be a number that is not negative"];
  if (!DEGREES.some((re) => re.test(units?.trim() ?? "")))
    return [
      `Satuan jarak tidak didukung: "${units ?? ""}" (hanya derajat, mis. units="deg")`,
      `unsupported distance units: "${units ?? ""}" (degrees only, e.g. units="deg")`,
    ];
  return value;
}
