import type { SqlExecutor } from "@/lib/db/sql-executor";

// Grows a catalogue to a large size fast: every record (with the rows of every table that
// belongs to it) is copied `factor - 1` times in a few INSERT … SELECT statements, instead of
// building each copy in JavaScript. The copies keep their original's words and extent, so the
// value distributions (and so the planner's estimates) stay those of the generated catalogue;
// their publication times are spread out, so "newest first" still has an order to follow.

const columnsOf = async (sql: SqlExecutor, table: string) =>
  (
    await sql.query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns
        WHERE table_schema = current_schema() AND table_name = $1 AND is_generated = 'NEVER'
        ORDER BY ordinal_position`,
      [table],
    )
  ).map((row) => row.column_name);

/** Tables whose rows belong to one record (a required "metadataId"). */
const childTables = async (sql: SqlExecutor) =>
  (
    await sql.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.columns
        WHERE table_schema = current_schema() AND column_name = 'metadataId' AND is_nullable = 'NO'
        ORDER BY table_name`,
    )
  ).map((row) => row.table_name);

const quote = (name: string) => `"${name}"`;

/**
 * The indexes of `tables` that no constraint owns, with their definitions: dropped for the bulk
 * copy and built again after it (one sorted build instead of 90,000 insertions into each GIN
 * and GiST index: minutes on PGlite).
 */
const secondaryIndexes = async (sql: SqlExecutor, tables: string[]) =>
  sql.query<{ name: string; definition: string }>(
    `SELECT i.indexname AS name, i.indexdef AS definition FROM pg_indexes i
      WHERE i.schemaname = current_schema() AND i.tablename = ANY($1::text[])
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
    [tables],
  );

export async function replicateRecords(sql: SqlExecutor, factor: number): Promise<void> {
  // The bulk-load switch lets the stored search vectors be copied as they are (see the
  // search_storage migration), rather than computed again per copy. Triggers and foreign-key
  // checks are off for the copy (replica role): every copied row comes from a consistent one.
  await sql.exec(`BEGIN; SET LOCAL simpul.bulk_load = 'on';
    SET LOCAL session_replication_role = replica;
    CREATE TEMP TABLE copy_of ON COMMIT DROP AS
      SELECT m."id" AS original, gen_random_uuid()::text AS copy, n
        FROM "Metadata" m, generate_series(1, ${factor - 1}) AS n;`);
  try {
    const tables = ["Metadata", ...(await childTables(sql))];
    const indexes = await secondaryIndexes(sql, [...tables, "MetadataCari", "MetadataCariKata"]);
    for (const { name } of indexes) await sql.exec(`DROP INDEX ${quote(name)}`);
    const metadata = await columnsOf(sql, "Metadata");
    const replaced: Record<string, string> = {
      id: "c.copy",
      fileIdentifier: "c.copy",
      publishedAt: `t."publishedAt" - c.n * interval '1 minute'`,
    };
    await sql.exec(
      `INSERT INTO "Metadata" (${metadata.map(quote).join(", ")})
       SELECT ${metadata.map((column) => replaced[column] ?? `t.${quote(column)}`).join(", ")}
         FROM "Metadata" t JOIN copy_of c ON c.original = t."id"`,
    );
    for (const table of tables.slice(1)) {
      const columns = await columnsOf(sql, table);
      const values = columns.map((column) =>
        column === "id"
          ? "gen_random_uuid()::text"
          : column === "metadataId"
            ? "c.copy"
            : column === "signatureToken"
              ? "NULL"
              : `t.${quote(column)}`,
      );
      await sql.exec(
        `INSERT INTO ${quote(table)} (${columns.map(quote).join(", ")})
         SELECT ${values.join(", ")} FROM ${quote(table)} t JOIN copy_of c ON c.original = t."metadataId"`,
      );
    }
    // The published copies' search rows and their words, which the (disabled) triggers would
    // have written.
    const searchColumns = (await columnsOf(sql, "MetadataCari")).map(quote).join(", ");
    await sql.exec(
      `INSERT INTO "MetadataCari" (${searchColumns})
       SELECT ${searchColumns} FROM "Metadata" WHERE "status" = 'PUBLISHED' AND "id" IN (SELECT copy FROM copy_of)`,
    );
    await sql.exec(
      `INSERT INTO "MetadataCariKata" ("id", "searchVector", "kataTeks", "topikKategori")
       SELECT "id", "searchVector", "kataTeks", "topikKategori" FROM "Metadata"
        WHERE "status" = 'PUBLISHED' AND "id" IN (SELECT copy FROM copy_of)`,
    );
    for (const { definition } of indexes) await sql.exec(definition);
    await sql.exec("COMMIT");
  } catch (error) {
    await sql.exec("ROLLBACK");
    throw error;
  }
}
