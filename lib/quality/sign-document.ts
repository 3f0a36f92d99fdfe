import "server-only";
import { randomBytes, randomUUID } from "node:crypto";
import type { Actor } from "../auth/actor";
import { assertMay, recordAccess } from "../auth/permissions";
import { loadStoredRecord } from "../catalogue/records/load-stored-records";
import { recordNotFound } from "../catalogue/records/record-not-found";
import { renderAfterWrite } from "../catalogue/records/render-stored";
import { fillSearchTextAfterWrite } from "../catalogue/records/search-text";
import { getDb } from "../db/client";
import type { TipeDokumenKualitas } from "../db/generated/enums";
import { resolveSigningSecret } from "../env";
import { AppError } from "../errors";
import type { TSignedDocument, TSignRequest } from "../schemas/quality-document";
import { objectStoreFor } from "../storage/object-store";
import { examinationOutcome } from "../workflow/machine";
import { applyMove, lockRecord, type Tx } from "../workflow/transition-record";
import { automaticQaItems, automaticQcItems, qualityElementsOf } from "./automatic-checks";
import { signerCertificate, signHash } from "./pki";
import { documentHash, recordContentHash } from "./signed-content";
import { scanObjectKey } from "./signed-scan";

// POST /api/metadata/{id}/kualitas/{qc|qe|qa}: the examiner's checks, the result, and a PKI
// signature, in one transaction with the record locked. QC computes what it can by itself
// (mandatory elements, code lists, bounding box, the export); QE records ISO 19157 elements
// with their evaluation method; QA is the custodian's final assurance. Signing QC and QE moves
// the record on (machine.ts examinationOutcome): REVIEW when both conform, REJECTED when not.

const ACTION = { QC: "qc", QE: "qe", QA: "qa" } as const;

/** The examination round: documents made since the record last entered QCQE_PROCESS. */
async function roundStart(tx: Tx, metadataId: string): Promise<Date> {
  const entered = await tx.riwayatStatus.findFirst({
    where: { metadataId, ke: "QCQE_PROCESS" },
    orderBy: { createdAt: "desc" },
    select: { createdAt: true },
  });
  return entered?.createdAt ?? new Date(0);
}

export async function signQualityDocument(
  actor: Actor,
  id: string,
  tipe: TipeDokumenKualitas,
  request: TSignRequest,
  /** A scanned, hand-signed PDF instead of a PKI signature (signatureMethod MANUAL). */
  scan?: Uint8Array,
): Promise<TSignedDocument> {
  const secret = resolveSigningSecret();
  const db = await getDb();
  const documentId = randomUUID();
  // The scan is stored first, under a key that carries its SHA-256 (so the signed hash covers
  // the file); if the transaction then fails, the object is removed again.
  const scanKey = scan ? scanObjectKey(id, documentId, scan) : null;
  if (scan && scanKey) await objectStoreFor().putObject(scanKey, scan, "application/pdf");
  let signed: TSignedDocument;
  try {
    signed = await signInTransaction();
  } catch (error) {
    if (scanKey)
      await objectStoreFor()
        .deleteObject(scanKey)
        .catch(() => undefined);
    throw error;
  }
  // A move (applyMove) changed the served dateStamp.
  await fillSearchTextAfterWrite(db, id);
  await renderAfterWrite(db, id);
  return signed;

  function signInTransaction(): Promise<TSignedDocument> {
    return db.$transaction(
      async (tx) => {
        const record = await lockRecord(tx, id);
        const access = recordAccess(record);
        assertMay(actor, "read", access);
        assertMay(actor, ACTION[tipe], access);
        const since = tipe === "QA" ? undefined : await roundStart(tx, id);
        const already = await tx.dokumenKualitas.findFirst({
          where: { metadataId: id, tipe, status: "SIGNED", ...(since ? { createdAt: { gte: since } } : {}) },
          select: { id: true },
        });
        if (already && tipe !== "QA") {
          throw new AppError(
            "CONFLICT",
            `${tipe} untuk pemeriksaan ini sudah ditandatangani / already signed in this round`,
            {
              reason: "ALREADY_SIGNED",
            },
          );
        }
        const signer = await tx.pengguna.findUniqueOrThrow({
          where: { id: actor.userId },
          select: {
            id: true,
            namaLengkap: true,
            email: true,
            jabatan: true,
            organisasi: { select: { nama: true } },
          },
        });
        // The content as the exports write it: checked by QC, and hashed into the signature.
        const stored = await loadStoredRecord({ id }, tx);
        if (!stored) throw recordNotFound(id);
        const automatic =
          tipe === "QC"
            ? await automaticQcItems(tx, record, stored)
            : tipe === "QA"
              ? await automaticQaItems(tx, id)
              : request.itemPemeriksaan.length === 0
                ? qualityElementsOf(stored.laporanKualitasData)
                : [];
        const items = [...automatic, ...request.itemPemeriksaan];
        if (items.length === 0) {
          throw new AppError(
            "UNPROCESSABLE",
            "Dokumen perlu minimal satu butir pemeriksaan / at least one check item is needed",
            {
              reason: "NO_ITEMS",
            },
          );
        }
        if (request.sesuai && tipe === "QC" && automatic.some((item) => item.lulus === false)) {
          throw new AppError(
            "UNPROCESSABLE",
            "QC tidak dapat dinyatakan sesuai selama pemeriksaan otomatis gagal / QC cannot conform while automatic checks fail",
            {
              reason: "AUTOMATIC_CHECKS_FAILED",
              gagal: automatic.filter((i) => i.lulus === false).map((i) => i.kode),
            },
          );
        }
        const certificate = scanKey
          ? null
          : await signerCertificate(tx, secret, {
              id: signer.id,
              namaLengkap: signer.namaLengkap,
              email: signer.email,
              organisasi: signer.organisasi.nama,
            });
        const document = {
          id: documentId,
          metadataId: id,
          tipe,
          sesuai: request.sesuai,
          passed: items.filter((item) => item.lulus === true).length,
          total: items.length,
          itemPemeriksaan: items,
          catatan: request.catatan,
          signerId: signer.id,
          signedAt: new Date(),
          signatureMethod: certificate ? ("PKI" as const) : ("MANUAL" as const),
          signatureToken: randomBytes(32).toString("base64url"),
          uploadedDocKey: scanKey,
        };
        const hash = documentHash(document, recordContentHash(stored));
        await tx.dokumenKualitas.create({
          data: {
            ...document,
            status: "SIGNED",
            pemeriksaId: signer.id,
            hashDokumen: hash,
            tandaTangan: certificate ? signHash(certificate, secret, hash) : null,
            sertifikatId: certificate?.id ?? null,
          },
        });
        let status = record.status;
        if (tipe !== "QA") {
          const current = await tx.dokumenKualitas.findMany({
            where: {
              metadataId: id,
              tipe: { in: ["QC", "QE"] },
              status: "SIGNED",
              createdAt: { gte: since },
            },
            select: { tipe: true, sesuai: true },
          });
          const result = (t: "QC" | "QE") => current.find((d) => d.tipe === t)?.sesuai ?? null;
          const next = examinationOutcome(result("QC"), result("QE"));
          if (next) {
            const note = `${tipe} ditandatangani: ${request.sesuai ? "sesuai" : "tidak sesuai"}`;
            status = (await applyMove(tx, actor, record, next, request.catatan ?? note, signer.namaLengkap))
              .status;
          }
        }
        return {
          id: document.id,
          tipe,
          status: "SIGNED",
          sesuai: document.sesuai,
          passed: document.passed,
          total: document.total,
          itemPemeriksaan: items,
          catatan: document.catatan,
          signedAt: document.signedAt.toISOString(),
          signatureMethod: document.signatureMethod,
          signatureToken: document.signatureToken,
          uploadedDoc: scanKey !== null,
          signedBy: { namaLengkap: signer.namaLengkap, jabatan: signer.jabatan ?? "" },
          sertifikat: certificate
            ? {
                serial: certificate.serial,
                subjek: certificate.subjek,
                berlakuHingga: new Date(certificate.berlakuHingga).toISOString(),
              }
            : null,
          statusMetadata: status,
        };
      },
      { timeout: 30_000 },
    );
  }
}
