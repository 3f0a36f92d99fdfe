import type { PGlite } from "@electric-sql/pglite";
import type { ClientBase } from "pg";

/** The smallest SQL surface the migration runner and bulk loaders need, over pg or PGlite. */
export interface SqlExecutor {
  /** Runs one parameterised statement. */
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
  /** Runs a script of several statements without parameters. */
  exec(sql: string): Promise<void>;
}

export function pgExecutor(client: ClientBase): SqlExecutor {
  return {
    async query<Row>(sql: string, params?: unknown[]) {
      const result = await client.query(sql, params);
      return result.rows as Row[];
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  };
}

export function pgliteExecutor(db: PGlite): SqlExecutor {
  return {
    async query<Row>(sql: string, params?: unknown[]) {
      const result = await db.query<Row>(sql, params);
      return result.rows;
    },
    async exec(sql: string) {
      await db.exec(sql);
    },
  };
}
