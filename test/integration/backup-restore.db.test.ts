import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "@/lib/auth/actor";
import { getRecordView } from "@/lib/catalogue/editor/get-record-view";
import { searchPublishedSummaries } from "@/lib/catalogue/public/search-published-summaries";
import { createPgClient, type Db, setDbForTests } from "@/lib/db/client";
import { applyMigrations, readMigrations } from "@/lib/db/migrate";
import { pgExecutor } from "@/lib/db/sql-executor";
import { getEnv } from "@/lib/env";
import { parseQuery } from "@/lib/http/parse-query";
import { verifyDocument } from "@/lib/quality/verify-document";
import { ZPublicMetadataQuery } from "@/lib/schemas/public-metadata";
import { createTestDatabase, type TestDatabase, testEngine } from "@/test/support/test-database";

// The README's backup procedure, run once: pg_dump -Fc of a seeded catalogue, pg_restore into
// a new database, and the copy is the same catalogue: every table's rows, a record's detail,
// signatures that still verify, search that still finds, and a schema the migrator calls
// current. PostgreSQL only: PGlite is a single process's files under DATA_DIR, backed up by
// copying DATA_DIR while the server is stopped (README), and has no pg_dump.

const PG_DUMP = "/usr/bin/pg_dump";
const PG_RESTORE = "/usr/bin/pg_restore";
const skipReason =
  testEngine === "pglite"
    ? "(skipped: pg_dump needs a PostgreSQL server; PGlite is backed up by copying DATA_DIR)"
    : "";

describe.skipIf(testEngine === "pglite")(
  `backup and restore with pg_dump on ${testEngine} ${skipReason}`,
  () => {
    let source: TestDatabase;
    let restoredUrl: string;
    let restored: Db;
    let restoredSql: pg.Client;
    const work = mkdtempSync(path.join(tmpdir(), "simpul-backup-"));
    const admin = new pg.Client({ connectionString: getEnv().DATABASE_URL });
    const name = `simpul_restore_${randomBytes(6).toString("hex")}`;

    beforeAll(async () => {
      source = await createTestDatabase({ from: "seeded" });
      await admin.connect();
      await admin.query(`CREATE DATABASE "${name}"`);
      const url = new URL(source.url as string);
      url.pathname = `/${name}`;
      restoredUrl = url.toString();
    }, 300_000);
    afterAll(async () => {
      await restored?.$disconnect();
      await restoredSql?.end();
      await source?.close();
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
      rmSync(work, { recursive: true, force: true });
    });

    /** Rows of every application table, and a digest of each table's whole content. */
    async function tableDigests(client: { query: pg.Client["query"] }) {
      const { rows: tables } = await client.query<{ table_name: string }>(
        `SELECT table_name FROM information_schema.tables
        WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
      );
      const digests: Record<string, { rows: number; md5: string | null }> = {};
      for (const { table_name: table } of tables) {
        const { rows } = await client.query<{ rows: number; md5: string | null }>(
          `SELECT count(*)::int AS rows, md5(string_agg(t::text, E'\\n' ORDER BY t::text)) AS md5 FROM "${table}" t`,
        );
        digests[table] = rows[0] as { rows: number; md5: string | null };
      }
      return digests;
    }

    it("pg_dump -Fc and pg_restore give the same catalogue", { timeout: 300_000 }, async () => {
      // The client must be able to read the server's dumps: same major version (15 here).
      const clientMajor = execFileSync(PG_DUMP, ["--version"], { encoding: "utf8" }).match(/(\d+)\.\d+/)?.[1];
      const { rows } = await admin.query<{ server_version_num: string }>("SHOW server_version_num");
      expect(clientMajor).toBe(String(Math.floor(Number(rows[0]?.server_version_num) / 10000)));

      const dump = path.join(work, "simpul.dump");
      const started = performance.now();
      execFileSync(PG_DUMP, ["-Fc", "--no-owner", "-f", dump, source.url as string]);
      execFileSync(PG_RESTORE, ["--no-owner", "--exit-on-error", "-d", restoredUrl, dump]);
      console.log(`pg_dump + pg_restore: ${(performance.now() - started).toFixed(0)} ms`);

      const sourceSql = new pg.Client({ connectionString: source.url });
      await sourceSql.connect();
      restoredSql = new pg.Client({ connectionString: restoredUrl });
      await restoredSql.connect();
      const before = await tableDigests(sourceSql);
      await sourceSql.end();
      const after = await tableDigests(restoredSql);
      expect(Object.keys(before)).toContain("Metadata");
      expect(before.Metadata?.rows).toBeGreaterThanOrEqual(320);
      expect(before.DokumenKualitas?.rows).toBeGreaterThan(0);
      expect(after).toEqual(before);

      // The migrator finds the restored schema current: nothing to apply, every migration recorded.
      expect(await applyMigrations(pgExecutor(restoredSql))).toEqual([]);
      const recorded = await restoredSql.query(
        `SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL`,
      );
      expect(recorded.rows.map((r) => r.migration_name).sort()).toEqual(
        (await readMigrations()).map((m) => m.name).sort(),
      );
    });

    it("the restored database serves the same record, the same search, and signatures that verify", {
      timeout: 120_000,
    }, async () => {
      restored = createPgClient(restoredUrl, 4);
      const signed = await source.db.dokumenKualitas.findMany({
        where: { status: "SIGNED", signatureMethod: "PKI" },
        select: { signatureToken: true, metadataId: true },
      });
      expect(signed.length).toBeGreaterThan(0);
      const adminUser = await source.db.pengguna.findFirstOrThrow({ where: { peran: "ADMIN" } });
      const actor: Actor = {
        userId: adminUser.id,
        role: adminUser.peran,
        organisasiId: adminUser.organisasiId,
      };
      const recordId = (signed[0] as { metadataId: string }).metadataId;

      const views = [];
      // Page sizes differ so that the catalogue cache (keyed by query and catalogue version,
      // equal in both) cannot answer the second search from the first.
      for (const [db, pageSize] of [
        [source.db, 21],
        [restored, 20],
      ] as const) {
        setDbForTests(db);
        const verified = await Promise.all(
          signed.map(({ signatureToken }) => verifyDocument(signatureToken as string)),
        );
        expect(verified.every((result) => result.valid)).toBe(true);
        const search = await searchPublishedSummaries(
          parseQuery(new URLSearchParams({ q: "peta", pageSize: String(pageSize) }), ZPublicMetadataQuery),
        );
        views.push({
          record: await getRecordView(actor, recordId),
          total: search.total,
          hits: search.records.slice(0, 20),
        });
      }
      expect(views[1]).toEqual(views[0]);
      expect(views[0]?.hits.length).toBe(20);
    });
  },
);
