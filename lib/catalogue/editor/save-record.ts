import "server-only";
import type { Actor } from "../../auth/actor";
import { assertMay, mayCatalogue, RECORD_ACCESS_SELECT, recordAccess } from "../../auth/permissions";
import { getDb } from "../../db/client";
import { isUniqueViolation, writeImportedRecord } from "../../db/write-imported-record";
import { AppError } from "../../errors";
import { XML_PROFILES } from "../../iso/registry";
import { sourceDetailsOf } from "../../iso/source-details";
import { FORMAT_OF_STANDARD, type SourceStandard } from "../../iso/source-document";
import { PATCHABLE_FIELDS, type PatchableField, patchSource } from "../../iso/source-edit";
import { SECTION_FIELDS, type SectionField } from "../../iso/source-sections";
import type { TRecordView } from "../../schemas/record-detail";
import {
  type TRecordContent,
  toImportedRecord,
  withoutServerFields,
  ZRecordContent,
} from "../../schemas/record-input";
import { validateBody } from "../../schemas/validate-body";
import { timeOrderedId } from "../../time-ordered-id";
import { xmlToString } from "../../xml/builder";
import { recordContentRows } from "../records/record-content-rows";
import { RECORD_DETAIL_INCLUDE, toRecordDetail } from "../records/record-detail";
import { recordNotFound } from "../records/record-not-found";
import { renderAfterWrite } from "../records/render-stored";
import { fillSearchTextAfterWrite } from "../records/search-text";
import { getRecordView } from "./get-record-view";

// Creating, changing and deleting records through the API (spec 4.2). Content goes through the
// same rules and the same single-statement writer as the import, so a record is stored whole
// or not at all; every change is conditional on the row version read (optimistic locking).

/** Objects of the record shape that PATCH merges field by field; anything else is replaced. */
const MERGED_OBJECTS = new Set(["batasan", "kualitasData", "temporal"]);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function storeConflict(content: TRecordContent, error: unknown): never {
  if (isUniqueViolation(error)) {
    throw new AppError(
      "CONFLICT",
      `fileIdentifier "${content.fileIdentifier}" sudah dipakai metadata lain / already used by another record`,
      { field: "fileIdentifier", fileIdentifier: content.fileIdentifier },
    );
  }
  throw error;
}

/** POST /api/metadata: a new DRAFT record of the actor, in the actor's organisation. */
export async function createRecord(actor: Actor, body: unknown): Promise<TRecordView> {
  if (!mayCatalogue(actor, "create")) {
    throw new AppError(
      "FORBIDDEN",
      "Peran Anda tidak dapat membuat metadata / your role may not create records",
      {},
    );
  }
  const content = validateBody(withoutServerFields(body), ZRecordContent);
  const id = timeOrderedId();
  const now = new Date();
  const { columns, keywordText, children } = recordContentRows(toImportedRecord(content), id);
  const db = await getDb();
  try {
    await writeImportedRecord(db, {
      replacing: null,
      metadata: {
        ...columns,
        id,
        status: "DRAFT",
        ownerId: actor.userId,
        organisasiId: actor.organisasiId,
        createdAt: now,
        updatedAt: now,
        version: 1,
        teksLengkap: null,
        nilaiKueri: null,
      },
      keywordText,
      ...children,
      riwayatStatus: [
        {
          id: timeOrderedId(),
          metadataId: id,
          actorId: actor.userId,
          dari: null,
          ke: "DRAFT",
          catatan: "Dibuat",
          createdAt: now,
        },
      ],
      auditLog: {
        id: timeOrderedId(),
        actorId: actor.userId,
        aksi: "METADATA_CREATE",
        target: id,
        detail: {},
        createdAt: now,
      },
    });
  } catch (error) {
    storeConflict(content, error);
  }
  await fillSearchTextAfterWrite(db, id);
  await renderAfterWrite(db, id);
  return getRecordView(actor, id);
}

/** The version a client expects: If-Match ("3", W/"3") or the body's version; null when neither. */
export function expectedVersion(ifMatch: string | null, bodyVersion: unknown): number | null {
  const fromHeader = ifMatch?.trim() === "*" ? null : ifMatch?.match(/^(?:W\/)?"(\d{1,9})"$/)?.[1];
  if (ifMatch && ifMatch.trim() !== "*" && fromHeader === undefined) {
    throw new AppError(
      "VALIDATION_FAILED",
      'If-Match harus berupa ETag seperti "3" / If-Match must be an ETag such as "3"',
      {
        field: "If-Match",
      },
    );
  }
  if (bodyVersion !== undefined && (typeof bodyVersion !== "number" || !Number.isInteger(bodyVersion))) {
    throw new AppError("VALIDATION_FAILED", "version harus bilangan bulat / version must be a whole number", {
      fields: [{ field: "version", message: "bilangan bulat / a whole number" }],
    });
  }
  const header = fromHeader ? Number(fromHeader) : null;
  const body = typeof bodyVersion === "number" ? bodyVersion : null;
  if (header !== null && body !== null && header !== body) {
    throw new AppError("VALIDATION_FAILED", "If-Match dan version berbeda / If-Match and version disagree", {
      ifMatch: header,
      version: body,
    });
  }
  return header ?? body;
}

const staleVersion = (current: number) =>
  new AppError(
    "CONFLICT",
    "Metadata telah diubah orang lain; muat ulang lalu ulangi / the record changed since you read it; reload and retry",
    { reason: "STALE_VERSION", version: current },
  );

/**
 * An imported record's source document with the edit made in it (lib/iso/source-edit.ts);
 * "edited" when the edit cannot be made in it, and for a record that has no source to keep
 * (made in Simpul, or edited beyond that before).
 */
async function editedSource(
  db: Awaited<ReturnType<typeof getDb>>,
  id: string,
  current: Record<string, unknown>,
  content: TRecordContent,
  now: Date,
): Promise<{ standar: SourceStandard; dokumen: string; stamped: boolean } | "edited"> {
  const source = await db.metadataSumber.findUnique({ where: { metadataId: id } });
  if (!source || source.disuntingPada) return "edited";
  const changed = Object.keys(content).filter(
    (field) =>
      JSON.stringify(content[field as keyof TRecordContent] ?? null) !==
      JSON.stringify(current[field] ?? null),
  );
  // A save that changes nothing leaves the document (and its date stamp) as it is.
  if (changed.length === 0) return { standar: source.standar, dokumen: source.dokumen, stamped: false };
  const textFields = new Set<string>(PATCHABLE_FIELDS);
  const sectionFields = new Set<string>(SECTION_FIELDS);
  if (!changed.every((field) => textFields.has(field) || sectionFields.has(field))) return "edited";
  const text = Object.fromEntries(
    changed
      .filter((field) => textFields.has(field))
      .map((field) => [field, content[field as PatchableField]]),
  );
  const sections = changed.filter((field) => !textFields.has(field)) as SectionField[];
  const patched = patchSource(
    source,
    {
      text,
      sections: {
        fields: sections,
        encodings: () => sourceEncodings(id, source.standar, current, content, now),
      },
    },
    now,
  );
  return patched ? { standar: source.standar, ...patched } : "edited";
}

/** The record before and after the edit, encoded in the source's standard as an imported record. */
function sourceEncodings(
  id: string,
  standard: SourceStandard,
  current: Record<string, unknown>,
  content: TRecordContent,
  now: Date,
): { before: string; after: string } {
  const format = FORMAT_OF_STANDARD[standard];
  const encode = (record: TRecordContent) =>
    xmlToString(
      XML_PROFILES[format].encode({
        ...toImportedRecord(record),
        fileIdentifier: record.fileIdentifier ?? id,
        tanggalMetadata: now,
        organisasi: null,
        diimpor: true,
      }),
    );
  return { before: encode(ZRecordContent.parse(current)), after: encode(content) };
}

/** PATCH /api/metadata/{id}: changes only the given fields; a stale version gets CONFLICT. */
export async function updateRecord(
  actor: Actor,
  id: string,
  body: unknown,
  ifMatch: string | null,
): Promise<TRecordView> {
  if (!isPlainObject(body)) {
    throw new AppError("VALIDATION_FAILED", "Badan harus objek JSON / the body must be a JSON object", {});
  }
  const db = await getDb();
  const stored = await db.metadata.findUnique({ where: { id }, include: RECORD_DETAIL_INCLUDE });
  if (!stored) throw recordNotFound(id);
  const access = recordAccess(stored);
  assertMay(actor, "read", access);
  assertMay(actor, "update", access);
  const expected = expectedVersion(ifMatch, body.version);
  if (expected !== null && expected !== stored.version) throw staleVersion(stored.version);

  const current: Record<string, unknown> = {
    ...(withoutServerFields(toRecordDetail(stored)) as Record<string, unknown>),
    fileIdentifier: stored.fileIdentifier,
  };
  const changes = withoutServerFields(body) as Record<string, unknown>;
  const merged: Record<string, unknown> = { ...current };
  for (const [field, value] of Object.entries(changes)) {
    merged[field] =
      MERGED_OBJECTS.has(field) && isPlainObject(value) && isPlainObject(current[field])
        ? { ...current[field], ...value }
        : value;
  }
  const content = validateBody(merged, ZRecordContent);
  const { columns, keywordText, children } = recordContentRows(toImportedRecord(content), id);
  const now = new Date();
  const source = await editedSource(db, id, current, content, now);
  if (source !== "edited" && source.stamped) columns.tanggalMetadata = now;
  let written: boolean;
  try {
    written = await writeImportedRecord(db, {
      replacing: { id, status: stored.status, organisasiId: stored.organisasiId, version: stored.version },
      metadata: { ...columns, id, updatedAt: now, teksLengkap: null, nilaiKueri: null },
      keywordText,
      ...children,
      // An imported record's source document, with the edit made in it; or, when the edit cannot
      // be made in place, marked so: the edited record's encoding is served from then on.
      source:
        source === "edited"
          ? "edited"
          : { patched: source.dokumen, rincian: sourceDetailsOf(source.standar, source.dokumen) },
      riwayatStatus: [],
      auditLog: {
        id: timeOrderedId(),
        actorId: actor.userId,
        aksi: "METADATA_UPDATE",
        target: id,
        detail: { fields: Object.keys(changes) },
        createdAt: now,
      },
    });
  } catch (error) {
    storeConflict(content, error);
  }
  if (!written) {
    const now = await db.metadata.findUnique({ where: { id }, select: { version: true } });
    if (!now) throw recordNotFound(id);
    throw staleVersion(now.version);
  }
  await fillSearchTextAfterWrite(db, id);
  await renderAfterWrite(db, id);
  return getRecordView(actor, id);
}

/** DELETE /api/metadata/{id}: DRAFT records only, by their owning producer or an administrator. */
export async function deleteRecord(actor: Actor, id: string, ifMatch: string | null): Promise<void> {
  const db = await getDb();
  const stored = await db.metadata.findUnique({
    where: { id },
    select: { ...RECORD_ACCESS_SELECT, version: true },
  });
  if (!stored) throw recordNotFound(id);
  const access = recordAccess(stored);
  assertMay(actor, "read", access);
  assertMay(actor, "delete", access);
  const expected = expectedVersion(ifMatch, undefined);
  if (expected !== null && expected !== stored.version) throw staleVersion(stored.version);
  // Conditional on what was checked: a record submitted meanwhile is not deleted.
  await db.$transaction(async (tx) => {
    const deleted = await tx.metadata.deleteMany({
      where: { id, status: stored.status, version: stored.version },
    });
    if (deleted.count === 0) {
      throw new AppError(
        "CONFLICT",
        "Metadata berubah bersamaan; tidak dihapus / the record changed meanwhile; not deleted",
        { reason: "STALE_VERSION" },
      );
    }
    await tx.auditLog.create({
      data: { actorId: actor.userId, aksi: "METADATA_DELETE", target: id, detail: { status: stored.status } },
    });
  });
}
