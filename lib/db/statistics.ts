import type { SqlExecutor } from "./sql-executor";

// The planner's statistics of a table are taken by ANALYZE. PostgreSQL's autovacuum renews them
// once a table has changed enough; the embedded database has no autovacuum, and even on a server
// it comes round only after a minute or more. A catalogue searched right after a bulk load was
// planned for the catalogue before it (seen in a test's CSW queries: 6 published records
// expected where there were 2,717, all of them read through the status index and filtered).
// A table counts as grown when its pages are a fifth more than when it was last analysed: the
// embedded database counts no changes (its activity statistics are never flushed), its pages it
// does know.

/** Analyses the tables of the current schema grown since their statistics were taken; returns their names. */
export async function renewGrownStatistics(sql: Pick<SqlExecutor, "query">): Promise<string[]> {
  const grown = await sql.query<{ name: string }>(
    `SELECT c.relname AS "name" FROM pg_class c
      WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind = 'r'
        AND pg_relation_size(c.oid) / current_setting('block_size')::int > 1.2 * greatest(c.relpages, 0) + 8
      ORDER BY 1`,
  );
  for (const { name } of grown) await sql.query(`ANALYZE "${name.replace(/"/g, '""')}"`);
  return grown.map(({ name }) => name);
}
