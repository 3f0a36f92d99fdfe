import { createHash } from "node:crypto";
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase, testEngine } from "@/test/support/test-database";
import { applyMigrations, DEFAULT_MIGRATIONS_DIR, readMigrations } from "./migrate";

describe(`migrations from scratch on ${testEngine}`, () => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  it("applies every migration once and records it as Prisma does", async () => {
    database = await createTestDatabase({ from: "empty" });
    const files = await readMigrations();
    expect(files.length).toBeGreaterThanOrEqual(2);

    expect(await applyMigrations(database.sql)).toEqual(files.map((f) => f.name));
    expect(await applyMigrations(database.sql)).toEqual([]);

    const rows = await database.sql.query<{
      migration_name: string;
      checksum: string;
      finished_at: Date | null;
      applied_steps_count: number;
    }>(
      `SELECT migration_name, checksum, finished_at, applied_steps_count FROM "_prisma_migrations" ORDER BY migration_name`,
    );
    expect(rows.map((r) => r.migration_name)).toEqual(files.map((f) => f.name));
    for (const [i, row] of rows.entries()) {
      const sql = await readFile(path.join(DEFAULT_MIGRATIONS_DIR, row.migration_name, "migration.sql"));
      expect(row.checksum).toBe(createHash("sha256").update(sql).digest("hex"));
      expect(row.finished_at).not.toBeNull();
      expect(row.applied_steps_count).toBe(1);
      expect(row.migration_name).toBe(files[i]?.name);
    }

    const tables = await database.sql.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`,
    );
    expect(tables.map((t) => t.table_name)).toEqual(
      expect.arrayContaining([
        "Organisasi",
        "Pengguna",
        "Metadata",
        "DokumenKualitas",
        "RiwayatStatus",
        "KodeReferensi",
        "PengaturanCsw",
      ]),
    );
    const triggers = await database.sql.query<{ tgname: string }>(
      `SELECT tgname FROM pg_trigger WHERE NOT tgisinternal ORDER BY tgname`,
    );
    expect(triggers.map((t) => t.tgname)).toEqual(
      expect.arrayContaining([
        "Metadata_search_fields",
        "MetadataKataKunci_inserted",
        "MetadataKataKunci_deleted",
      ]),
    );
  });

  // PGlite is built without lz4; the migration keeps pglz there (and says so).
  it.skipIf(testEngine !== "postgresql")(
    "compresses the search columns and documents with lz4 on PostgreSQL",
    async () => {
      database = await createTestDatabase();
      const columns = await database.sql.query<{ kolom: string; attcompression: string }>(
        `SELECT attrelid::regclass::text || '.' || attname AS "kolom", attcompression FROM pg_attribute
        WHERE (attrelid, attname) IN (('"Metadata"'::regclass, 'searchVector'), ('"Metadata"'::regclass, 'rankVector'),
          ('"Metadata"'::regclass, 'teksLengkap'), ('"Metadata"'::regclass, 'kataTeks'),
          ('"Metadata"'::regclass, 'nilaiKueri'), ('"MetadataSumber"'::regclass, 'dokumen'),
          ('"MetadataSajian"'::regclass, 'teks'))`,
      );
      expect(columns).toHaveLength(7);
      for (const column of columns) expect(column, column.kolom).toMatchObject({ attcompression: "l" });
    },
  );

  it("rolls a failing migration back completely and stops there", async () => {
    database = await createTestDatabase({ from: "empty" });
    const dir = await mkdtemp(path.join(tmpdir(), "simpul-migrations-"));
    try {
      await cp(DEFAULT_MIGRATIONS_DIR, dir, { recursive: true });
      await mkdir(path.join(dir, "99990101000000_broken"));
      await writeFile(
        path.join(dir, "99990101000000_broken", "migration.sql"),
        `CREATE TABLE "Sementara" (id int);\nINSERT INTO "Organisasi" (id, kode, nama, "updatedAt") VALUES ('x', 'X', 'X', now());\nSELECT * FROM tabel_yang_tidak_ada;`,
      );
      await expect(applyMigrations(database.sql, dir)).rejects.toThrow(
        /99990101000000_broken failed and was rolled back/,
      );

      const leftovers = await database.sql.query(
        `SELECT 1 FROM information_schema.tables WHERE table_name = 'Sementara'`,
      );
      expect(leftovers).toHaveLength(0);
      expect(await database.sql.query(`SELECT 1 FROM "Organisasi"`)).toHaveLength(0);
      const recorded = await database.sql.query<{ migration_name: string }>(
        `SELECT migration_name FROM "_prisma_migrations"`,
      );
      expect(recorded.map((r) => r.migration_name)).not.toContain("99990101000000_broken");
      // The good migrations before it stay applied; the real set is complete.
      expect(await applyMigrations(database.sql)).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
