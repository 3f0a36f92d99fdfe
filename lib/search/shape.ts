import { Prisma } from "../db/generated/client";
import type { LonLatBox, Shape, SpatialRelation } from "./ast";
import { searchRefusal } from "./refusal";

// The spatial operators on a record's box (its extent, "Metadata".bbox) against a point, a line
// or a polygon, exactly as the OGC simple-features relations (DE-9IM) define them for a
// rectangle and that geometry, in longitude/latitude taken as a plane. Envelopes go through
// box.ts, whose box operators are already exact for two boxes, except where an operator needs
// the envelope as the polygon it is (Equals, Touches, Overlaps, Crosses, DWithin, Beyond).
//
// Every relation is written from four tests on the record's box, with the geometry's numbers
// as parameters: a point in the closed or the open box, a segment meeting the closed or the
// open box (where along the segment it is inside the box: an interval per axis), and the
// polygon holding a point of the box. The interior of a box is its open box: a box without
// area (a point or a line) has none, so it touches, overlaps and crosses nothing and contains
// no point.
//
// An index condition on the geometry's envelope goes first (box.ts's rule on when it may be
// used applies), so only the records near the geometry are tested.

const sql = Prisma.sql;
type Position = [number, number];

const TRUE = sql`TRUE`;
const FALSE = sql`FALSE`;
const W = sql`((m."bbox")[1])[0]`;
const S = sql`((m."bbox")[1])[1]`;
const E = sql`((m."bbox")[0])[0]`;
const N = sql`((m."bbox")[0])[1]`;
const HAS_AREA = sql`(${W} < ${E} AND ${S} < ${N})`;

const number = (n: number) => sql`${n}::float8`;
const and = (parts: Prisma.Sql[]) => (parts.length === 0 ? TRUE : sql`(${Prisma.join(parts, " AND ")})`);
const or = (parts: Prisma.Sql[]) => (parts.length === 0 ? FALSE : sql`(${Prisma.join(parts, " OR ")})`);
const not = (part: Prisma.Sql) => sql`(NOT ${part})`;

/** The point in the closed box, or (open) strictly inside it. */
function pointIn([x, y]: Position, open: boolean): Prisma.Sql {
  const lt = Prisma.raw(open ? "<" : "<=");
  return sql`(${W} ${lt} ${number(x)} AND ${number(x)} ${lt} ${E} AND ${S} ${lt} ${number(y)} AND ${number(y)} ${lt} ${N})`;
}

/**
 * Whether the segment from a to b meets the closed box, or (open) passes through its inside:
 * the positions t in [0, 1] along it where it is inside the box, one interval per axis.
 */
function segmentMeets([a, b]: [Position, Position], open: boolean): Prisma.Sql {
  const axes = [
    [a[0], b[0], W, E],
    [a[1], b[1], S, N],
  ] as const;
  const fixed: Prisma.Sql[] = [];
  const starts: Prisma.Sql[] = [];
  const ends: Prisma.Sql[] = [];
  for (const [from, to, low, high] of axes) {
    const d = to - from;
    if (d === 0) {
      const lt = Prisma.raw(open ? "<" : "<=");
      fixed.push(sql`(${low} ${lt} ${number(from)} AND ${number(from)} ${lt} ${high})`);
      continue;
    }
    const atLow = sql`((${low} - ${number(from)}) / ${number(d)})`;
    const atHigh = sql`((${high} - ${number(from)}) / ${number(d)})`;
    starts.push(d > 0 ? atLow : atHigh);
    ends.push(d > 0 ? atHigh : atLow);
  }
  if (starts.length === 0) return and(fixed); // a segment of no length: a point
  const start = starts.length === 1 ? starts[0] : sql`GREATEST(${Prisma.join(starts)})`;
  const end = ends.length === 1 ? ends[0] : sql`LEAST(${Prisma.join(ends)})`;
  const inside = open
    ? sql`(${start} < ${end} AND ${start} < 1 AND ${end} > 0)`
    : sql`(GREATEST(${start}, 0) <= LEAST(${end}, 1))`;
  return and([...fixed, inside]);
}

const segmentsOf = (points: Position[]): [Position, Position][] =>
  points.slice(1).map((point, i) => [points[i] as Position, point]);

/** PostgreSQL's polygon of the ring (its text form, bound as one parameter). */
const polygonOf = (ring: Position[]) => sql`${`(${ring.map(([x, y]) => `(${x},${y})`).join(",")})`}::polygon`;

const boxOf = (box: LonLatBox) =>
  sql`box(point(${number(box.minx)}, ${number(box.miny)}), point(${number(box.maxx)}, ${number(box.maxy)}))`;

// Exact comparisons of the corners: PostgreSQL's box operators (~=, @>) allow 1e-6 of slack.
/** The record's box is this box. */
const isBox = (box: LonLatBox) =>
  sql`(${W} = ${number(box.minx)} AND ${E} = ${number(box.maxx)} AND ${S} = ${number(box.miny)} AND ${N} = ${number(box.maxy)})`;
/** The record's (closed) box holds this box. */
const holdsBox = (box: LonLatBox) =>
  sql`(${W} <= ${number(box.minx)} AND ${number(box.maxx)} <= ${E} AND ${S} <= ${number(box.miny)} AND ${number(box.maxy)} <= ${N})`;

/** A box's ring, closed, counter-clockwise from its south-west corner. */
const ringOfBox = ({ minx, miny, maxx, maxy }: LonLatBox): Position[] => [
  [minx, miny],
  [maxx, miny],
  [maxx, maxy],
  [minx, maxy],
  [minx, miny],
];

/** What each relation needs of the geometry, written once per shape kind. */
interface Tests {
  intersects: Prisma.Sql;
  /** The insides (open box, the geometry's interior) share a point. */
  insidesMeet: Prisma.Sql;
  /** The record's box within the geometry. */
  within: Prisma.Sql;
  /** The geometry within the record's box, their insides sharing a point. */
  contains: Prisma.Sql;
  /** The geometry is the record's box, point for point. */
  equals: Prisma.Sql;
  /** The geometry goes both inside and outside the box (a line). */
  crosses: Prisma.Sql;
  /** The distance from the box to the geometry, in degrees. */
  distance: Prisma.Sql;
  /** Whether the geometry has an area (only areas overlap a box). */
  isArea: boolean;
}

function testsOf(shape: Shape, envelope: LonLatBox): Tests {
  const sameAsBox = isBox(envelope);
  switch (shape.type) {
    case "Point": {
      const point = shape.coordinates;
      return {
        intersects: pointIn(point, false),
        insidesMeet: pointIn(point, true),
        within: sameAsBox, // only a box that is this very point
        contains: pointIn(point, true),
        equals: sameAsBox,
        crosses: FALSE,
        distance: sql`(point(${number(point[0])}, ${number(point[1])}) <-> m."bbox")`,
        isArea: false,
      };
    }
    case "LineString": {
      const points = shape.coordinates;
      const segments = segmentsOf(points);
      const middles = segments.map(([a, b]): Position => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2]);
      const inClosedBox = holdsBox(envelope);
      // A straight line along an axis is the box of its envelope, point for point.
      const straight = envelope.minx === envelope.maxx || envelope.miny === envelope.maxy;
      const insidesMeet = or(segments.map((segment) => segmentMeets(segment, true)));
      return {
        intersects: or(segments.map((segment) => segmentMeets(segment, false))),
        insidesMeet,
        within: straight ? sameAsBox : FALSE,
        contains: and([inClosedBox, or([...points, ...middles].map((point) => pointIn(point, true)))]),
        equals: straight ? sameAsBox : FALSE,
        crosses: and([insidesMeet, not(inClosedBox)]),
        distance: sql`LEAST(${Prisma.join(
          segments.map(
            ([a, b]) =>
              sql`(lseg(point(${number(a[0])}, ${number(a[1])}), point(${number(b[0])}, ${number(b[1])})) <-> m."bbox")`,
          ),
        )})`,
        isArea: false,
      };
    }
    case "Polygon": {
      const ring = shape.coordinates;
      const edges = segmentsOf(ring);
      const polygon = polygonOf(ring);
      // Where no edge meets the box, the box lies wholly inside the polygon or wholly outside:
      // one of its points tells which (a corner when the box is closed, its centre when open).
      const intersects = or([
        ...edges.map((edge) => segmentMeets(edge, false)),
        sql`(${polygon} @> point(${W}, ${S}))`,
      ]);
      const edgeInside = or(edges.map((edge) => segmentMeets(edge, true)));
      const centreInside = sql`(${polygon} @> center(m."bbox"))`;
      return {
        intersects,
        insidesMeet: and([HAS_AREA, or([edgeInside, centreInside])]),
        within: and([not(edgeInside), centreInside]),
        contains: holdsBox(envelope),
        equals: FALSE, // a polygon that is a rectangle arrives as its envelope (ringOfBox)
        crosses: FALSE,
        distance: sql`(CASE WHEN ${intersects} THEN 0 ELSE LEAST(${Prisma.join(
          edges.map(
            ([a, b]) =>
              sql`(lseg(point(${number(a[0])}, ${number(a[1])}), point(${number(b[0])}, ${number(b[1])})) <-> m."bbox")`,
          ),
        )}) END)`,
        isArea: true,
      };
    }
  }
}

/**
 * Coordinates within 1e-9 degrees (0.1 mm) of 0 are 0: PostgreSQL refuses arithmetic whose
 * result falls below the smallest normal number (5e-324 - 0 divided by 0.5 is an error), and
 * the segment tests divide by coordinate differences.
 */
const snap = (value: number) => (Math.abs(value) < 1e-9 ? 0 : value);
const snapped = (points: Position[]): Position[] => points.map(([x, y]) => [snap(x), snap(y)]);
const snappedShape = (shape: Shape): Shape =>
  shape.type === "Point"
    ? { type: "Point", coordinates: snapped([shape.coordinates])[0] as Position }
    : { type: shape.type, coordinates: snapped(shape.coordinates) };

/**
 * The relation between the record's box and a shape, or an envelope taken as its polygon
 * (`shape` undefined). `indexed`: whether the envelope's index condition may use the GiST index.
 */
export function shapeSql(
  relation: SpatialRelation,
  rawEnvelope: LonLatBox,
  rawShape: Shape | undefined,
  distance: number | undefined,
  indexed: boolean,
): Prisma.Sql {
  const envelope = {
    minx: snap(rawEnvelope.minx),
    miny: snap(rawEnvelope.miny),
    maxx: snap(rawEnvelope.maxx),
    maxy: snap(rawEnvelope.maxy),
  };
  const shape = rawShape && snappedShape(rawShape);
  if (!shape && envelope.minx > envelope.maxx)
    throw searchRefusal(
      `Kotak yang melintasi antimeridian hanya untuk BBOX, Intersects, Within, Contains dan Disjoint, bukan ${relation}`,
      `A box across the antimeridian works with BBOX, Intersects, Within, Contains and Disjoint only, not ${relation}`,
    );
  const tests = testsOf(shape ?? { type: "Polygon", coordinates: ringOfBox(envelope) }, envelope);
  // An envelope is its own rectangle: Equals is the same box.
  const equals = shape ? tests.equals : isBox(envelope);
  const near = (box: LonLatBox) =>
    indexed ? sql`(m."bbox" && ${boxOf(box)})` : sql`box_overlap(m."bbox", ${boxOf(box)})`;
  const d = distance ?? 0;
  const grown = {
    minx: envelope.minx - d,
    miny: envelope.miny - d,
    maxx: envelope.maxx + d,
    maxy: envelope.maxy + d,
  };
  const condition = {
    BBOX: and([near(envelope), tests.intersects]),
    Intersects: and([near(envelope), tests.intersects]),
    Disjoint: not(tests.intersects),
    Within: and([near(envelope), tests.within]),
    Contains: and([near(envelope), tests.contains]),
    Equals: and([near(envelope), equals]),
    Touches: and([near(envelope), HAS_AREA, tests.intersects, not(tests.insidesMeet)]),
    Overlaps: tests.isArea
      ? and([near(envelope), tests.insidesMeet, not(tests.within), not(tests.contains)])
      : FALSE,
    Crosses: and([near(envelope), HAS_AREA, tests.crosses]),
    DWithin: and([near(grown), sql`${tests.distance} <= ${number(d)}`]),
    Beyond: sql`${tests.distance} > ${number(d)}`,
  }[relation];
  // num_nulls(): the same guard, which (unlike IS NOT NULL) the GiST index cannot answer either.
  const hasBox = indexed ? sql`m."bbox" IS NOT NULL` : sql`num_nulls(m."bbox") = 0`;
  return sql`(${hasBox} AND ${condition})`;
}
