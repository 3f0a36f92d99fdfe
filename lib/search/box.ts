import { Prisma } from "../db/generated/client";
import type { LonLatBox, SpatialRelation } from "./ast";

// Spatial tests on "Metadata".bbox, a box kept from the record's extent by the migrations'
// triggers, with a GiST index.

const sql = Prisma.sql;

/** The box operators, and the functions behind them (the same test, but not answerable from an index). */
const BOX_TESTS = {
  "&&": "box_overlap",
  "<@": "box_contained",
  "@>": "box_contain",
} as const;

/**
 * BBOX and Intersects share edges or area (&&), Within is inside (<@), Contains holds the box
 * (@>), Disjoint has a bbox sharing nothing. A box with minx > maxx crosses the antimeridian
 * and is taken as its two halves. Records without a bbox match no spatial operator.
 *
 * Without `indexed`, the tests are written as function calls. PostgreSQL has no statistics for
 * boxes and estimates any overlap at 0.5 % of the rows, so with a word search beside it, it
 * would walk the GiST index and test the words on every record in the box, reading each
 * record's full-text vector from TOAST: about 1 s for "hutan" in Java at 100,000 records. The
 * word index then drives, and the box is tested on the matching rows' inline column (~10 ms).
 */
type BoxRelation = "BBOX" | "Intersects" | "Within" | "Contains" | "Disjoint";

/** The relations the box operators answer exactly for two boxes. */
export const isBoxRelation = (relation: SpatialRelation): relation is BoxRelation =>
  ["BBOX", "Intersects", "Within", "Contains", "Disjoint"].includes(relation);

export function spatialSql(
  relation: BoxRelation,
  { minx, miny, maxx, maxy }: LonLatBox,
  indexed: boolean,
): Prisma.Sql {
  const box = (west: number, east: number) =>
    sql`box(point(${west}::float8, ${miny}::float8), point(${east}::float8, ${maxy}::float8))`;
  const halves = minx <= maxx ? [box(minx, maxx)] : [box(minx, 180), box(-180, maxx)];
  const each = (operator: keyof typeof BOX_TESTS, join: string) =>
    Prisma.join(
      halves.map((half) =>
        indexed
          ? sql`m."bbox" ${Prisma.raw(operator)} ${half}`
          : sql`${Prisma.raw(BOX_TESTS[operator])}(m."bbox", ${half})`,
      ),
      join,
    );
  const condition = {
    BBOX: each("&&", " OR "),
    Intersects: each("&&", " OR "),
    Within: each("<@", " OR "),
    Contains: each("@>", " AND "),
    Disjoint: sql`NOT (${each("&&", " OR ")})`,
  }[relation];
  // num_nulls(): the same guard, which (unlike IS NOT NULL) the GiST index cannot answer either.
  const hasBox = indexed ? sql`m."bbox" IS NOT NULL` : sql`num_nulls(m."bbox") = 0`;
  return sql`(${hasBox} AND (${condition}))`;
}
