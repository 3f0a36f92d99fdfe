import "server-only";
import type { Actor } from "../auth/actor";
import { assertMay, RECORD_ACCESS_SELECT, recordAccess } from "../auth/permissions";
import { getDb } from "../db/client";
import type { Prisma } from "../db/generated/client";
import type { TipeDokumenKualitas } from "../db/generated/enums";
import { AppError } from "../errors";
import { objectStoreFor } from "../storage/object-store";
import { renderQualityCertificate } from "./certificate-pdf";
import { describeCertificate } from "./pki";

// GET /api/metadata/{id}/kualitas/{tipe}/dokumen (signed in) and
// GET /api/public/metadata/{id}/kualitas/{tipe}/dokumen (published records): the PDF
// certificate of the record's current signed QC, QE or QA document, with a QR code to its
// public verification page; for a scanned hand-signed document (MANUAL), the uploaded scan.

const RECORD_SELECT = {
  ...RECORD_ACCESS_SELECT,
  id: true,
  judul: true,
  fileIdentifier: true,
  organisasi: { select: { nama: true, allowLintasOrgReviewer: true } },
} as const;

type CertificateRecord = Prisma.MetadataGetPayload<{ select: typeof RECORD_SELECT }>;
type Certificate = { fileName: string; pdf: Uint8Array };

const recordMissing = (id: string) =>
  new AppError("NOT_FOUND", "Metadata tidak ditemukan / record not found", { id });

/** For a signed-in user who may read the record (any status). */
export async function getQualityCertificate(
  actor: Actor,
  id: string,
  tipe: TipeDokumenKualitas,
  baseUrl: string,
): Promise<Certificate> {
  const db = await getDb();
  const record = await db.metadata.findUnique({ where: { id }, select: RECORD_SELECT });
  if (!record) throw recordMissing(id);
  assertMay(actor, "read", recordAccess(record));
  return certificateOf(record, tipe, baseUrl);
}

/**
 * For anyone, like the quality status (spec 4.1): PUBLISHED records only, others are
 * NOT_FOUND whether they exist or not.
 */
export async function getPublicQualityCertificate(
  id: string,
  tipe: TipeDokumenKualitas,
  baseUrl: string,
): Promise<Certificate> {
  const db = await getDb();
  const record = await db.metadata.findFirst({ where: { id, status: "PUBLISHED" }, select: RECORD_SELECT });
  if (!record) throw recordMissing(id);
  return certificateOf(record, tipe, baseUrl);
}

async function certificateOf(
  record: CertificateRecord,
  tipe: TipeDokumenKualitas,
  baseUrl: string,
): Promise<Certificate> {
  const db = await getDb();
  const id = record.id;
  const document = await db.dokumenKualitas.findFirst({
    where: { metadataId: id, tipe, status: "SIGNED" },
    orderBy: { createdAt: "desc" },
    include: {
      signer: { select: { namaLengkap: true, jabatan: true, organisasi: { select: { nama: true } } } },
      sertifikat: { select: { sertifikatPem: true } },
    },
  });
  if (!document?.signedAt || !document.signatureToken || !document.signer || document.sesuai === null) {
    throw new AppError(
      "NOT_FOUND",
      `Belum ada dokumen ${tipe} yang ditandatangani / no signed ${tipe} document`,
      {
        tipe,
      },
    );
  }
  if (document.signatureMethod === "MANUAL" && document.uploadedDocKey) {
    // The document is the uploaded hand-signed scan itself.
    const scan = await objectStoreFor().getObject(document.uploadedDocKey);
    if (!scan)
      throw new AppError("NOT_FOUND", "Berkas pindaian tidak ditemukan / the scanned file is missing", {
        tipe,
      });
    return { fileName: `dokumen-${tipe.toLowerCase()}-${record.id}.pdf`, pdf: scan };
  }
  const items = Array.isArray(document.itemPemeriksaan)
    ? (document.itemPemeriksaan as {
        kode: string;
        label: string;
        lulus: boolean | null;
        catatan?: string | null;
      }[])
    : [];
  const pdf = await renderQualityCertificate({
    tipe,
    sesuai: document.sesuai,
    passed: document.passed,
    total: document.total,
    items,
    catatan: document.catatan,
    signedAt: document.signedAt,
    signatureMethod: document.signatureMethod ?? "PKI",
    signatureToken: document.signatureToken,
    certificate: document.sertifikat ? describeCertificate(document.sertifikat.sertifikatPem) : null,
    signer: {
      namaLengkap: document.signer.namaLengkap,
      jabatan: document.signer.jabatan,
      organisasi: document.signer.organisasi.nama,
    },
    record: {
      id: record.id,
      judul: record.judul,
      organisasi: record.organisasi.nama,
      fileIdentifier: record.fileIdentifier,
    },
    verifyUrl: `${baseUrl}/verifikasi/${document.signatureToken}`,
  });
  return { fileName: `sertifikat-${tipe.toLowerCase()}-${record.id}.pdf`, pdf };
}
