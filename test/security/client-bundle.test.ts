import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Secrets never in the client bundle (issue 10): everything the browser may download from the
// production build (.next/static: JS, CSS, source maps) is searched for the names of the
// server-only settings, connection strings, key material, this machine's source paths and the
// code of lib/env.ts. CI builds without secrets, so a name that leaks shows up even when no
// value is set. Skipped, saying so, without a build.

const ROOT = path.resolve(import.meta.dirname, "../..");
const STATIC = path.join(ROOT, ".next/static");

/** Settings lib/env.ts reads that only the server may know (every one but the public ones). */
const SERVER_SETTINGS = [
  "SESSION_SECRET",
  "SIGNING_SECRET",
  "DATABASE_URL",
  "REDIS_URL",
  "SMTP_URL",
  "METRICS_TOKEN",
  "WA_GATEWAY_TOKEN",
  "WA_GATEWAY_URL",
  "S3_ACCESS_KEY_ID",
  "S3_SECRET_ACCESS_KEY",
  "S3_ENDPOINT",
  "CSW_PROVIDER_URL",
  "EMBEDDED_DB_PORT",
  "DATA_DIR",
];

const FORBIDDEN: [label: string, pattern: RegExp][] = [
  ...SERVER_SETTINGS.map((name): [string, RegExp] => [name, new RegExp(`\\b${name}\\b`)]),
  ["a postgresql:// URL", /postgres(ql)?:\/\//],
  ["a redis:// URL", /rediss?:\/\/[^"'`\s]/],
  ["an smtp:// URL", /smtps?:\/\/[^"'`\s]/],
  ["PEM key material", /-----BEGIN/],
  ["a source path of this machine", new RegExp(`${ROOT.replaceAll("/", "\\/")}|\\/work\\/`)],
  // lib/env.ts's own text: its error message and the secret file it writes.
  ["lib/env.ts", /Invalid configuration \(see \.env\.example\)|session-secret|MIN_SESSION_SECRET_LENGTH/],
  ["server-only code", /This module cannot be imported from a Client Component module/],
  ["the Prisma client", /PrismaClient|prisma-client|\$queryRaw/],
];

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

const built = existsSync(path.join(ROOT, ".next/BUILD_ID")) && existsSync(STATIC);

describe.skipIf(!built)(
  built ? "the client bundle" : "the client bundle (skipped: no build; run `npx next build`)",
  () => {
    const files = built ? filesUnder(STATIC).filter((f) => /\.(js|mjs|css|map)$/.test(f)) : [];

    it("holds no server setting name, connection string, key, source path or server-only code", () => {
      expect(files.length).toBeGreaterThan(10);
      const found: string[] = [];
      let bytes = 0;
      for (const file of files) {
        const content = readFileSync(file, "utf8");
        bytes += content.length;
        for (const [label, pattern] of FORBIDDEN) {
          const match = pattern.exec(content);
          if (match)
            found.push(
              `${path.relative(ROOT, file)}: ${label} (…${content.slice(Math.max(0, match.index - 60), match.index + 60)}…)`,
            );
        }
      }
      console.log(
        `client-bundle: ${files.length} files, ${(bytes / 1e6).toFixed(1)} MB, ${FORBIDDEN.length} patterns`,
      );
      expect(found).toEqual([]);
    });

    it("the scan finds what it looks for (a planted line would be reported)", () => {
      const sample = `const a = process.env.SESSION_SECRET; fetch("postgresql://u:p@h/db"); "-----BEGIN PRIVATE KEY"; "${ROOT}/lib/env.ts"`;
      const hits = FORBIDDEN.filter(([, pattern]) => pattern.test(sample)).map(([label]) => label);
      expect(hits).toEqual(
        expect.arrayContaining([
          "SESSION_SECRET",
          "a postgresql:// URL",
          "PEM key material",
          "a source path of this machine",
        ]),
      );
    });
  },
);
