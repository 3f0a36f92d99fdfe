import "server-only";
import type { Actor } from "../auth/actor";
import { RECORD_PERMISSIONS } from "../auth/permissions";
import { readableWhere } from "../catalogue/readable-records";
import { getDb } from "../db/client";

// The examiner's queue: records in QCQE_PROCESS within the actor's read scope, which for
// examiners is exactly the "examinable" reach of the QC/QE grants (own organisation, or one that
// allows cross-organisation examiners) and for administrators every record. Per record: whether
// QC and QE are signed in the current round (documents since the record last entered
// QCQE_PROCESS, as sign-document.ts counts them), oldest waiting first.

export interface ExaminationQueueItem {
  id: string;
  judul: string;
  organisasi: { kode: string; nama: string };
  /**
   * The actor reaches the record only through cross-organisation examination (another
   * organisation that allows it); never for administrators, whose reach is every record.
   */
  lintasOrganisasi: boolean;
  qcSelesai: boolean;
  qeSelesai: boolean;
  /** When the record entered QCQE_PROCESS (its last change when no history says so). */
  masukAntrean: string;
}

export interface ExaminationQueue {
  items: ExaminationQueueItem[];
  total: number;
}

interface Row {
  id: string;
  judul: string;
  organisasiKode: string;
  organisasiNama: string;
  lintasOrganisasi: boolean;
  qcSelesai: boolean;
  qeSelesai: boolean;
  masukAntrean: Date;
  total: number;
}

export async function listExaminationQueue(actor: Actor, limit = 10): Promise<ExaminationQueue> {
  const crossReach = RECORD_PERMISSIONS.qc[actor.role].some((grant) => grant.reach === "examinable");
  const db = await getDb();
  const rows = await db.$queryRaw<Row[]>`
    SELECT m."id", m."judul", o."kode" AS "organisasiKode", o."nama" AS "organisasiNama",
           (${crossReach}::boolean AND m."organisasiId" <> ${actor.organisasiId}) AS "lintasOrganisasi",
           EXISTS (SELECT 1 FROM "DokumenKualitas" d WHERE d."metadataId" = m."id" AND d."tipe"::text = 'QC'
                      AND d."status"::text = 'SIGNED' AND d."createdAt" >= r."since") AS "qcSelesai",
           EXISTS (SELECT 1 FROM "DokumenKualitas" d WHERE d."metadataId" = m."id" AND d."tipe"::text = 'QE'
                      AND d."status"::text = 'SIGNED' AND d."createdAt" >= r."since") AS "qeSelesai",
           COALESCE(r."entered", m."updatedAt") AS "masukAntrean",
           count(*) OVER ()::int AS "total"
      FROM "Metadata" m
      JOIN "Organisasi" o ON o."id" = m."organisasiId"
      CROSS JOIN LATERAL (
        SELECT max(h."createdAt") AS "entered", COALESCE(max(h."createdAt"), 'epoch'::timestamp) AS "since"
          FROM "RiwayatStatus" h WHERE h."metadataId" = m."id" AND h."ke"::text = 'QCQE_PROCESS') r
     WHERE m."status"::text = 'QCQE_PROCESS' AND ${readableWhere(actor)}
     ORDER BY "masukAntrean" ASC, m."id" ASC
     LIMIT ${limit}`;
  return {
    total: rows[0]?.total ?? 0,
    items: rows.map((row) => ({
      id: row.id,
      judul: row.judul,
      organisasi: { kode: row.organisasiKode, nama: row.organisasiNama },
      lintasOrganisasi: row.lintasOrganisasi,
      qcSelesai: row.qcSelesai,
      qeSelesai: row.qeSelesai,
      masukAntrean: row.masukAntrean.toISOString(),
    })),
  };
}
