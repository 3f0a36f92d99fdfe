import { metadataColumns } from "../../iso/stored-record";
import type { TImportedRecord } from "../../schemas/imported-record";
import { timeOrderedId } from "../../time-ordered-id";

// The rows a record's content is stored in, for the single-statement writer
// (lib/db/write-imported-record.ts) that the import and the record API share.

/** The record's columns, the keyword text for its search vector, and its child rows (fresh ids, in order). */
export function recordContentRows(record: TImportedRecord, metadataId: string) {
  const rows = <T extends object>(items: T[], ordered = true) =>
    items.map((item, urutan) => ({
      id: timeOrderedId(),
      metadataId,
      ...item,
      ...(ordered ? { urutan } : {}),
    }));
  return {
    columns: metadataColumns(record),
    keywordText: record.kataKunci.map((keyword) => keyword.kataKunci).join(" "),
    children: {
      tanggal: rows(record.tanggal, false),
      kataKunci: rows(record.kataKunci),
      kontak: rows(record.kontak),
      distribusi: rows(record.distribusi),
      laporanKualitasData: rows(record.laporanKualitasData),
    },
  };
}
