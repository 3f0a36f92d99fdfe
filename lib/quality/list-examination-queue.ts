import "server-only";
import type { Actor } from "../auth/actor";
import { RECORD_PERMISSIONS } from "../auth/permissions";
import { listReadableRecords } from "../catalogue/editor/list-readable-records";
import { getDb } from "../db/client";
import type { TRecordList } from "../schemas/record-list";
import { type OpenExamination, openExaminations } from "./examination-round";

// The examiner's queue (/pemeriksaan): records in QCQE_PROCESS the actor may read, which for an
// examiner are exactly those it may examine (the read grant of lib/auth/permissions.ts), with
// which of QC and QE is still open and whether the record is another organisation's.

export type ExaminationQueueItem = TRecordList["records"][number] & {
  /**
   * The actor reaches the record only through cross-organisation examination (another
   * organisation that allows it); never for administrators, whose reach is every record.
   */
  lintasOrg: boolean;
  terbuka: OpenExamination;
};

export interface ExaminationQueue {
  records: ExaminationQueueItem[];
  total: number;
  page: number;
  pageSize: number;
}

export async function listExaminationQueue(
  actor: Actor,
  { page = 1, pageSize = 50 }: { page?: number; pageSize?: number } = {},
): Promise<ExaminationQueue> {
  const crossReach = RECORD_PERMISSIONS.qc[actor.role].some((grant) => grant.reach === "examinable");
  const list = await listReadableRecords(actor, { status: "QCQE_PROCESS", page, pageSize });
  const db = await getDb();
  const organisation = await db.organisasi.findUnique({
    where: { id: actor.organisasiId },
    select: { kode: true },
  });
  const open = await openExaminations(
    db,
    list.records.map((record) => record.id),
  );
  return {
    ...list,
    records: list.records.map((record) => ({
      ...record,
      lintasOrg: crossReach && record.organisasi.kode !== organisation?.kode,
      terbuka: open.get(record.id) ?? { qc: true, qe: true },
    })),
  };
}
