import path from "node:path";
import { defineConfig } from "vitest/config";

// `npm test`: unit tests and integration tests. Database tests run on the embedded PGlite
// by default and on a PostgreSQL server when DATABASE_URL is set (each test file gets its
// own fresh database there, dropped afterwards).
export default defineConfig({
  resolve: {
    alias: {
      "@": path.resolve(import.meta.dirname),
      "server-only": path.resolve(import.meta.dirname, "test/support/server-only.ts"),
    },
  },
  test: {
    include: ["**/*.test.ts"],
    exclude: ["node_modules/**", "e2e/**", ".next/**", "data/**"],
    environment: "node",
    pool: "forks",
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
