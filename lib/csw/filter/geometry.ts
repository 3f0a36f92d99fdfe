import type { LonLatBox } from "../../search/ast";

// WGS84 boxes for the constraint parsers (Filter XML and CQL_TEXT): axis order by srsName,
// the box around a geometry's points, and why a box is unusable.

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
