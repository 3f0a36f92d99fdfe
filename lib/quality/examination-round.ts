import "server-only";
import type { Prisma } from "../db/generated/client";

// An examination round starts each time a record enters QCQE_PROCESS; QC and QE are signed once
// per round (sign-document.ts). The queue and the record page ask which of the two is still open.

export interface OpenExamination {
  qc: boolean;
  qe: boolean;
}

type Reader = Pick<Prisma.TransactionClient, "riwayatStatus" | "dokumenKualitas">;

/** For each record: whether QC and QE still wait for a signature in the current round. */
export async function openExaminations(db: Reader, ids: string[]): Promise<Map<string, OpenExamination>> {
  if (ids.length === 0) return new Map();
  const entered = await db.riwayatStatus.groupBy({
    by: ["metadataId"],
    where: { metadataId: { in: ids }, ke: "QCQE_PROCESS" },
    _max: { createdAt: true },
  });
  const signed = await db.dokumenKualitas.findMany({
    where: { metadataId: { in: ids }, tipe: { in: ["QC", "QE"] }, status: "SIGNED" },
    select: { metadataId: true, tipe: true, createdAt: true },
  });
  const start = new Map(entered.map((row) => [row.metadataId, row._max.createdAt ?? new Date(0)]));
  const done = (id: string, tipe: "QC" | "QE") =>
    signed.some(
      (doc) =>
        doc.metadataId === id &&
        doc.tipe === tipe &&
        doc.createdAt.getTime() >= (start.get(id) ?? new Date(0)).getTime(),
    );
  return new Map(ids.map((id) => [id, { qc: !done(id, "QC"), qe: !done(id, "QE") }]));
}
