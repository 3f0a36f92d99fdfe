import type { SqlExecutor } from "./sql-executor";

/**
 * A column of a bulk insert: its name and the PostgreSQL element type of the array that
 * carries it. "text[]" columns travel as text joined with the unit separator (unnest would
 * flatten a two-dimensional array) and are split again in SQL. "timestamp" columns (Prisma's
 * DateTime: UTC without zone) travel as ISO strings so the session time zone cannot shift them.
 */
export interface BulkColumn {
  name: string;
  type: string;
  /** SQL computing the stored value from the unnested values, which are named like their columns (u."judul"). */
  select?: string;
}

const LIST_SEPARATOR = "\u001f";

/**
 * Inserts many rows in one statement: every column is sent as one array parameter and
 * unnested server-side, which is far faster than row-by-row or multi-VALUES inserts.
 */
export async function bulkInsert(
  sql: SqlExecutor,
  table: string,
  columns: BulkColumn[],
  rows: readonly (readonly unknown[])[],
): Promise<void> {
  if (rows.length === 0) return;
  const params = columns.map((column, c) =>
    toArrayLiteral(
      rows.map((row) => {
        const value = row[c];
        if (column.type === "text[]" && Array.isArray(value)) return value.join(LIST_SEPARATOR);
        if (value instanceof Date) return value.toISOString();
        return value;
      }),
    ),
  );
  const aliases = columns.map((column) => `"${column.name}"`);
  const transport: Record<string, string> = { "text[]": "text", timestamp: "timestamptz" };
  const unnestArgs = columns.map((column, c) => `$${c + 1}::${transport[column.type] ?? column.type}[]`);
  const selects = columns.map(({ name, type, select }) => {
    if (select) return select;
    if (type === "text[]") return `coalesce(string_to_array(u."${name}", E'\\x1f'), '{}')`;
    if (type === "timestamp") return `u."${name}" AT TIME ZONE 'UTC'`;
    return `u."${name}"`;
  });
  await sql.query(
    `INSERT INTO "${table}" (${columns.map((column) => `"${column.name}"`).join(", ")})
     SELECT ${selects.join(", ")} FROM unnest(${unnestArgs.join(", ")}) AS u(${aliases.join(", ")})`,
    params,
  );
}

/**
 * A PostgreSQL array literal ({"a","b",NULL}). Built here because drivers differ: pg
 * serialises JavaScript arrays, PGlite joins them with commas.
 */
function toArrayLiteral(values: readonly unknown[]): string {
  const items = values.map((value) =>
    value === null || value === undefined ? "NULL" : `"${String(value).replace(/[\\"]/g, "\\$&")}"`,
  );
  return `{${items.join(",")}}`;
}
