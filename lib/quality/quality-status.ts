import type { DokumenKualitas } from "../db/generated/client";
import type { TQualityStatus } from "../schemas/quality-status";

type DocumentFields = Pick<
  DokumenKualitas,
  | "tipe"
  | "status"
  | "sesuai"
  | "passed"
  | "total"
  | "signedAt"
  | "signatureMethod"
  | "signatureToken"
  | "uploadedDocKey"
  | "createdAt"
>;

/** The current (newest, not revoked) QC, QE and QA documents as spec 2.3 shows them. */
export function toQualityStatus(documents: DocumentFields[]): TQualityStatus {
  const current = (tipe: DocumentFields["tipe"]) => {
    const doc = documents
      .filter((d) => d.tipe === tipe && d.status !== "REVOKED")
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
    if (!doc) return null;
    const signed = doc.status === "SIGNED";
    return {
      status: doc.status,
      sesuai: doc.sesuai,
      passed: doc.passed,
      total: doc.total,
      signedAt: signed && doc.signedAt ? doc.signedAt.toISOString() : null,
      signatureMethod: signed ? doc.signatureMethod : null,
      signatureToken: signed ? doc.signatureToken : null,
      uploadedDoc: doc.uploadedDocKey !== null,
    };
  };
  return { qc: current("QC"), qe: current("QE"), qa: current("QA") };
}
