import "server-only";
import type { Actor } from "../../auth/actor";
import { assertMay } from "../../auth/permissions";
import { getDb } from "../../db/client";
import type { StatusMetadata } from "../../db/generated/enums";
import {
  findImportTarget,
  type ImportedRecordWrite,
  type ImportTarget,
  isUniqueViolation,
  writeImportedRecord,
  writeNewImportedRecords,
} from "../../db/write-imported-record";
import { AppError, isAppError } from "../../errors";
import { timeOrderedId } from "../../time-ordered-id";
import { withoutImplicitMetadataContact } from "../records/implicit-metadata-contact";
import { recordContentRows } from "../records/record-content-rows";
import { fillSearchTextAfterWrite, importedSearchColumns } from "../records/search-text";
import { type PreparedDocument, prepareImportDocument } from "./prepare-document";

// Imports one ISO 19139 or ISO 19115-3 document in one transaction: a new record, or the
// record with the same fileIdentifier replaced. Nothing of a refused document is stored.

export type ImportStatus = "DRAFT" | "PUBLISHED";

export interface ImportOptions {
  /** DRAFT (default) for the importing user; PUBLISHED is an administrator's bulk load. */
  status: ImportStatus;
  /** Organisation of the records (administrators only); default the actor's own. */
  organisasiId?: string;
  /** The file's name or path; its name alone goes into the history and audit entries. */
  sourceName: string;
  /**
   * A catalogue export's manifest entry (administrators only): a new record takes this id
   * (when free), status, owner, organisation and publication time. A record that exists is
   * updated like any re-import: its content replaced, its workflow state left as it is.
   */
  restore?: RestoredState;
  /**
   * A harvested document (lib/harvest), from a stored source (null: a harvest from the command
   * line): it replaces a record only if that record is the same organisation's, was neither
   * made nor edited here, and came from no other source; otherwise CONFLICT (reason
   * HARVEST_CONFLICT), and the record stays as it is.
   */
  harvest?: { sourceId: string | null };
}

export interface RestoredState {
  id: string;
  status: StatusMetadata;
  organisasiId?: string;
  ownerId?: string;
  publishedAt: Date | null;
  /** The document's metadata contact is only the organisation's (implicit-metadata-contact.ts). */
  dropOrganisationContact?: boolean;
  /** The file is the record's source document (the manifest says so): kept as the record's. */
  keepSource?: boolean;
}

export interface ImportOutcome {
  outcome: "imported" | "updated";
  id: string;
  fileIdentifier: string;
  warnings: string[];
}

/**
 * Replacing a record's content by import is an update of that record (permission matrix):
 * producers replace their own records in DRAFT or REJECTED, administrators any.
 */
function assertMayReplace(
  actor: Actor,
  existing: ImportTarget & { ownerId: string; lintasOrg: boolean },
  fileIdentifier: string,
): void {
  if (actor.role !== "ADMIN" && existing.organisasiId !== actor.organisasiId) {
    throw new AppError(
      "FORBIDDEN",
      `fileIdentifier "${fileIdentifier}" sudah dipakai metadata organisasi lain / belongs to another organisation's record`,
      { fileIdentifier },
    );
  }
  assertMay(actor, "update", {
    ownerId: existing.ownerId,
    organisasiId: existing.organisasiId,
    status: existing.status as StatusMetadata,
    lintasOrg: existing.lintasOrg,
  });
}

/** A harvest never overwrites another organisation's record, nor one made or edited here. */
function assertHarvestMayReplace(
  existing: ImportTarget & { editedHere: boolean; harvestSourceId: string | null },
  options: ImportOptions,
  actorOrganisasiId: string,
  fileIdentifier: string,
): void {
  const sourceId = options.harvest?.sourceId ?? null;
  const problem =
    existing.organisasiId !== (options.organisasiId ?? actorOrganisasiId)
      ? "dipegang organisasi lain / held by another organisation"
      : existing.editedHere
        ? "dibuat atau disunting di sini / made or edited here"
        : existing.harvestSourceId !== null && existing.harvestSourceId !== sourceId
          ? "dipanen dari sumber lain / harvested from another source"
          : null;
  if (problem)
    throw new AppError(
      "CONFLICT",
      `Metadata "${fileIdentifier}" tidak ditimpa: ${problem} / not overwritten`,
      { fileIdentifier, reason: "HARVEST_CONFLICT", metadataId: existing.id },
    );
}

/** The reason of a CONFLICT whose import may simply be asked again (the record it found moved on). */
export const CONCURRENT_CHANGE = "CONCURRENT_CHANGE";

/**
 * An import asked again (twice at most) when the record it would replace or add was written
 * between its read and its write: by another document of the same batch with the same file
 * identifier, say; the next attempt updates that record.
 */
export async function importAgainIfRaced<T>(load: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await load();
    } catch (error) {
      if (attempt === 3 || !isAppError(error) || error.details.reason !== CONCURRENT_CHANGE) throw error;
    }
  }
}

const concurrentChange = (fileIdentifier: string | null) =>
  new AppError(
    "CONFLICT",
    `Metadata "${fileIdentifier}" diubah bersamaan / changed concurrently; import it again`,
    { fileIdentifier, reason: CONCURRENT_CHANGE },
  );

/** The row writes of one import: the record's columns, children, history and audit entries. */
function plannedWrite(
  actor: Actor,
  options: ImportOptions,
  prepared: PreparedDocument,
  existing: ImportTarget | null,
  freeId: string | null,
): ImportedRecordWrite {
  const { record, warnings, source, searchColumns } = prepared;
  const { restore } = options;
  // Every signed-in user reads the history: a path on the server (a CLI import) stays out of it.
  const fileName = options.sourceName.split(/[\\/]/).pop() || options.sourceName;
  const now = new Date();
  const id = existing?.id ?? freeId ?? timeOrderedId();
  // A harvest gives its status to new records only: a record harvested before keeps the status
  // the workflow gave it (one an examiner rejected or an administrator withdrew stays so).
  const publish =
    !restore &&
    options.status === "PUBLISHED" &&
    existing?.status !== "PUBLISHED" &&
    !(options.harvest && existing);
  const created = {
    status: restore?.status ?? options.status,
    publishedAt: restore ? restore.publishedAt : publish ? now : null,
    ownerId: restore?.ownerId ?? actor.userId,
    organisasiId: restore?.organisasiId ?? options.organisasiId ?? actor.organisasiId,
    createdAt: now,
    version: 1,
  };
  const history = {
    id: timeOrderedId(),
    metadataId: id,
    actorId: actor.userId,
    dari: existing?.status ?? null,
    ke: existing ? "PUBLISHED" : created.status,
    catatan: `${existing ? "Diimpor ulang" : "Diimpor"} dari ${fileName}`,
    createdAt: now,
  };
  const { columns, keywordText, children } = recordContentRows(record, id);
  return {
    replacing: existing,
    metadata: {
      ...columns,
      id,
      updatedAt: now,
      ...(options.organisasiId && !restore ? { organisasiId: options.organisasiId } : {}),
      ...(existing ? (publish ? { status: "PUBLISHED", publishedAt: now } : {}) : created),
      // Other documents' columns (one that names no identifier is served with the record's id
      // written in: source-document.ts) are filled after the write.
      ...importedSearchColumns(searchColumns),
    },
    keywordText,
    ...children,
    // A restored encoding replacing a record's content leaves its source document behind.
    source: source ?? (existing ? "edited" : null),
    riwayatStatus: !existing || publish ? [history] : [],
    auditLog: {
      id: timeOrderedId(),
      actorId: actor.userId,
      aksi: existing ? "METADATA_IMPORT_UPDATE" : "METADATA_IMPORT",
      target: id,
      detail: {
        sumber: fileName.slice(0, 255),
        status: restore?.status ?? options.status,
        peringatan: warnings.length,
      },
      createdAt: now,
    },
  };
}

/** What an import answers for a record written. */
function outcomeOf(prepared: PreparedDocument, id: string, updated: boolean): ImportOutcome {
  const warnings = [...prepared.warnings];
  if (!prepared.record.fileIdentifier) {
    warnings.push(
      `Dokumen tanpa fileIdentifier: metadata baru memakai id / no fileIdentifier: the new record uses its id ${id}`,
    );
  }
  return {
    outcome: updated ? "updated" : "imported",
    id,
    fileIdentifier: prepared.record.fileIdentifier ?? id,
    // What the decoder could not read concerns the record's fields, not the document it keeps.
    warnings: prepared.source && warnings.length > 0 ? [SOURCE_KEPT_NOTE, ...warnings] : warnings,
  };
}

/**
 * Writes a prepared document in one transaction: a new record, or the record with the same
 * fileIdentifier replaced. Throws FORBIDDEN or CONFLICT; may be asked again with the same
 * prepared document (importAgainIfRaced).
 */
export async function writePreparedImport(
  actor: Actor,
  prepared: PreparedDocument,
  options: ImportOptions,
): Promise<ImportOutcome> {
  const db = await getDb();
  const fileIdentifier = prepared.record.fileIdentifier;
  const existing = await findImportTarget(db, fileIdentifier);
  const record =
    options.restore?.dropOrganisationContact && options.restore.organisasiId && !existing
      ? await withoutImplicitMetadataContact(prepared.record, options.restore.organisasiId)
      : prepared.record;
  if (existing && options.harvest)
    assertHarvestMayReplace(existing, options, actor.organisasiId, fileIdentifier as string);
  if (existing) assertMayReplace(actor, existing, fileIdentifier as string);
  // A restored record keeps its id unless another record holds it already.
  const freeId =
    !existing &&
    options.restore &&
    !(await db.metadata.findUnique({ where: { id: options.restore.id }, select: { id: true } }))
      ? options.restore.id
      : null;
  const write = plannedWrite(actor, options, { ...prepared, record }, existing, freeId);
  try {
    if (!(await writeImportedRecord(db, write))) throw concurrentChange(fileIdentifier);
  } catch (error) {
    // Another import created the same fileIdentifier between our read and our write.
    if (isUniqueViolation(error)) throw concurrentChange(fileIdentifier);
    throw error;
  }
  const id = write.metadata.id;
  if (write.metadata.teksLengkap === null) await fillSearchTextAfterWrite(db, id);
  return outcomeOf(prepared, id, existing !== null);
}

/**
 * Writes new records, each a prepared document whose fileIdentifier no record holds and no other
 * of them names, in one transaction (writeNewImportedRecords): all of them, or none when it
 * fails (the caller then writes them one by one). Returns their outcomes in the same order.
 */
export async function writePreparedNewImports(
  actor: Actor,
  documents: { name: string; prepared: PreparedDocument }[],
  options: Omit<ImportOptions, "sourceName" | "restore">,
): Promise<ImportOutcome[]> {
  const db = await getDb();
  const writes = documents.map(({ name, prepared }) =>
    plannedWrite(actor, { ...options, sourceName: name }, prepared, null, null),
  );
  await writeNewImportedRecords(db, writes);
  const outcomes: ImportOutcome[] = [];
  for (const [index, { prepared }] of documents.entries()) {
    const { id, teksLengkap } = (writes[index] as ImportedRecordWrite).metadata;
    if (teksLengkap === null) await fillSearchTextAfterWrite(db, id);
    outcomes.push(outcomeOf(prepared, id, false));
  }
  return outcomes;
}

/** Imports one document (bytes or text). Throws VALIDATION_FAILED, FORBIDDEN or CONFLICT. */
export async function importRecord(
  actor: Actor,
  document: Uint8Array | string,
  options: ImportOptions,
): Promise<ImportOutcome> {
  return writePreparedImport(actor, prepareImportDocument(actor, document, options), options);
}

const SOURCE_KEPT_NOTE =
  "Dokumen disimpan utuh dan disajikan sebagaimana diterima; peringatan berikut hanya menyangkut isian rekaman " +
  "(yang disunting, dicari dan ditampilkan di portal) / the document is kept whole and served as received; the " +
  "warnings below concern only the record's fields (what is edited, searched and shown on the portal)";
