// Generates migration SQL from prisma/schema.prisma with Prisma's schema engine compiled to
// WebAssembly, because the Prisma CLI's native schema engine cannot be downloaded here.
//   npm run db:migration -- create <name>   writes prisma/migrations/<timestamp>_<name>/migration.sql
//   npm run db:migration -- check           exits 1 when schema.prisma and the migrations drift apart
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { DEFAULT_MIGRATIONS_DIR, readMigrations } from "../lib/db/migrate";
import { openPglite } from "../lib/db/pglite";
import { readCommandLine, usageError } from "./command-line";

const SCHEMA_PATH = path.resolve("prisma/schema.prisma");
const NO_FILTER = { externalTables: [], externalEnums: [] };

/** The shadow database replays the migrations, so it needs the same extensions as ours. */
class PgliteWithExtensions extends PrismaPGlite {
  override async connectToShadowDb() {
    return new PrismaPGlite(await openPglite()).connect();
  }
}

async function loadSchemaEngine(schema: string) {
  const require = createRequire(import.meta.url);
  const dir = path.dirname(require.resolve("@prisma/schema-engine-wasm"));
  // The package targets bundlers (it imports the .wasm file), so instantiate it by hand.
  const bindings = await import(path.join(dir, "schema_engine_bg.js"));
  const bytes = await readFile(path.join(dir, "schema_engine_bg.wasm"));
  const { instance } = await WebAssembly.instantiate(bytes, { "./schema_engine_bg.js": bindings });
  bindings.__wbg_set_wasm(instance.exports);
  (instance.exports.__wbindgen_start as (() => void) | undefined)?.();
  const adapter = bindMigrationAwareSqlAdapterFactory(new PgliteWithExtensions(await openPglite()));
  // Given the datamodel, the engine knows its preview features (postgresqlExtensions).
  return bindings.SchemaEngine.new({ datamodels: [[SCHEMA_PATH, schema]] }, () => {}, adapter);
}

/** SQL that takes the database from the committed migrations to schema.prisma ("" when in sync). */
async function pendingSql(): Promise<string> {
  const schema = await readFile(SCHEMA_PATH, "utf8");
  const engine = await loadSchemaEngine(schema);
  const migrations = await readMigrations();
  const from =
    migrations.length === 0
      ? { tag: "empty" }
      : {
          tag: "migrations",
          baseDir: DEFAULT_MIGRATIONS_DIR,
          lockfile: { path: "migration_lock.toml", content: 'provider = "postgresql"\n' },
          shadowDbInitScript: "",
          migrationDirectories: migrations.map((m) => ({
            path: m.name,
            migrationFile: { path: "migration.sql", content: { tag: "ok", value: m.sql } },
          })),
        };
  const result = await engine.diff({
    from,
    to: { tag: "schemaDatamodel", files: [{ path: SCHEMA_PATH, content: schema }] },
    script: true,
    exitCode: null,
    filters: NO_FILTER,
  });
  const steps = splitSteps(result.stdout ?? "");
  // Replaying migrations in the wasm engine loses extensions (its shadow-database introspection
  // skips them), so an extension that a committed migration creates is not drift.
  const committed = migrations.map((m) => m.sql).join("\n");
  return steps
    .filter(
      (step) =>
        !(/^CREATE EXTENSION IF NOT EXISTS/m.test(step) && committed.includes(step.split("\n").pop() ?? "")),
    )
    .join("\n\n");
}

/** The diff script as "-- Comment\nSQL;" steps (split at comment headers), without empty ones. */
function splitSteps(script: string): string[] {
  return script
    .split(/\n\s*\n(?=-- )/)
    .map((step) => step.replace(/^\s*\n/, "").trimEnd())
    .filter((step) => step && !/^(--[^\n]*\n?)+$/.test(step));
}

function timestamp(): string {
  return new Date().toISOString().replace(/[-:T]/g, "").slice(0, 14);
}

const COMMAND = {
  usage: "Usage: npm run db:migration -- check | create <snake_case_name>",
  help: `
For developers changing prisma/schema.prisma.

  check          exits 1 when schema.prisma and prisma/migrations differ, printing the missing SQL
  create NAME    writes that SQL as prisma/migrations/<timestamp>_NAME/migration.sql

Examples:
  npm run db:migration -- check
  npm run db:migration -- create add_harvest_source`,
  options: {},
  positionals: true,
} as const;

async function main() {
  const [command, name] = readCommandLine(COMMAND).positionals;
  if (command === "check") {
    const sql = await pendingSql();
    if (sql) {
      console.error(`schema.prisma and prisma/migrations differ. Missing migration:\n\n${sql}`);
      console.error("Run: npm run db:migration -- create <name>");
      process.exit(1);
    }
    console.log("schema.prisma and prisma/migrations agree.");
    return;
  }
  if (command === "create" && name && /^[a-z0-9_]+$/.test(name)) {
    const sql = await pendingSql();
    if (!sql) {
      console.log("Nothing to migrate: schema.prisma matches the migrations.");
      return;
    }
    const dir = path.join(DEFAULT_MIGRATIONS_DIR, `${timestamp()}_${name}`);
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, "migration.sql"), sql);
    await writeFile(path.join(DEFAULT_MIGRATIONS_DIR, "migration_lock.toml"), 'provider = "postgresql"\n');
    console.log(`Wrote ${path.relative(process.cwd(), dir)}/migration.sql`);
    return;
  }
  usageError(
    COMMAND.usage,
    command === "create"
      ? "The name must be snake_case (a-z, 0-9, _)."
      : `Unknown command: ${command ?? "(none)"}`,
  );
}

await main();
