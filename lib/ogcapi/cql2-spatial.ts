import type { FilterGeometry } from "../csw/filter/geometry";
import type { Search, SpatialRelation } from "../search/ast";
import type { GeometryPart } from "./cql2-geometry";
import { refusal } from "./cql2-limits";
import { type Operand, whatIs } from "./cql2-operands";
import { allOf, anyOf } from "./cql2-predicates";

// CQL2's spatial predicates (S_INTERSECTS, ...) as Search nodes: the record's extent, the
// geometry queryable, against a geometry literal (cql2-geometry.ts).

export const SPATIAL_FUNCTIONS: Record<string, SpatialRelation> = {
  S_INTERSECTS: "Intersects",
  S_EQUALS: "Equals",
  S_DISJOINT: "Disjoint",
  S_TOUCHES: "Touches",
  S_WITHIN: "Within",
  S_OVERLAPS: "Overlaps",
  S_CROSSES: "Crosses",
  S_CONTAINS: "Contains",
};

const spatial = (relation: SpatialRelation, { box, shape }: FilterGeometry): Search =>
  shape ? { op: "Spatial", relation, box, shape } : { op: "Spatial", relation, box };

/** Inside a hole and off its ring: strictly inside it, where the polygon is not. */
const insideHole = (hole: GeometryPart["holes"][number]): Search => ({
  op: "And",
  args: [spatial("Within", hole.area), { op: "Not", arg: spatial("Intersects", hole.ring) }],
});

/**
 * The record's extent against a geometry literal. A multi-part geometry intersects what one of
 * its parts does and is disjoint from what all are; a polygon with holes intersects what its
 * exterior does unless that lies strictly inside a hole. The other relations take one part
 * without holes (the AST's shapes).
 */
export function spatialPredicate(name: string, first: Operand, second: Operand): Search {
  const swapped = first.kind !== "property" && second.kind === "property";
  const [property, literal] = swapped ? [second, first] : [first, second];
  const written = SPATIAL_FUNCTIONS[name] as SpatialRelation;
  const relation =
    swapped && written === "Within" ? "Contains" : swapped && written === "Contains" ? "Within" : written;
  if (property.kind !== "property" || property.queryable.type !== "geometry")
    throw refusal(
      property.at,
      `${name} memerlukan properti geometry, bukan ${whatIs(property)}`,
      `${name} needs the geometry property, not ${whatIs(property)}`,
    );
  if (literal.kind !== "geometry")
    throw refusal(
      literal.at,
      `${name} memerlukan geometri, bukan ${whatIs(literal)}`,
      `${name} needs a geometry (POINT, LINESTRING, POLYGON, MULTI..., BBOX), not ${whatIs(literal)}`,
    );
  const { parts } = literal;
  if (relation === "Intersects")
    return anyOf(
      parts.map(({ geometry, holes }) =>
        holes.length === 0
          ? spatial("Intersects", geometry)
          : {
              op: "And",
              args: [spatial("Intersects", geometry), { op: "Not", arg: anyOf(holes.map(insideHole)) }],
            },
      ),
    );
  if (relation === "Disjoint")
    return allOf(
      parts.map(({ geometry, holes }) => anyOf([spatial("Disjoint", geometry), ...holes.map(insideHole)])),
    );
  const [only] = parts;
  if (!only || parts.length > 1 || only.holes.length > 0)
    throw refusal(
      literal.at,
      `${name} dengan geometri multi-bagian atau berlubang tidak didukung`,
      `${name} with a multi-part geometry or a polygon with holes is not supported (S_INTERSECTS and S_DISJOINT take them)`,
    );
  return spatial(relation, only.geometry);
}
