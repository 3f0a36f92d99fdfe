import { boxProblem, type FilterGeometry, geometryOf } from "../csw/filter/geometry";
import type { LonLatBox } from "../search/ast";
import { type Budget, refusal, type Where } from "./cql2-limits";

// Geometries as a CQL2 filter writes them (WKT in cql2-wkt.ts, GeoJSON in cql2-geojson.ts, or a
// BBOX) and as the search takes them: boxes and shapes (lib/csw/filter/geometry.ts).

export type Position = [number, number];
/** A geometry as written: a point, line or polygon (exterior ring, then holes), or a box. */
export type WrittenPart =
  | { kind: "Point" | "LineString" | "Polygon"; rings: Position[][] }
  | { kind: "Box"; box: LonLatBox };
/** One part of a geometry literal as the search takes it; a hole is its area and its ring. */
export interface GeometryPart {
  geometry: FilterGeometry;
  holes: { area: FilterGeometry; ring: FilterGeometry }[];
}

/** The written parts as the search takes them, each counted as a node of the filter. */
export function geometryParts(written: WrittenPart[], at: Where, budget: Budget): GeometryPart[] {
  if (written.length === 0) throw refusal(at, "Geometri kosong", "an empty geometry");
  const usable = (found: FilterGeometry | [string, string]) => {
    if (Array.isArray(found)) throw refusal(at, ...found);
    return found;
  };
  return written.map((part): GeometryPart => {
    budget.node(at);
    if (part.kind === "Box") {
      const problem = boxProblem(part.box);
      if (problem) throw refusal(at, ...problem);
      return { geometry: { box: part.box }, holes: [] };
    }
    const [outer = [], ...holes] = part.rings;
    return {
      geometry: usable(geometryOf(part.kind, outer)),
      holes: holes.map((ring) => {
        budget.node(at);
        const area = usable(geometryOf("Polygon", ring));
        const [first, last] = [ring[0] as Position, ring.at(-1) as Position];
        const closed = first[0] === last[0] && first[1] === last[1] ? ring : [...ring, first];
        return { area, ring: usable(geometryOf("LineString", closed)) };
      }),
    };
  });
}
