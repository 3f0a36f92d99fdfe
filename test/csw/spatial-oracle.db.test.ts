import { readFileSync } from "node:fs";
import path from "node:path";
import { booleanIntersects } from "@turf/boolean-intersects";
import { booleanTouches } from "@turf/boolean-touches";
import { booleanWithin } from "@turf/boolean-within";
import { lineString, point, polygon } from "@turf/helpers";
import fc from "fast-check";
import { XMLParser } from "fast-xml-parser";
import type { Geometry } from "geojson";
import { beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "@/lib/auth/actor";
import { importDocuments } from "@/lib/catalogue/import/import-documents";
import { findPublishedIdPage } from "@/lib/catalogue/public/find-published-id-page";
import { loadPublishedRecords } from "@/lib/catalogue/records/load-stored-records";
import { constraintSql } from "@/lib/csw/filter/constraint-sql";
import { parseCql } from "@/lib/csw/filter/parse-cql";
import { parseFilterXml } from "@/lib/csw/filter/parse-filter-xml";
import { storedRecordDocument } from "@/lib/iso/record-document";
import { readXml } from "@/lib/xml/read-xml";
import { DB_FUZZ_RUNS } from "@/test/support/fuzz";
import { useSeededApiDatabase } from "@/test/support/seeded-api";
import { listSamples, samplesUnavailable } from "@/test/support/shared-files";
import { testEngine } from "@/test/support/test-database";

// CSW's spatial operators against a geometry oracle: over the seeded catalogue and the real-world
// samples, the records each operator finds for a point, a line, a polygon or an envelope are
// exactly those whose extent in the XML they are served as (the box covering their
// EX_GeographicBoundingBoxes) stands in that relation to the geometry, as turf (a geometry
// library used by this test only) computes it. Records without a box match no spatial operator.

type Position = [number, number];
interface Box {
  minx: number;
  miny: number;
  maxx: number;
  maxy: number;
}

/** The record's extent as the XML gives it: the box around its bounding boxes, read with the oracle's own parser. */
function extentOf(xml: string): Box | null {
  const parser = new XMLParser({ removeNSPrefix: true, isArray: () => true, parseTagValue: false });
  const document = parser.parse(xml) as Record<string, unknown[]>;
  const boxes: Box[] = [];
  const walk = (node: unknown) => {
    if (!node || typeof node !== "object") return;
    for (const [key, value] of Object.entries(node)) {
      if (key === "EX_GeographicBoundingBox") {
        for (const box of value as Record<string, { Decimal: string[] }[]>[]) {
          const read = (name: string) => Number(box[name]?.[0]?.Decimal?.[0]);
          boxes.push({
            minx: read("westBoundLongitude"),
            maxx: read("eastBoundLongitude"),
            miny: read("southBoundLatitude"),
            maxy: read("northBoundLatitude"),
          });
        }
      } else if (Array.isArray(value)) value.forEach(walk);
    }
  };
  walk(document);
  const usable = boxes.filter((box) => Object.values(box).every(Number.isFinite));
  if (usable.length === 0) return null;
  return {
    minx: Math.min(...usable.map((b) => b.minx)),
    miny: Math.min(...usable.map((b) => b.miny)),
    maxx: Math.max(...usable.map((b) => b.maxx)),
    maxy: Math.max(...usable.map((b) => b.maxy)),
  };
}

const ringOf = ({ minx, miny, maxx, maxy }: Box): Position[] => [
  [minx, miny],
  [maxx, miny],
  [maxx, maxy],
  [minx, maxy],
  [minx, miny],
];

type Query =
  | { type: "Envelope"; box: Box }
  | { type: "Point"; at: Position }
  | { type: "LineString" | "Polygon"; points: Position[] };

const geometryOf = (query: Query): Geometry =>
  query.type === "Envelope"
    ? polygon([ringOf(query.box)]).geometry
    : query.type === "Point"
      ? point(query.at).geometry
      : query.type === "LineString"
        ? lineString(query.points).geometry
        : polygon([query.points]).geometry;

const hasArea = (box: Box) => box.minx < box.maxx && box.miny < box.maxy;

const dimension = (geometry: Geometry) =>
  geometry.type === "Point" ? 0 : geometry.type === "LineString" ? 1 : 2;
/** a within b; nothing lies within a geometry of fewer dimensions (turf does not take those pairs). */
function within(a: Geometry, b: Geometry): boolean {
  if (dimension(a) > dimension(b)) return false;
  if (a.type === "Point" && b.type === "Point") return a.coordinates.join() === b.coordinates.join();
  return booleanWithin(a, b);
}

/** Planar distance (degrees) from a point to a box, and from a segment to a box that it does not meet. */
const pointToBox = ([x, y]: Position, b: Box) =>
  Math.hypot(Math.max(b.minx - x, 0, x - b.maxx), Math.max(b.miny - y, 0, y - b.maxy));
function pointToSegment([x, y]: Position, [a, b]: [Position, Position]): number {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  const t =
    dx === 0 && dy === 0
      ? 0
      : Math.max(0, Math.min(1, ((x - a[0]) * dx + (y - a[1]) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(x - (a[0] + t * dx), y - (a[1] + t * dy));
}
function distance(query: Query, box: Box, intersects: boolean): number {
  if (intersects) return 0;
  if (query.type === "Point") return pointToBox(query.at, box);
  const points = query.type === "Envelope" ? ringOf(query.box) : query.points;
  const segments = points.slice(1).map((p, i): [Position, Position] => [points[i] as Position, p]);
  const corners = ringOf(box).slice(0, 4);
  return Math.min(
    ...points.map((p) => pointToBox(p, box)),
    ...segments.flatMap((segment) => corners.map((corner) => pointToSegment(corner, segment))),
  );
}

const RELATIONS = [
  "Intersects",
  "Disjoint",
  "Within",
  "Contains",
  "Equals",
  "Touches",
  "Overlaps",
  "Crosses",
  "DWithin",
  "Beyond",
] as const;
type Relation = (typeof RELATIONS)[number] | "BBOX";

/** What the oracle says of a record's box and the query, by the relation. */
function oracle(relation: Relation, box: Box, query: Query, maxDistance: number): boolean {
  // A box without area is a point or a line to turf.
  const record: Geometry = hasArea(box)
    ? polygon([ringOf(box)]).geometry
    : box.minx === box.maxx && box.miny === box.maxy
      ? point([box.minx, box.miny]).geometry
      : lineString([
          [box.minx, box.miny],
          [box.maxx, box.maxy],
        ]).geometry;
  const geometry = geometryOf(query);
  const intersects = booleanIntersects(record, geometry);
  const isLine = query.type === "LineString";
  const isArea = query.type === "Polygon" || query.type === "Envelope";
  switch (relation) {
    case "BBOX":
    case "Intersects":
      return intersects;
    case "Disjoint":
      return !intersects;
    case "Within":
      return within(record, geometry);
    case "Contains":
      return within(geometry, record);
    case "Equals":
      return within(record, geometry) && within(geometry, record);
    // A box without area has no inside (documented): it touches, overlaps and crosses nothing.
    // (turf's booleanTouches also says a polygon touches an equal one, whose insides meet.)
    case "Touches":
      return (
        hasArea(box) &&
        booleanTouches(record, geometry) &&
        !(isArea && (within(record, geometry) || within(geometry, record)))
      );
    // The insides meet (they intersect without only touching), and neither holds the other.
    // (turf's booleanOverlap also counts a shared edge, which DE-9IM does not.)
    case "Overlaps":
      return (
        hasArea(box) &&
        isArea &&
        intersects &&
        !booleanTouches(record, geometry) &&
        !within(record, geometry) &&
        !within(geometry, record)
      );
    // The line's inside meets the box's and leaves it. (turf's booleanCrosses also counts a
    // line lying along the box's edge, which touches it and no more.)
    case "Crosses":
      return (
        hasArea(box) && isLine && intersects && !booleanTouches(record, geometry) && !within(geometry, record)
      );
    case "DWithin":
      return distance(query, box, intersects) <= maxDistance;
    case "Beyond":
      return distance(query, box, intersects) > maxDistance;
  }
}

const gml = (query: Query) => {
  const list = (points: Position[]) => points.map(([x, y]) => `${x} ${y}`).join(" ");
  switch (query.type) {
    case "Envelope":
      return `<gml:Envelope><gml:lowerCorner>${query.box.minx} ${query.box.miny}</gml:lowerCorner><gml:upperCorner>${query.box.maxx} ${query.box.maxy}</gml:upperCorner></gml:Envelope>`;
    case "Point":
      return `<gml:Point><gml:pos>${list([query.at])}</gml:pos></gml:Point>`;
    case "LineString":
      return `<gml:LineString><gml:posList>${list(query.points)}</gml:posList></gml:LineString>`;
    case "Polygon":
      return `<gml:Polygon><gml:exterior><gml:LinearRing><gml:posList>${list(query.points)}</gml:posList></gml:LinearRing></gml:exterior></gml:Polygon>`;
  }
};

const wkt = (query: Query) => {
  const list = (points: Position[]) => points.map(([x, y]) => `${x} ${y}`).join(", ");
  switch (query.type) {
    case "Envelope":
      return `ENVELOPE(${query.box.minx}, ${query.box.maxx}, ${query.box.maxy}, ${query.box.miny})`;
    case "Point":
      return `POINT(${list([query.at])})`;
    case "LineString":
      return `LINESTRING(${list(query.points)})`;
    case "Polygon":
      return `POLYGON((${list(query.points)}))`;
  }
};

/** About Indonesia: a triangle, an L (concave), a line across Kalimantan, Jakarta, an envelope. */
const QUERIES: Query[] = [
  {
    type: "Polygon",
    points: [
      [95.5, -10.5],
      [140.5, -9.5],
      [110.3, 5.7],
      [95.5, -10.5],
    ],
  },
  {
    type: "Polygon",
    points: [
      [100.1, -8.1],
      [120.3, -8.1],
      [120.3, -4.9],
      [105.7, -4.9],
      [105.7, 3.3],
      [100.1, 3.3],
      [100.1, -8.1],
    ],
  },
  {
    type: "LineString",
    points: [
      [108.9, -3.7],
      [113.3, 0.2],
      [118.1, 2.9],
    ],
  },
  { type: "Point", at: [106.8456, -6.2088] },
  { type: "Envelope", box: { minx: 104.5, miny: -8.9, maxx: 115.7, maxy: -5.1 } },
];

const WITHIN_DEGREES = 0.75;

describe(`CSW spatial operators on ${testEngine}: the geometry itself against the record's extent`, () => {
  const database = useSeededApiDatabase();
  /** Every published record's extent from its served ISO 19139 XML (null: none), by id. */
  const extents = new Map<string, Box | null>();

  beforeAll(async () => {
    const { db } = database();
    const admin = await db.pengguna.findFirstOrThrow({ where: { peran: "ADMIN" } });
    const actor: Actor = { userId: admin.id, role: admin.peran, organisasiId: admin.organisasiId };
    if (!samplesUnavailable) {
      const files = [...listSamples("iso19139"), ...listSamples("iso19115-3")];
      await importDocuments(
        actor,
        files.map((file) => ({ name: path.basename(file), read: async () => readFileSync(file) })),
        { status: "PUBLISHED" },
        { concurrency: 4 },
      );
    } else console.warn(`spatial oracle: only the seeded catalogue (${samplesUnavailable})`);
    const ids = (await db.metadata.findMany({ where: { status: "PUBLISHED" }, select: { id: true } })).map(
      (r) => r.id,
    );
    for (let i = 0; i < ids.length; i += 200) {
      const records = await loadPublishedRecords(ids.slice(i, i + 200), {
        documents: ["ISO19139", "ISO19115_3_2016", "ISO19115_3_2018"],
      });
      for (const record of records) extents.set(record.id, extentOf(storedRecordDocument(record, "gmd")));
    }
    expect([...extents.values()].filter(Boolean).length).toBeGreaterThan(150);
  }, 300_000);

  async function ids(constraint: ReturnType<typeof constraintSql>) {
    const { ids, total } = await findPublishedIdPage({
      ...constraint,
      order: [],
      offset: 0,
      limit: extents.size + 1,
    });
    expect(total).toBe(ids.length);
    return ids.sort();
  }

  const filterXml = (relation: Relation, query: Query) =>
    readXml(
      `<ogc:Filter xmlns:ogc="http://www.opengis.net/ogc" xmlns:gml="http://www.opengis.net/gml"><ogc:${relation}><ogc:PropertyName>ows:BoundingBox</ogc:PropertyName>${gml(query)}${
        relation === "DWithin" || relation === "Beyond"
          ? `<ogc:Distance units="deg">${WITHIN_DEGREES}</ogc:Distance>`
          : ""
      }</ogc:${relation}></ogc:Filter>`,
    );

  const oracleIds = (relation: Relation, query: Query) =>
    [...extents]
      .filter(([, box]) => box !== null && oracle(relation, box, query, WITHIN_DEGREES))
      .map(([id]) => id)
      .sort();

  async function expectOracle(relation: Relation, query: Query) {
    const label = `${relation} ${JSON.stringify(query)}`;
    const expected = oracleIds(relation, query);
    expect(await ids(constraintSql(parseFilterXml(filterXml(relation, query)))), label).toEqual(expected);
    return expected.length;
  }

  it("gives the oracle's records for every operator and a polygon, a concave polygon, a line, a point and an envelope", async () => {
    const counts: Record<string, number> = {};
    for (const [i, query] of QUERIES.entries())
      for (const relation of RELATIONS)
        counts[`${relation} ${query.type} ${i}`] = await expectOracle(relation, query);
    console.info("spatial oracle:", counts);
    // The geometries are chosen to find something for most operators.
    expect(Object.values(counts).filter((n) => n > 0).length).toBeGreaterThan(
      RELATIONS.length * QUERIES.length * 0.6,
    );
  });

  it("tells touching from overlapping at a record's very edges", async () => {
    const box = [...extents.values()].find(
      (b): b is Box => b !== null && hasArea(b) && b.minx > 90 && b.maxx < 140,
    ) as Box;
    const { minx, miny, maxx, maxy } = box;
    const width = maxx - minx;
    const edgeCases: Query[] = [
      // A triangle standing on the box's east edge, outside it: touches.
      {
        type: "Polygon",
        points: [
          [maxx, miny],
          [maxx + width, (miny + maxy) / 2],
          [maxx, maxy],
          [maxx, miny],
        ],
      },
      // The same triangle pushed half into the box: overlaps.
      {
        type: "Polygon",
        points: [
          [maxx - width / 2, miny],
          [maxx + width, (miny + maxy) / 2],
          [maxx - width / 2, maxy],
          [maxx - width / 2, miny],
        ],
      },
      { type: "Point", at: [minx, (miny + maxy) / 2] }, // on the west edge
      { type: "Point", at: [(minx + maxx) / 2, (miny + maxy) / 2] }, // inside
      // A line along the north edge, and one from outside to the middle.
      {
        type: "LineString",
        points: [
          [minx, maxy],
          [maxx, maxy],
        ],
      },
      {
        type: "LineString",
        points: [
          [minx - width, miny - 1],
          [(minx + maxx) / 2, (miny + maxy) / 2],
        ],
      },
      { type: "Envelope", box }, // the box itself: equals
      { type: "Envelope", box: { minx: maxx, miny, maxx: maxx + width, maxy } }, // beside it: touches
    ];
    for (const query of edgeCases) for (const relation of RELATIONS) await expectOracle(relation, query);
    const recordId = [...extents].find(([, b]) => b === box)?.[0];
    expect(oracleIds("Touches", edgeCases[0] as Query)).toContain(recordId);
    expect(oracleIds("Overlaps", edgeCases[1] as Query)).toContain(recordId);
    expect(oracleIds("Equals", edgeCases[6] as Query)).toContain(recordId);
    expect(oracleIds("Crosses", edgeCases[5] as Query)).toContain(recordId);
  });

  it("agrees with the oracle for random triangles, lines and points (property), also as CQL_TEXT", async () => {
    // Six decimals, as coordinates are written (no 5e-324 next to 0, no rounding to zero area).
    const degrees = (min: number, max: number) =>
      fc.integer({ min: min * 1e6, max: max * 1e6 }).map((n) => n / 1e6);
    const position = fc.tuple(degrees(90, 145), degrees(-15, 10));
    const query: fc.Arbitrary<Query> = fc.oneof(
      position.map((at): Query => ({ type: "Point", at })),
      fc
        .array(position, { minLength: 2, maxLength: 4 })
        .map((points): Query => ({ type: "LineString", points })),
      fc
        .tuple(position, position, position)
        // A triangle, not three points on (or within a rounding of) one line.
        .filter(([a, b, c]) => Math.abs((b[0] - a[0]) * (c[1] - a[1]) - (c[0] - a[0]) * (b[1] - a[1])) > 1e-6)
        .map(([a, b, c]): Query => ({ type: "Polygon", points: [a, b, c, a] })),
    );
    await fc.assert(
      fc.asyncProperty(query, fc.constantFrom(...RELATIONS), async (q, relation) => {
        const expected = await expectOracle(relation, q);
        const distance =
          relation === "DWithin" || relation === "Beyond" ? `, ${WITHIN_DEGREES}, degrees` : "";
        const cql = parseCql(`${relation.toUpperCase()}(ows:BoundingBox, ${wkt(q)}${distance})`);
        expect((await ids(constraintSql(cql))).length).toBe(expected);
      }),
      { numRuns: DB_FUZZ_RUNS },
    );
  });
});
