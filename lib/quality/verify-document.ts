import "server-only";
import { getDb } from "../db/client";
import type { VerificationResult } from "../schemas/verification";
import { verifyHashSignature } from "./pki";
import { documentHash, recordContentHash } from "./signed-content";
import { scanIsIntact } from "./signed-scan";

const INVALID = { valid: false } as const;

/**
 * Public verification of a signed QC/QE/QA document by the token printed on it (spec 2.4).
 *
 * The document is checked again on every request, never taken on trust from its row: the
 * hash of the document and of the record content it judged is recomputed and must equal the
 * signed hash, and the PKI signature must verify with the signer's certificate, issued by the
 * deployment's CA and valid at the signing time. A record edited after signing, or a stored
 * result, item or signature byte changed, gives valid:false. Publishing or unpublishing the
 * record does not (workflow columns are not part of what was judged). REVOKED, DRAFT and
 * PENDING documents never verify.
 */
export async function verifyDocument(token: string): Promise<VerificationResult> {
  const db = await getDb();
  const document = await db.dokumenKualitas.findUnique({
    where: { signatureToken: token },
    include: {
      metadata: {
        include: {
          organisasi: { select: { nama: true } },
          tanggal: true,
          kataKunci: true,
          kontak: true,
          distribusi: true,
          laporanKualitasData: true,
        },
      },
      signer: { select: { namaLengkap: true, jabatan: true } },
      sertifikat: { select: { sertifikatPem: true } },
    },
  });
  if (document?.status !== "SIGNED") return INVALID;
  const { sesuai, signedAt, signatureMethod, signer, metadata } = document;
  if (sesuai === null || !signedAt || !signatureMethod || !signer || !document.hashDokumen) return INVALID;
  if (documentHash(document, recordContentHash(metadata)) !== document.hashDokumen) return INVALID;
  if (signatureMethod === "PKI") {
    if (!document.tandaTangan || !document.sertifikat) return INVALID;
    const authorities = await db.sertifikat.findMany({
      where: { jenis: "CA" },
      select: { sertifikatPem: true },
    });
    const signed = authorities.some((ca) =>
      verifyHashSignature(
        document.sertifikat?.sertifikatPem ?? "",
        ca.sertifikatPem,
        document.hashDokumen as string,
        document.tandaTangan as string,
        signedAt,
      ),
    );
    if (!signed) return INVALID;
  } else if (
    signatureMethod !== "MANUAL" ||
    !document.uploadedDocKey ||
    !(await scanIsIntact(document.uploadedDocKey))
  ) {
    return INVALID;
  }
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
