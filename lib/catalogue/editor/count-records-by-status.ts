import "server-only";
import type { Actor } from "../../auth/actor";
import { getDb } from "../../db/client";
import { Prisma } from "../../db/generated/client";
import type { StatusMetadata } from "../../db/generated/enums";
import { STATUS_METADATA } from "../../workflow/statuses";
import { readableWhere } from "./readable-where";

// The dashboard's counts: the records the actor may read (or only those the actor owns), per
// status, every status present (zero when none), in workflow order.

export type StatusCounts = Record<StatusMetadata, number>;

export async function countRecordsByStatus(
  actor: Actor,
  { ownOnly = false }: { ownOnly?: boolean } = {},
): Promise<StatusCounts> {
  const conditions = [readableWhere(actor)];
  if (ownOnly) conditions.push(Prisma.sql`m."ownerId" = ${actor.userId}`);
  const db = await getDb();
  const rows = await db.$queryRaw<{ status: StatusMetadata; n: number }[]>`
    SELECT m."status"::text AS "status", count(*)::int AS "n"
      FROM "Metadata" m
     WHERE ${Prisma.join(conditions, " AND ")}
     GROUP BY m."status"`;
  const counts = Object.fromEntries(STATUS_METADATA.map((status) => [status, 0])) as StatusCounts;
  for (const row of rows) counts[row.status] = row.n;
  return counts;
}
