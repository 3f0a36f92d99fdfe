import { type Db, runStatement } from "./client";

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
 * The words of the records written that their writer computed ("kataTeks" given: an import's),
 * added to the AnyText lexicon once for the statement, in sorted order so that two writers
 * adding the same new words never deadlock. Where "kataTeks" is not given, the trigger
 * computes it and adds its words (migration anytext_words_given).
 */
const LEXICON = `, lexicon AS (INSERT INTO "KataTeks" ("kata")
      SELECT DISTINCT w."kata" FROM r, unnest(tsvector_to_array(r."kataTeks")) AS w("kata")
       WHERE w."kata" <> '0' AND EXISTS (SELECT 1 FROM meta)
       ORDER BY w."kata"
      ON CONFLICT DO NOTHING)`;

/**
 * A batch's words for the lexicon: each distinct word of its records' "kataTeks" once, as one
 * array parameter. PostgreSQL took the batch's 48,000 words out of its 200 vectors and made them
 * distinct itself, a sixth of the batch statement's time; the words are added in the same sorted
 * order as by LEXICON.
 */
function batchLexicon(writes: ImportedRecordWrite[], param: (value: unknown) => string): string {
  const words = new Set<string>();
  for (const { metadata } of writes) {
    const vector = metadata.kataTeks;
    // anyTextWords' text: quoted words of a-z, 0-9, ^ and $, one space apart.
    if (typeof vector !== "string" || vector.length < 3) continue;
    for (const word of vector.slice(1, -1).split("' '")) if (word !== "0") words.add(word);
  }
  if (words.size === 0) return "";
  return `, lexicon AS (INSERT INTO "KataTeks" ("kata")
      SELECT w."kata" FROM unnest(${param([...words])}::text[]) AS w("kata")
       WHERE EXISTS (SELECT 1 FROM meta)
       ORDER BY w."kata"
      ON CONFLICT DO NOTHING)`;
}

/**
 * The new records' queryable rows ("NilaiKueri"), one INSERT for the statement, where the row
 * trigger would write them a record at a time; the statement says so with
 * simpul.queryable_rows_given (migration import_queryable_rows_set_wise), and the trigger holds back.
 * What it writes is what simpul_metadata_nilai_kueri would: the import-batches test compares
 * the two. The search rows ("MetadataCari", "MetadataCariKata") stay with their triggers: a
 * trigger reads the new row as stored, its vectors already moved out of line, so a search row
 * stays narrow (a vector in TOAST); written from this statement's rows, the vectors stayed in
 * the rows, and "MetadataCariKata" took 16 times the pages (1,661 against 105 at 10,000
 * records), which every count of a word reads. The import-batches test checks they stay narrow.
 */
const QUERYABLE_ROWS = `, nilai_kueri_new AS (INSERT INTO "NilaiKueri"
      SELECT b.* FROM meta, simpul_nilai_kueri_baris(meta."id", meta."nilaiKueri") AS b)`;

/** The rows of the records' tables beside "Metadata", as CTEs inserting them once "meta" holds a row. */
function rowInserts(writes: ImportedRecordWrite[], param: (value: unknown) => string): string {
  const inserts: [string, Row[]][] = [
    ...CHILD_TABLES.map(([key, table]): [string, Row[]] => [table, writes.flatMap((write) => write[key])]),
    ["RiwayatStatus", writes.flatMap((write) => write.riwayatStatus)],
    ["AuditLog", writes.map((write) => write.auditLog)],
  ];
  let ctes = "";
  for (const [table, rows] of inserts) {
    if (rows.length === 0) continue;
    const names = columnsOf(rows[0] as Row).join(", ");
    ctes += `, ${table.toLowerCase()}_new AS (INSERT INTO ${quote(table)} (${names})
      SELECT ${names} FROM jsonb_populate_recordset(NULL::${quote(table)}, ${param(JSON.stringify(rows))}::jsonb)
      WHERE EXISTS (SELECT 1 FROM meta))`;
  }
  return ctes;
}

/**
 * Stores new records (none replaces one: `replacing` null; their source, if any, a received
 * document), with their rows, in one statement: all of them or, when any fails (a
 * fileIdentifier taken meanwhile, say), none. The statement's planning, triggers and commit
 * are paid once for the batch instead of once a record. The records' columns must be the same
 * (an import writes the same columns for every record).
 */
export async function writeNewImportedRecords(db: Db, writes: ImportedRecordWrite[]): Promise<void> {
  const columns = Object.keys(writes[0]?.metadata ?? {}).join(",");
  for (const write of writes) {
    if (write.replacing) throw new Error("writeNewImportedRecords writes new records only");
    if (Object.keys(write.metadata).join(",") !== columns)
      throw new Error("writeNewImportedRecords writes records with the same columns only");
  }
  const { sql, params } = newRecordsStatement(writes);
  await runStatement(db, sql, params);
}

function newRecordsStatement(writes: ImportedRecordWrite[]): { sql: string; params: unknown[] } {
  const params: unknown[] = [
    JSON.stringify(writes.map((write) => write.metadata)),
    JSON.stringify(writes.map((write) => ({ id: write.metadata.id, kata: write.keywordText }))),
  ];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const columns = columnsOf(writes[0]?.metadata as Row);
  let statement = `meta AS (INSERT INTO "Metadata" (${columns.join(", ")}, "searchVector")
      SELECT ${columns.map((c) => `r.${c}`).join(", ")},
        simpul_metadata_vector(r."judul", r."judulAlternatif", r."abstrak", k."kata")
      FROM r JOIN jsonb_to_recordset($2::jsonb) AS k("id" text, "kata" text) ON k."id" = r."id"
      RETURNING "id", "nilaiKueri")`;
  statement += rowInserts(writes, param) + batchLexicon(writes, param) + QUERYABLE_ROWS;
  const sources = writes.flatMap(({ metadata, source }) =>
    source && typeof source === "object" && "dokumen" in source
      ? [
          {
            metadataId: metadata.id,
            standar: source.standar,
            dokumen: source.dokumen,
            rincian: source.rincian ?? null,
          },
        ]
      : [],
  );
  // Each document a parameter of its own, as it is: inside the JSON of the rest, every quote
  // and line break of it was escaped here and parsed back there (a batch's documents are
  // megabytes of XML).
  if (sources.length > 0)
    statement += `, source_new AS (INSERT INTO "MetadataSumber" ("metadataId", "standar", "dokumen", "rincian")
      SELECT s."metadataId", s."standar"::"StandarSumber", d."dokumen", s."rincian"
        FROM jsonb_to_recordset(${param(JSON.stringify(sources.map(({ dokumen, ...rest }, n) => ({ ...rest, n: n + 1 }))))}::jsonb)
               AS s("metadataId" text, "standar" text, "rincian" jsonb, "n" bigint)
        JOIN unnest(ARRAY[${sources.map(({ dokumen }) => `${param(dokumen)}::text`).join(", ")}])
               WITH ORDINALITY AS d("dokumen", "n") ON d."n" = s."n"
       WHERE EXISTS (SELECT 1 FROM meta))`;
  // As in writeImportedRecord: set_config in r, before the rows it feeds are written.
  const sql = `WITH r AS (
      SELECT *, set_config('simpul.bulk_load', 'on', true) AS bulk_load,
        set_config('simpul.queryable_rows_given', 'on', true) AS queryable_rows_given
        FROM jsonb_populate_recordset(NULL::"Metadata", $1::jsonb)),
    ${statement}
    SELECT count(*)::int AS "written" FROM meta`;
  return { sql, params };
}

/** Which of these fileIdentifiers a record holds already. */
export async function findTakenFileIdentifiers(db: Db, fileIdentifiers: string[]): Promise<Set<string>> {
  if (fileIdentifiers.length === 0) return new Set();
  const rows = await db.$queryRawUnsafe<{ fileIdentifier: string }[]>(
    `SELECT "fileIdentifier" FROM "Metadata" WHERE "fileIdentifier" IN (SELECT jsonb_array_elements_text($1::jsonb))`,
    JSON.stringify(fileIdentifiers),
  );
  return new Set(rows.map((row) => row.fileIdentifier));
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
  // Only when the record itself was written (a replacement may have been refused).
  statement += rowInserts([write], param) + LEXICON;
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
  const rows = await runStatement<{ id: string }>(db, sql, params);
  return rows.length === 1;
}
