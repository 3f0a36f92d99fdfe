import { createHash, randomUUID } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { SqlExecutor } from "./sql-executor";

/** Same lock key as `prisma migrate`, so our runner and Prisma's never migrate at once. */
const MIGRATION_LOCK_KEY = 72707369;

// Prisma's own table, so `prisma migrate deploy` agrees with what we applied.
const CREATE_MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id" VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum" VARCHAR(64) NOT NULL,
  "finished_at" TIMESTAMPTZ,
  "migration_name" VARCHAR(255) NOT NULL,
  "logs" TEXT,
  "rolled_back_at" TIMESTAMPTZ,
  "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

export const DEFAULT_MIGRATIONS_DIR = path.resolve(process.cwd(), "prisma/migrations");

export interface MigrationFile {
  name: string;
  sql: string;
  checksum: string;
}

/** Reads `<dir>/<timestamp>_<name>/migration.sql` in name order, as Prisma does. */
export async function readMigrations(dir = DEFAULT_MIGRATIONS_DIR): Promise<MigrationFile[]> {
  // Read at run time from the installation, never bundled: tell Turbopack not to trace it.
  const entries = await readdir(/*turbopackIgnore: true*/ dir, { withFileTypes: true });
  const names = entries
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  return Promise.all(
    names.map(async (name) => {
      const sql = await readFile(/*turbopackIgnore: true*/ path.join(dir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
    }),
  );
}

interface AppliedRow {
  migration_name: string;
  checksum: string;
  finished_at: Date | null;
  rolled_back_at: Date | null;
}

/**
 * Applies every migration not yet recorded in `_prisma_migrations`, each in its own
 * transaction, so a failing migration leaves the database exactly as it was.
 * Returns the names applied.
 */
export async function applyMigrations(db: SqlExecutor, dir = DEFAULT_MIGRATIONS_DIR): Promise<string[]> {
  const migrations = await readMigrations(dir);
  await db.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
  try {
    await db.exec(CREATE_MIGRATIONS_TABLE);
    const applied = await db.query<AppliedRow>(
      `SELECT migration_name, checksum, finished_at, rolled_back_at FROM "_prisma_migrations"`,
    );
    const failed = applied.find((row) => row.finished_at === null && row.rolled_back_at === null);
    if (failed) {
      throw new Error(
        `Migration ${failed.migration_name} failed earlier and was not rolled back; resolve it before migrating again.`,
      );
    }
    const done = new Set(applied.filter((row) => row.finished_at !== null).map((row) => row.migration_name));
    const appliedNow: string[] = [];
    for (const migration of migrations) {
      if (done.has(migration.name)) continue;
      await applyOne(db, migration);
      appliedNow.push(migration.name);
    }
    return appliedNow;
  } finally {
    await db.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
  }
}

async function applyOne(db: SqlExecutor, migration: MigrationFile): Promise<void> {
  await db.exec("BEGIN");
  try {
    await db.exec(migration.sql);
    await db.query(
      `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, finished_at, applied_steps_count)
       VALUES ($1, $2, $3, now(), now(), 1)`,
      [randomUUID(), migration.checksum, migration.name],
    );
    await db.exec("COMMIT");
  } catch (error) {
    await db.exec("ROLLBACK");
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${migration.name} failed and was rolled back: ${reason}`);
  }
}
