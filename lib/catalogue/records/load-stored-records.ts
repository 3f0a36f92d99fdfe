import "server-only";
import { getDb } from "../../db/client";
import type { Prisma } from "../../db/generated/client";
import type { SourceStandard } from "../../iso/source-document";
import type { StoredRecord } from "../../iso/stored-record";
import { STORED_RECORD_SELECT } from "./stored-record-select";

// Loads a record with everything the XML profiles write (stored-record-select.ts).

/** The record's columns and children, and of its source only what it is (no document text). */
const WITHOUT_DOCUMENT = {
  ...STORED_RECORD_SELECT,
  sumber: { select: { standar: true, disuntingPada: true } },
} satisfies Prisma.MetadataSelect;

/**
 * Published records by id, in the order of `ids` (unknown or unpublished ids are left out). The
 * source documents are read only of the `documents` standards: a page that encodes records
 * (CSW's ElementName) reads none. CSW's pages read stored renderings instead
 * (stored-renderings.ts).
 */
export async function loadPublishedRecords(
  ids: string[],
  { documents = [] }: { documents?: SourceStandard[] } = {},
): Promise<StoredRecord[]> {
  if (ids.length === 0) return [];
  const db = await getDb();
  const rows: StoredRecord[] = await db.metadata.findMany({
    where: { id: { in: ids }, status: "PUBLISHED" },
    select: WITHOUT_DOCUMENT,
  });
  const wanted = new Set(documents);
  const servable = rows.filter(
    (row) => row.sumber && !row.sumber.disuntingPada && wanted.has(row.sumber.standar),
  );
  if (servable.length > 0) {
    const texts = await db.metadataSumber.findMany({
      where: { metadataId: { in: servable.map((row) => row.id) } },
      select: { metadataId: true, dokumen: true },
    });
    const textOf = new Map(texts.map((text) => [text.metadataId, text.dokumen]));
    for (const row of servable) {
      const dokumen = textOf.get(row.id);
      if (row.sumber && dokumen !== undefined) row.sumber = { ...row.sumber, dokumen };
    }
  }
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * The first record matching `where`, shaped for toIsoRecord; null when there is none. `db`: a
 * transaction to read in (default the shared client).
 */
export async function loadStoredRecord(
  where: Prisma.MetadataWhereInput,
  db?: Pick<Prisma.TransactionClient, "metadata">,
): Promise<StoredRecord | null> {
  return (db ?? (await getDb())).metadata.findFirst({ where, select: STORED_RECORD_SELECT });
}

/**
 * Up to `take` records matching `where` with ids after `afterId`, in id order, each with its
 * status, owner and organisation: one page of a keyset walk through the whole catalogue.
 */
export async function loadStoredRecordPage(
  where: Prisma.MetadataWhereInput,
  { afterId, take }: { afterId: string | null; take: number },
) {
  const db = await getDb();
  return db.metadata.findMany({
    where: afterId === null ? where : { AND: [where, { id: { gt: afterId } }] },
    orderBy: { id: "asc" },
    take,
    select: {
      ...STORED_RECORD_SELECT,
      status: true,
      version: true,
      publishedAt: true,
      owner: { select: { email: true } },
      organisasi: { select: { ...STORED_RECORD_SELECT.organisasi.select, kode: true } },
    },
  });
}
