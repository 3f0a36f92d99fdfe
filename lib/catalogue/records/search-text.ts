import { Prisma } from "../../db/generated/client";
import { mdbToGmdTree } from "../../iso/crosswalk/crosswalk";
import { queryableValuesOf, type StoredQueryable } from "../../iso/queryable-values";
import { storedRecordDocument } from "../../iso/record-document";
import { XML_PROFILES } from "../../iso/registry";
import { searchValuesOf } from "../../iso/search-values";
import { isServable, type SourceStandard, servedSourceDocument } from "../../iso/source-document";
import { type StoredRecord, toIsoRecord } from "../../iso/stored-record";
import { logger } from "../../log/logger";
import { anyTextDocument, anyTextWords } from "../../search/any-text";
import { storedQueryableValues } from "../../search/properties";
import { xmlToString } from "../../xml/builder";
import type { XmlElement } from "../../xml/element";
import { readXml } from "../../xml/read-xml";
import { STORED_RECORD_SELECT } from "./stored-record-select";

// "Metadata"."teksLengkap", what CSW's AnyText searches, and "nilaiKueri", the queryables: the
// values of the record as it is served, so that a search finds exactly what the XML a client
// receives holds. An import writes both with the record (its document is what is served, and
// the queryables are read from it in ISO 19139 as served: itself, or the crosswalk's tree for
// ISO 19115-3); every other write that changes what is served leaves them NULL and fills them
// right after (fillSearchTextAfterWrite), as the server does at start for rows written before
// the columns existed or by a write that stopped between the two.

/** Records rendered per read: each read also loads the records' source documents. */
const BATCH = 50;

/** What a search reads of a record, stored beside it: its AnyText values and its queryables. */
export interface SearchColumns {
  teksLengkap: string;
  nilaiKueri: Partial<Record<StoredQueryable, string[]>>;
}

/** AnyText's values from the document served, the queryables from the same in ISO 19139. */
const columnsOf = (served: XmlElement, iso: XmlElement): SearchColumns => ({
  teksLengkap: anyTextDocument(searchValuesOf(served)),
  nilaiKueri: storedQueryableValues(queryableValuesOf(iso)),
});

/**
 * The columns an import writes with the record: its search columns and their words
 * ("kataTeks", which the database would otherwise compute from "teksLengkap" row by row).
 * Without search columns (filled after the write) no words yet, as the database computes them
 * for no text; every import writes the same columns, so that a batch is one statement.
 */
export const importedSearchColumns = (columns: SearchColumns | null) =>
  columns
    ? { ...columns, kataTeks: anyTextWords(columns.teksLengkap) }
    : { teksLengkap: null, nilaiKueri: null, kataTeks: anyTextWords("") };

/**
 * The search columns of a document received and served as received (an import), as
 * searchColumnsOf gives them, read from the document already parsed; for a document that
 * names its identifier (the served one is then the text received). null where they are left
 * to fillSearchTextAfterWrite: Dublin Core, and an ISO 19115-3 document the crosswalk gives no
 * ISO 19139 document for (the record's encoding is served in ISO 19139 then).
 */
export function searchColumnsOfReceived(root: XmlElement, standard: SourceStandard): SearchColumns | null {
  if (standard === "DUBLIN_CORE") return null;
  // ISO 19115-3: the tree the served ISO 19139 text is written from holds that text's values.
  const gmd = standard === "ISO19139" ? root : mdbToGmdTree(root);
  return gmd ? columnsOf(root, gmd) : null;
}

/**
 * A stored record's search columns: AnyText's values from the document it is served as (its
 * source while that is served, else its ISO 19139 encoding), the queryables from its ISO 19139
 * document as served.
 */
export function searchColumnsOf(stored: StoredRecord): SearchColumns {
  const served = readXml(
    isServable(stored.sumber)
      ? servedSourceDocument(stored.sumber, stored.id)
      : xmlToString(XML_PROFILES.gmd.encode(toIsoRecord(stored))),
  );
  const iso =
    !isServable(stored.sumber) || stored.sumber.standar === "ISO19139"
      ? served
      : readXml(storedRecordDocument(stored, "gmd"));
  return columnsOf(served, iso);
}

/**
 * Fills the search text of the records matching `where` that have none; returns how many were
 * filled. A record written again meanwhile (its version moved on) is left to that write.
 */
export async function fillSearchText(
  db: Pick<Prisma.TransactionClient, "metadata" | "$executeRaw">,
  where: Prisma.MetadataWhereInput = {},
  /** Called after each batch with the number filled so far (progress of a long fill). */
  onProgress?: (filled: number) => void,
): Promise<number> {
  let filled = 0;
  let afterId: string | null = null;
  for (;;) {
    const page: (StoredRecord & { version: number })[] = await db.metadata.findMany({
      where: {
        AND: [
          where,
          { OR: [{ teksLengkap: null }, { nilaiKueri: { equals: Prisma.DbNull } }] },
          afterId === null ? {} : { id: { gt: afterId } },
        ],
      },
      orderBy: { id: "asc" },
      take: BATCH,
      select: { ...STORED_RECORD_SELECT, version: true },
    });
    if (page.length === 0) return filled;
    for (const record of page) {
      afterId = record.id;
      // Raw: the ORM would also set updatedAt, which the served dateStamp follows.
      const columns = searchColumnsOf(record);
      filled += await db.$executeRaw`UPDATE "Metadata"
        SET "teksLengkap" = ${columns.teksLengkap}, "nilaiKueri" = ${JSON.stringify(columns.nilaiKueri)}::jsonb
        WHERE "id" = ${record.id} AND "version" = ${record.version}
          AND ("teksLengkap" IS NULL OR "nilaiKueri" IS NULL)`;
    }
    onProgress?.(filled);
  }
}

/**
 * Fills a record's values after a write has committed. If that fails (the database went away
 * in between), the write stands and its answer says so: the values are written by the record's
 * next write or the next start, and the record is missing from AnyText patterns until then.
 */
export async function fillSearchTextAfterWrite(
  db: Pick<Prisma.TransactionClient, "metadata" | "$executeRaw">,
  id: string,
): Promise<void> {
  try {
    await fillSearchText(db, { id });
  } catch (error) {
    logger().warn(
      { err: error, metadataId: id },
      "AnyText values not written after the record was; the next start writes them",
    );
  }
}
