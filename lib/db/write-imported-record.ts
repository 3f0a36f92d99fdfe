import type { Db } from "./client";

// Writes one imported record, with its child rows, history and audit entries, in a single
// SQL statement (data-modifying CTEs over jsonb_populate_record[set]). One statement is one
// transaction: all of it is stored or none, in one round trip, and the catalogue version row
// is locked only while it commits. The search vector is computed once, in the statement,
// under simpul.bulk_load (see the search_storage migration).

type Row = Record<string, unknown>;

export interface ImportTarget {
  id: string;
  status: string;
  organisasiId: string;
  /** When given, the write also requires this row version (optimistic locking). */
  version?: number;
}

export interface ImportedRecordWrite {
  /** The record being replaced, as read before (the write only happens if it still is so). */
  replacing: ImportTarget | null;
  /** Metadata columns by name (dates as Date); includes id. */
  metadata: Row & { id: string };
  /** Keyword text for the search vector (weight B), in keyword order. */
  keywordText: string;
  tanggal: Row[];
  kataKunci: Row[];
  kontak: Row[];
  distribusi: Row[];
  laporanKualitasData: Row[];
  riwayatStatus: Row[];
  auditLog: Row;
  /**
   * The record's source document. `{ standar, dokumen, rincian }`: an import's, stored in place
   * of any earlier one. `{ patched }`: the same document with an edit made in it
   * (lib/iso/source-edit.ts; its time of receipt stays), with its `rincian` when given. "edited":
   * the record's content no longer comes from its source, which is marked so and no longer
   * served. Null or absent: left as it is. `rincian` is the document's details as JSON
   * (MetadataSumber.rincian; null stores SQL NULL).
   */
  source?:
    | { standar: string; dokumen: string; rincian: unknown }
    | { patched: string; rincian?: unknown }
    | "edited"
    | null;
}

const jsonOrNull = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

const CHILD_TABLES = [
  ["tanggal", "MetadataTanggal"],
  ["kataKunci", "MetadataKataKunci"],
  ["kontak", "MetadataKontak"],
  ["distribusi", "MetadataDistribusi"],
  ["laporanKualitasData", "LaporanKualitasData"],
] as const;

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
const columnsOf = (row: Row) => Object.keys(row).map(quote);

/** Whether a write failed on a unique constraint (a fileIdentifier taken meanwhile). */
export const isUniqueViolation = (error: unknown): boolean =>
  /duplicate key|unique constraint|P2002|23505/i.test(
    `${(error as { code?: string }).code} ${(error as Error).message}`,
  );

/** The record holding this fileIdentifier, if any, with what a permission check needs. */
export async function findImportTarget(
  db: Db,
  fileIdentifier: string | null,
): Promise<
  | (ImportTarget & {
      ownerId: string;
      lintasOrg: boolean;
      editedHere: boolean;
      /** The harvest source it came from, if harvested. */
      harvestSourceId: string | null;
    })
  | null
> {
  if (!fileIdentifier) return null;
  const found = await db.metadata.findUnique({
    where: { fileIdentifier },
    select: {
      id: true,
      status: true,
      organisasiId: true,
      ownerId: true,
      organisasi: { select: { allowLintasOrgReviewer: true } },
      sumber: { select: { disuntingPada: true } },
      panen: { select: { sumberId: true } },
    },
  });
  if (!found) return null;
  const { organisasi, sumber, panen, ...target } = found;
  return {
    ...target,
    lintasOrg: organisasi.allowLintasOrgReviewer,
    // Made here (no received document) or edited here since it was received.
    editedHere: sumber === null || sumber.disuntingPada !== null,
    harvestSourceId: panen?.sumberId ?? null,
  };
}

/**
 * Stores the record; returns false when the record being replaced changed status or
 * organisation since it was read (nothing is written then).
 */
export async function writeImportedRecord(db: Db, write: ImportedRecordWrite): Promise<boolean> {
  const params: unknown[] = [JSON.stringify(write.metadata), write.keywordText];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const columns = columnsOf(write.metadata);
  const vector = `simpul_metadata_vector(r."judul", r."judulAlternatif", r."abstrak", $2::text)`;
  const { replacing } = write;
  let statement: string;
  if (replacing) {
    const id = param(replacing.id);
    let guard = `m."id" = ${id}::text AND m."status"::text = ${param(replacing.status)}::text AND m."organisasiId" = ${param(replacing.organisasiId)}::text`;
    if (replacing.version !== undefined) guard += ` AND m."version" = ${param(replacing.version)}::int`;
    statement = `meta AS (UPDATE "Metadata" m SET (${columns.join(", ")}, "searchVector", "version") =
        (SELECT ${columns.map((c) => `r.${c}`).join(", ")}, ${vector}, m."version" + 1 FROM r)
      WHERE ${guard} RETURNING m."id")`;
    for (const [, table] of CHILD_TABLES) {
      statement += `, ${table.toLowerCase()}_old AS (DELETE FROM ${quote(table)} WHERE "metadataId" IN (SELECT "id" FROM meta))`;
    }
  } else {
    statement = `meta AS (INSERT INTO "Metadata" (${columns.join(", ")}, "searchVector")
      SELECT ${columns.map((c) => `r.${c}`).join(", ")}, ${vector} FROM r RETURNING "id")`;
  }
  const inserts: [string, Row[]][] = [
    ...CHILD_TABLES.map(([key, table]): [string, Row[]] => [table, write[key]]),
    ["RiwayatStatus", write.riwayatStatus],
    ["AuditLog", [write.auditLog]],
  ];
  for (const [table, rows] of inserts) {
    if (rows.length === 0) continue;
    const names = columnsOf(rows[0] as Row).join(", ");
    // Only when the record itself was written (a replacement may have been refused).
    statement += `, ${table.toLowerCase()}_new AS (INSERT INTO ${quote(table)} (${names})
      SELECT ${names} FROM jsonb_populate_recordset(NULL::${quote(table)}, ${param(JSON.stringify(rows))}::jsonb)
      WHERE EXISTS (SELECT 1 FROM meta))`;
  }
  const { source } = write;
  if (source === "edited") {
    statement += `, source_edited AS (UPDATE "MetadataSumber" SET "disuntingPada" = now()
      WHERE "metadataId" IN (SELECT "id" FROM meta))`;
  } else if (source && "patched" in source) {
    const details =
      source.rincian === undefined ? "" : `, "rincian" = ${param(jsonOrNull(source.rincian))}::jsonb`;
    statement += `, source_patched AS (UPDATE "MetadataSumber" SET "dokumen" = ${param(source.patched)}::text${details}
      WHERE "metadataId" IN (SELECT "id" FROM meta))`;
  } else if (source) {
    statement += `, source_new AS (INSERT INTO "MetadataSumber" ("metadataId", "standar", "dokumen", "rincian")
      SELECT "id", ${param(source.standar)}::"StandarSumber", ${param(source.dokumen)}::text,
        ${param(jsonOrNull(source.rincian))}::jsonb FROM meta
      ON CONFLICT ("metadataId") DO UPDATE SET "standar" = EXCLUDED."standar", "dokumen" = EXCLUDED."dokumen",
        "rincian" = EXCLUDED."rincian", "diterimaPada" = now(), "disuntingPada" = NULL)`;
  }
  // set_config in r (volatile, so evaluated before the rows it feeds are written); local to
  // this statement's own transaction.
  const sql = `WITH r AS (
      SELECT *, set_config('simpul.bulk_load', 'on', true) AS bulk_load
        FROM jsonb_populate_record(NULL::"Metadata", $1::jsonb)),
    ${statement}
    SELECT "id" FROM meta`;
  const rows = await db.$queryRawUnsafe<{ id: string }[]>(sql, ...params);
  return rows.length === 1;
}
