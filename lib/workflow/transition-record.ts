import "server-only";
import type { Actor } from "../auth/actor";
import { assertMay, recordAccess } from "../auth/permissions";
import { renderAfterWrite } from "../catalogue/records/render-stored";
import { fillSearchTextAfterWrite } from "../catalogue/records/search-text";
import { getDb } from "../db/client";
import { Prisma } from "../db/generated/client";
import type { StatusMetadata } from "../db/generated/enums";
import { AppError } from "../errors";
import { queueStatusNotifications } from "../notifications/outbox";
import { missingElements } from "../quality/completeness";
import { checkMove, type Move } from "./machine";

// Applies a move of the workflow table (machine.ts) to a record, in one transaction: the row
// is locked and its status checked again there, then the status, the history row, the audit
// row and the owner's notifications are written together. The catalogue version that keys
// the CSW and list caches goes up by the Metadata statement trigger in the same transaction.

export type Tx = Prisma.TransactionClient;

export interface TransitionOutcome {
  id: string;
  dari: StatusMetadata;
  status: StatusMetadata;
  version: number;
}

/** What a move needs of the record: access facts, the owner to notify, completeness input. */
export const LOCKED_RECORD_INCLUDE = {
  organisasi: { select: { allowLintasOrgReviewer: true } },
  owner: { select: { id: true, namaLengkap: true, email: true, telepon: true } },
  tanggal: { select: { tipe: true } },
  kataKunci: { select: { kataKunci: true } },
  kontak: { select: { lingkup: true, namaIndividu: true, namaOrganisasi: true } },
} satisfies Prisma.MetadataInclude;

/** The record, locked for the rest of the transaction; NOT_FOUND when missing. */
export async function lockRecord(tx: Tx, id: string) {
  const locked = await tx.$queryRaw<
    { id: string }[]
  >`SELECT "id" FROM "Metadata" WHERE "id" = ${id} FOR UPDATE`;
  if (locked.length === 0) {
    throw new AppError("NOT_FOUND", "Metadata tidak ditemukan / record not found", { id });
  }
  return tx.metadata.findUniqueOrThrow({ where: { id }, include: LOCKED_RECORD_INCLUDE });
}

export type LockedRecord = Awaited<ReturnType<typeof lockRecord>>;

async function assertRequirement(tx: Tx, move: Move, record: LockedRecord, catatan: string | null) {
  switch (move.requires) {
    case "completeness": {
      const missing = missingElements(record);
      if (missing.length > 0) {
        throw new AppError(
          "UNPROCESSABLE",
          `Metadata belum lengkap / the record is incomplete: ${missing.map((m) => m.field).join(", ")}`,
          { reason: "INCOMPLETE", missing },
        );
      }
      return;
    }
    case "signedQa": {
      const qa = await tx.dokumenKualitas.findFirst({
        where: { metadataId: record.id, tipe: "QA", status: "SIGNED" },
        orderBy: { createdAt: "desc" },
        select: { sesuai: true },
      });
      if (qa?.sesuai !== true) {
        throw new AppError(
          "UNPROCESSABLE",
          "Belum ada dokumen QA yang ditandatangani dan sesuai / publishing needs a signed, conforming QA document",
          { reason: "QA_REQUIRED" },
        );
      }
      return;
    }
    case "note":
      if (!catatan?.trim()) {
        throw new AppError(
          "VALIDATION_FAILED",
          "catatan wajib diisi untuk langkah ini / this move needs a note",
          {
            fields: [{ field: "catatan", message: "wajib / required" }],
          },
        );
      }
      return;
    case undefined:
      return;
  }
}

/**
 * Writes a move already checked against the table, inside the caller's transaction on the
 * locked record: status, publishedAt (first publication), version, history, audit, outbox.
 */
export async function applyMove(
  tx: Tx,
  actor: Actor,
  record: LockedRecord,
  to: StatusMetadata,
  catatan: string | null,
  actorName: string,
): Promise<TransitionOutcome> {
  const now = new Date();
  const updated = await tx.metadata.update({
    where: { id: record.id },
    data: {
      status: to,
      version: { increment: 1 },
      // The served dateStamp follows updatedAt: the search text is filled again after the move.
      teksLengkap: null,
      nilaiKueri: Prisma.DbNull,
      ...(to === "PUBLISHED" && !record.publishedAt ? { publishedAt: now } : {}),
    },
    select: { version: true },
  });
  await tx.riwayatStatus.create({
    data: {
      metadataId: record.id,
      actorId: actor.userId,
      dari: record.status,
      ke: to,
      catatan,
      createdAt: now,
    },
  });
  await tx.auditLog.create({
    data: {
      actorId: actor.userId,
      aksi: "METADATA_STATUS",
      target: record.id,
      detail: { dari: record.status, ke: to },
      createdAt: now,
    },
  });
  await queueStatusNotifications(tx, {
    metadataId: record.id,
    judul: record.judul,
    dari: record.status,
    ke: to,
    catatan,
    actorName,
    owner: record.owner,
  });
  return { id: record.id, dari: record.status, status: to, version: updated.version };
}

async function actorName(tx: Tx, actor: Actor): Promise<string> {
  const user = await tx.pengguna.findUnique({ where: { id: actor.userId }, select: { namaLengkap: true } });
  return user?.namaLengkap ?? "Simpul";
}

/** POST /api/metadata/{id}/status: moves the record by hand, as the workflow table allows. */
export async function transitionRecord(
  actor: Actor,
  id: string,
  request: { status: StatusMetadata; catatan: string | null },
): Promise<TransitionOutcome> {
  const db = await getDb();
  const outcome = await db.$transaction(async (tx) => {
    const record = await lockRecord(tx, id);
    const access = recordAccess(record);
    assertMay(actor, "read", access);
    const check = checkMove(actor, access, request.status);
    if (!check.ok && check.reason === "ILLEGAL") {
      throw new AppError(
        "CONFLICT",
        `Perubahan status ${record.status} → ${request.status} tidak diizinkan / not an allowed move from ${record.status}`,
        { reason: "ILLEGAL_MOVE", status: record.status, statusDiizinkan: check.allowed },
      );
    }
    if (!check.ok) {
      throw new AppError(
        "FORBIDDEN",
        "Anda tidak berhak melakukan perubahan status ini / you may not make this move",
        {
          status: record.status,
          ke: request.status,
        },
      );
    }
    await assertRequirement(tx, check.move, record, request.catatan);
    return applyMove(tx, actor, record, request.status, request.catatan, await actorName(tx, actor));
  });
  await fillSearchTextAfterWrite(db, id); // applyMove changed the served dateStamp
  await renderAfterWrite(db, id);
  return outcome;
}
