import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

// Which code a production build was made from: a hash of every file `next build` reads (the
// sources, public files, configuration and lockfile; not the tests), kept beside the build.
// npm start compares it with the code it finds, so a `git pull` never serves an old build.

const STAMP = ".next/simpul-build-stamp";
const BUILT_FROM = ["app", "components", "lib", "public", "prisma/schema.prisma"];
const CONFIGURATION = [
  "proxy.ts",
  "instrumentation.ts",
  "instrumentation-client.ts",
  "next.config.mjs",
  "postcss.config.mjs",
  "tsconfig.json",
  "package.json",
  "package-lock.json",
];

function filesUnder(entry: string): string[] {
  if (!existsSync(entry)) return [];
  if (!statSync(entry).isDirectory()) return [entry];
  return readdirSync(entry, { recursive: true, withFileTypes: true })
    .filter((file) => file.isFile() && !/\.test\.tsx?$/.test(file.name))
    .map((file) => path.join(file.parentPath, file.name));
}

/** The hash of the code in `root` as a build would see it. */
export function codeHash(root = process.cwd()): string {
  const hash = createHash("sha256");
  const files = [...BUILT_FROM, ...CONFIGURATION]
    .flatMap((entry) => filesUnder(path.join(root, entry)))
    .sort();
  for (const file of files) {
    hash.update(path.relative(root, file)).update("\0").update(readFileSync(file)).update("\0");
  }
  return hash.digest("hex").slice(0, 16);
}

/** The hash the production build was made from, or null when there is no build (or no stamp). */
export function builtFrom(root = process.cwd()): string | null {
  if (!existsSync(path.join(root, ".next/BUILD_ID"))) return null;
  const file = path.join(root, STAMP);
  return existsSync(file) ? readFileSync(file, "utf8").trim() : null;
}

export function writeBuildStamp(hash: string, root = process.cwd()): void {
  writeFileSync(path.join(root, STAMP), `${hash}\n`);
}
