import "server-only";
import type { Actor } from "../../auth/actor";
import { AppError } from "../../errors";
import type { TImportQuery } from "../../schemas/import-request";
import { documentTooLarge, XML_MAX_BYTES } from "../../xml/read-xml";
import { organisasiIdByKode } from "./import-context";
import { type ImportSource, type ImportSummary, importDocuments } from "./import-documents";
import { type ImportOutcome, importRecord } from "./import-record";

// POST /api/metadata/import: one XML document as the body, or several files in a
// multipart form (field "berkas"), each in its own transaction like the CLI.

export const IMPORT_MAX_FILES = 500;

async function importOptions(actor: Actor, query: TImportQuery) {
  if (query.organisasi && actor.role !== "ADMIN") {
    throw new AppError(
      "FORBIDDEN",
      "Impor untuk organisasi lain hanya oleh administrator / administrators only",
      {},
    );
  }
  return {
    status: query.status,
    organisasiId: query.organisasi ? await organisasiIdByKode(query.organisasi) : undefined,
  };
}

/** One document: its outcome, or its error thrown (400/403/409 with the reason). */
export async function importUploadedDocument(
  actor: Actor,
  query: TImportQuery,
  bytes: Uint8Array,
): Promise<ImportOutcome> {
  return importRecord(actor, bytes, { ...(await importOptions(actor, query)), sourceName: query.nama });
}

/** Several files: every file's outcome or reason. */
export async function importUploadedFiles(
  actor: Actor,
  query: TImportQuery,
  files: File[],
): Promise<ImportSummary> {
  if (files.length === 0)
    throw new AppError("VALIDATION_FAILED", 'Tidak ada berkas / no files in field "berkas"', {});
  if (files.length > IMPORT_MAX_FILES) {
    throw new AppError(
      "VALIDATION_FAILED",
      `Paling banyak ${IMPORT_MAX_FILES} berkas sekali unggah / at most ${IMPORT_MAX_FILES} files`,
      {
        files: files.length,
      },
    );
  }
  const sources: ImportSource[] = files.map((file) => ({
    name: file.name || "berkas.xml",
    read: async () => {
      if (file.size > XML_MAX_BYTES) throw documentTooLarge(file.size);
      return new Uint8Array(await file.arrayBuffer());
    },
  }));
  return importDocuments(actor, sources, await importOptions(actor, query));
}
