import "server-only";
import { getDb } from "../db/client";
import type { VerificationResult } from "../schemas/verification";

const INVALID = { valid: false } as const;

/**
 * Public verification of a signed QC/QE/QA document by the token printed on it (spec 2.4).
 *
 * A SIGNED document verifies whatever happened to its record since: the signature attests
 * the examination at the time it was made, and the record may since have been unpublished
 * or re-examined (a new document is then created, the old one stays signed). REVOKED,
 * DRAFT and PENDING documents never verify. Anything we could not vouch for (a signed row
 * without signer, time, method or result) counts as invalid rather than being filled in.
 */
export async function verifyDocument(token: string): Promise<VerificationResult> {
  const db = await getDb();
  const document = await db.dokumenKualitas.findUnique({
    where: { signatureToken: token },
    select: {
      tipe: true,
      status: true,
      sesuai: true,
      passed: true,
      total: true,
      signedAt: true,
      signatureMethod: true,
      metadata: { select: { id: true, judul: true, organisasi: { select: { nama: true } } } },
      signer: { select: { namaLengkap: true, jabatan: true } },
    },
  });
  if (document?.status !== "SIGNED") return INVALID;
  const { sesuai, signedAt, signatureMethod, signer, metadata } = document;
  if (sesuai === null || !signedAt || !signatureMethod || !signer) return INVALID;
  return {
    valid: true,
    tipe: document.tipe,
    status: "SIGNED",
    sesuai,
    passed: document.passed,
    total: document.total,
    signedAt: signedAt.toISOString(),
    signatureMethod,
    metadata: { id: metadata.id, judul: metadata.judul, organisasi: metadata.organisasi.nama },
    signedBy: { namaLengkap: signer.namaLengkap, jabatan: signer.jabatan ?? "" },
  };
}
