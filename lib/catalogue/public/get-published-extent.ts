import { getDb } from "../../db/client";

/** The published records' extent: the box around all their boxes, and their temporal span. */
export interface PublishedExtent {
  /** [west, south, east, north], null when no published record has a box. */
  box: [number, number, number, number] | null;
  /** First start and last end of the records' temporal extents (ISO 8601), null where none. */
  start: string | null;
  end: string | null;
}

/**
 * The extent of the published catalogue. The box is the plain min/max of the records' boxes: a
 * record crossing the antimeridian (west > east) widens it to the whole range of longitudes.
 */
export async function getPublishedExtent(): Promise<PublishedExtent> {
  const db = await getDb();
  const [row] = await db.$queryRaw<
    {
      west: number | null;
      south: number | null;
      east: number | null;
      north: number | null;
      crosses: boolean | null;
      start: Date | null;
      end: Date | null;
    }[]
  >`SELECT min(m."bboxBarat") AS "west", min(m."bboxSelatan") AS "south", max(m."bboxTimur") AS "east",
           max(m."bboxUtara") AS "north", bool_or(m."bboxBarat" > m."bboxTimur") AS "crosses",
           min(m."tanggalMulai") AS "start", max(coalesce(m."tanggalSelesai", m."tanggalMulai")) AS "end"
      FROM "Metadata" m WHERE m."status" = 'PUBLISHED'`;
  const { west, south, east, north, crosses } = row ?? {};
  const box: PublishedExtent["box"] =
    west == null || south == null || east == null || north == null
      ? null
      : crosses
        ? [-180, south, 180, north]
        : [west, south, east, north];
  return { box, start: row?.start?.toISOString() ?? null, end: row?.end?.toISOString() ?? null };
}
