import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { createPgClient } from "@/lib/db/client";
import { PrismaClient } from "@/lib/db/generated/client";
import { applyMigrations } from "@/lib/db/migrate";
import { openPglite } from "@/lib/db/pglite";
import { pgExecutor, pgliteExecutor } from "@/lib/db/sql-executor";
import { seedDatabase } from "@/prisma/seed/seed-database";

// The expensive database states, built once per test run (test/global-setup.ts) and cloned by
// every test file: migrating, then seeding the demo catalogue (320 records, 600+ signatures)
// took 8-10 s per file. On PostgreSQL they are template databases, cloned with
// CREATE DATABASE … TEMPLATE; on PGlite, data-directory images loaded into a fresh in-memory
// instance (measured faster than initdb plus migrating, and far faster than seeding).

export type TemplateState = "migrated" | "seeded";

/** What the global setup hands the test files: database names (PostgreSQL) or image files (PGlite). */
export type DatabaseTemplates =
  | { engine: "postgresql"; serverUrl: string; databases: Record<TemplateState, string> }
  | { engine: "pglite"; images: Record<TemplateState, string> };

declare module "vitest" {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

/** The URL of `database` on the server of `serverUrl`. */
export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Runs one statement on the server's maintenance connection (CREATE and DROP DATABASE). */
export async function onServer(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** Builds the PostgreSQL templates; returns them and a teardown that drops them. */
export async function buildPostgresTemplates(
  serverUrl: string,
): Promise<{ templates: DatabaseTemplates; drop: () => Promise<void> }> {
  const prefix = `simpul_template_${randomBytes(4).toString("hex")}`;
  const databases = { migrated: `${prefix}_migrated`, seeded: `${prefix}_seeded` };
  const drop = async () => {
    for (const name of Object.values(databases))
      await onServer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  };
  try {
    await onServer(serverUrl, `CREATE DATABASE "${databases.migrated}"`);
    const client = new pg.Client({ connectionString: databaseUrl(serverUrl, databases.migrated) });
    await client.connect();
    await applyMigrations(pgExecutor(client)).finally(() => client.end());
    await onServer(serverUrl, `CREATE DATABASE "${databases.seeded}" TEMPLATE "${databases.migrated}"`);
    const db = createPgClient(databaseUrl(serverUrl, databases.seeded), 2);
    await seedDatabase(db).finally(() => db.$disconnect());
  } catch (error) {
    await drop();
    throw error;
  }
  return { templates: { engine: "postgresql", serverUrl, databases }, drop };
}

/** Builds the PGlite images in a temporary folder; returns them and a teardown that removes it. */
export async function buildPgliteImages(): Promise<{
  templates: DatabaseTemplates;
  drop: () => Promise<void>;
}> {
  const folder = mkdtempSync(path.join(tmpdir(), "simpul-test-images-"));
  const drop = async () => rmSync(folder, { recursive: true, force: true });
  const images = { migrated: path.join(folder, "migrated.tar"), seeded: path.join(folder, "seeded.tar") };
  const pglite = await openPglite();
  try {
    await applyMigrations(pgliteExecutor(pglite));
    // Uncompressed: loading skips the gunzip, and the images live only for this run.
    const save = async (file: string) => {
      await pglite.exec("CHECKPOINT"); // so loading the image replays no WAL
      writeFileSync(file, Buffer.from(await (await pglite.dumpDataDir("none")).arrayBuffer()));
    };
    await save(images.migrated);
    const db = new PrismaClient({ adapter: new PrismaPGlite(pglite) });
    await seedDatabase(db);
    await db.$disconnect();
    await save(images.seeded);
  } catch (error) {
    await drop();
    throw error;
  } finally {
    await pglite.close();
  }
  return { templates: { engine: "pglite", images }, drop };
}
