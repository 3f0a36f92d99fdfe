import type { Actor } from "../../auth/actor";
import { AppError } from "../../errors";
import { prepareImport } from "../../iso/prepare-import";
import { decoderFor } from "../../iso/registry";
import { readSourceDetails } from "../../iso/source-details";
import { type SourceDocument, sourceStandardOf } from "../../iso/source-document";
import type { TImportedRecord } from "../../schemas/imported-record";
import type { TSourceDetails } from "../../schemas/source-details";
import { readXmlDocument } from "../../xml/read-xml";
import { type SearchColumns, searchColumnsOfReceived } from "../records/search-text";
import type { ImportOptions } from "./import-record";

// The first half of an import: a document read, checked and decoded into what its write stores
// (import-record.ts). Nothing here touches the database, so that it can run in worker threads
// (prepare-in-workers.ts) beside the writes.

/** The received document as stored: its text and standard, and its details (source-details.ts). */
export type StoredSource = SourceDocument & { rincian: TSourceDetails | null };

function assertMayImport(actor: Actor, options: ImportOptions): void {
  if (actor.role === "ADMIN") return;
  if (options.restore) {
    throw new AppError(
      "FORBIDDEN",
      "Hanya administrator yang dapat memulihkan ekspor katalog / administrators only",
      {},
    );
  }
  if (options.status === "PUBLISHED") {
    throw new AppError(
      "FORBIDDEN",
      "Hanya administrator yang dapat mengimpor langsung sebagai PUBLISHED / administrators only",
      {
        status: options.status,
      },
    );
  }
  if (options.organisasiId && options.organisasiId !== actor.organisasiId) {
    throw new AppError(
      "FORBIDDEN",
      "Impor untuk organisasi lain hanya oleh administrator / administrators only",
      {},
    );
  }
}

/** A document read and decoded, not yet written: what writePreparedImport stores. */
export interface PreparedDocument {
  record: TImportedRecord;
  warnings: string[];
  /** The document kept as the record's source (null: a restored file that is only Simpul's encoding). */
  source: StoredSource | null;
  /** Its search columns when it is served as received (null: filled after the write). */
  searchColumns: SearchColumns | null;
}

/**
 * Reads and decodes a document (bytes or text) for an import; writes nothing. Throws
 * VALIDATION_FAILED for a document that is no metadata, FORBIDDEN for an import the actor may
 * not make.
 */
export function prepareImportDocument(
  actor: Actor,
  document: Uint8Array | string,
  options: ImportOptions,
): PreparedDocument {
  assertMayImport(actor, options);
  const { root, text } = readXmlDocument(document);
  const { record, warnings } = prepareImport(decoderFor(root)(root));
  // The document is the record (source-document.ts), except a restored file that is only
  // Simpul's encoding of a record made in Simpul.
  const source: StoredSource | null =
    !options.restore || options.restore.keepSource
      ? { standar: sourceStandardOf(root), dokumen: text, rincian: readSourceDetails(root) }
      : null;
  return {
    record,
    warnings,
    source,
    searchColumns: source && record.fileIdentifier ? searchColumnsOfReceived(root, source.standar) : null,
  };
}
