import path from "node:path";
import { defineConfig } from "vitest/config";
import { SlowestFirstSequencer } from "./test/support/slowest-first-sequencer.ts";

// `npm test`: three Vitest projects.
//  - unit:       every *.test.ts that needs no database (parsers, encoders, fuzz properties,
//                permission tables), run once;
//  - pglite:     every *.db.test.ts on the embedded PGlite;
//  - postgresql: the same files on the PostgreSQL server at TEST_DATABASE_URL (each test file
//                creates and drops databases of its own there); left out when it is unset.
// The database projects build their template databases once per run (test/global-setup.ts).
// One project: `npm test -- --project unit`; one file: `npm test -- path/to/file.test.ts`.

const postgresUrl = process.env.TEST_DATABASE_URL || undefined;
if (!postgresUrl)
  console.info("Vitest: TEST_DATABASE_URL is not set, so the postgresql project is left out (PGlite only).");

const EXCLUDE = ["node_modules/**", "e2e/**", ".next/**", "data/**"];

const databaseProject = (name: "pglite" | "postgresql", databaseUrl: string) => ({
  extends: true as const,
  test: {
    name,
    include: ["**/*.db.test.ts"],
    exclude: EXCLUDE,
    // Harvest tests' remote nodes are local servers: loopback allowed, as a deployment may allow it.
    env: { SIMPUL_TEST_PROJECT: name, DATABASE_URL: databaseUrl, HARVEST_ALLOW_PRIVATE_ADDRESSES: "true" },
    globalSetup: ["test/global-setup.ts"],
  },
});

export default defineConfig({
  resolve: {
    alias: {
      "@": path.resolve(import.meta.dirname),
      "server-only": path.resolve(import.meta.dirname, "test/support/server-only.ts"),
    },
  },
  test: {
    environment: "node",
    pool: "forks",
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 180_000,
    reporters: ["default", "./test/support/slowest-files-reporter.ts"],
    sequence: { sequencer: SlowestFirstSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["**/*.test.ts"],
          exclude: [...EXCLUDE, "**/*.db.test.ts"],
          env: { SIMPUL_TEST_PROJECT: "unit", DATABASE_URL: "" },
        },
      },
      databaseProject("pglite", ""),
      ...(postgresUrl ? [databaseProject("postgresql", postgresUrl)] : []),
    ],
  },
});
