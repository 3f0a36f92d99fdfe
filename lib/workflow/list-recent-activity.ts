import "server-only";
import type { Actor } from "../auth/actor";
import { readableWhere } from "../catalogue/editor/readable-where";
import { getDb } from "../db/client";
import type { StatusMetadata } from "../db/generated/enums";

// The dashboard's recent activity: the newest status changes of records the actor may read
// (the same scope as GET /api/metadata), with who made them, when, from which status to which,
// and the note.

export interface ActivityEntry {
  id: string;
  metadataId: string;
  judul: string;
  dari: StatusMetadata | null;
  ke: StatusMetadata;
  catatan: string | null;
  /** Null when the account was removed or the change was made by the system (import, seed). */
  oleh: string | null;
  waktu: string;
}

interface Row extends Omit<ActivityEntry, "waktu"> {
  waktu: Date;
}

export async function listRecentActivity(actor: Actor, limit = 10): Promise<ActivityEntry[]> {
  const db = await getDb();
  const rows = await db.$queryRaw<Row[]>`
    SELECT h."id", h."metadataId", m."judul", h."dari"::text AS "dari", h."ke"::text AS "ke",
           h."catatan", p."namaLengkap" AS "oleh", h."createdAt" AS "waktu"
      FROM "RiwayatStatus" h
      JOIN "Metadata" m ON m."id" = h."metadataId"
      LEFT JOIN "Pengguna" p ON p."id" = h."actorId"
     WHERE ${readableWhere(actor)}
     ORDER BY h."createdAt" DESC, h."id" ASC
     LIMIT ${limit}`;
  return rows.map((row) => ({ ...row, waktu: row.waktu.toISOString() }));
}
