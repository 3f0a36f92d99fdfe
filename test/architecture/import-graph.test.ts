import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The nevers of ARCHITECTURE.md, checked over every import of the code (tests aside, which may
// reach anything): the domain does not know HTTP, lib/db knows no use case, components do not
// touch the database. A small scan of the import specifiers, resolved to repository paths.

const ROOT = path.resolve(import.meta.dirname, "../..");
const CODE_FOLDERS = ["app", "components", "lib", "scripts", "prisma", "instrumentation.ts", "proxy.ts"];

/** The domain: plain values in and out, typed errors; never requests, responses or headers. */
const DOMAIN = [
  "accounts",
  "auth",
  "catalogue",
  "csw",
  "iso",
  "notifications",
  "pdf",
  "quality",
  "schemas",
  "search",
  "workflow",
  "xml",
  "xslt",
].map((folder) => `lib/${folder}/`);

interface Rule {
  name: string;
  from: (file: string) => boolean;
  to: (target: string) => boolean;
}

const RULES: Rule[] = [
  {
    name: "the domain never imports the HTTP edge (lib/http)",
    from: (file) => DOMAIN.some((folder) => file.startsWith(folder)),
    to: (target) => target.startsWith("lib/http/"),
  },
  {
    name: "lib/db knows no use case: no domain module, no seed",
    from: (file) => file.startsWith("lib/db/"),
    to: (target) => DOMAIN.some((folder) => target.startsWith(folder)) || target.startsWith("prisma/seed/"),
  },
  {
    name: "components never import lib/db (types included)",
    from: (file) => file.startsWith("components/"),
    to: (target) => target.startsWith("lib/db/"),
  },
];

function codeFiles(entry: string): string[] {
  const full = path.join(ROOT, entry);
  if (/\.(ts|tsx|mts)$/.test(entry)) return [entry];
  let names: string[];
  try {
    names = readdirSync(full);
  } catch {
    return [];
  }
  return names.flatMap((name) =>
    name === "node_modules" || name === "generated" || name.startsWith(".")
      ? []
      : codeFiles(path.join(entry, name)),
  );
}

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["']([^"']+)["']/g;

/** The repository path (no extension) an import specifier names, or null for a package. */
function resolveSpecifier(file: string, specifier: string): string | null {
  if (specifier.startsWith("@/")) return specifier.slice(2).replace(/\.(ts|tsx|js|mjs)$/, "");
  if (!specifier.startsWith(".")) return null;
  return path.join(path.dirname(file), specifier).replace(/\.(ts|tsx|js|mjs)$/, "");
}

/** Every import of the code as "file -> target" with the rule it breaks. */
function violations(files: string[], read: (file: string) => string): { edge: string; rule: string }[] {
  const found: { edge: string; rule: string }[] = [];
  for (const file of files) {
    if (/\.test\.tsx?$/.test(file) || file.startsWith("test/")) continue;
    for (const match of read(file).matchAll(SPECIFIER)) {
      const target = resolveSpecifier(file, match[1] as string);
      if (target === null) continue;
      for (const rule of RULES) {
        if (rule.from(file) && rule.to(target)) found.push({ edge: `${file} -> ${target}`, rule: rule.name });
      }
    }
  }
  return found;
}

describe("the import graph keeps the nevers", () => {
  const files = CODE_FOLDERS.flatMap(codeFiles);
  const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");

  it("scans the code", () => {
    expect(files.length).toBeGreaterThan(300);
    expect(files).toContain("lib/catalogue/editor/save-record.ts");
  });

  it("has no import that breaks a rule", () => {
    expect(violations(files, read)).toEqual([]);
  });

  it("catches a planted violation of each rule", () => {
    const planted: Record<string, string> = {
      "lib/catalogue/planted.ts": `import { validateBody } from "../http/parse-body";`,
      "lib/db/planted.ts": `import { getRecordView } from "@/lib/catalogue/editor/get-record-view";`,
      "components/planted.tsx": `import type { Peran } from "@/lib/db/generated/enums";`,
    };
    const found = violations(Object.keys(planted), (file) => planted[file] as string);
    expect(found.map((v) => v.rule)).toEqual(RULES.map((rule) => rule.name));
  });
});

/** What a module loads when it is loaded: its static imports that are not types only. */
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^"';]*?\sfrom\s+)?["']([^"']+)["']/gm;

/** Every repository module `entry` loads, transitively, before any import() of its own runs. */
function staticClosure(entry: string, read: (file: string) => string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    const key = file.replace(/\.(ts|tsx)$/, "");
    if (seen.has(key)) return;
    seen.add(key);
    for (const match of read(file).matchAll(STATIC_IMPORT)) {
      const target = resolveSpecifier(file, match[1] as string);
      if (target === null) continue;
      const source = [`${target}.ts`, `${target}.tsx`, `${target}/index.ts`].find((candidate) => {
        try {
          read(candidate);
          return true;
        } catch {
          return false;
        }
      });
      if (source) visit(source);
    }
  };
  visit(entry);
  return seen;
}

describe("the embedded database's thread (lib/db/embedded-worker.ts) stays lean", () => {
  // npm start runs it beside the web server, in the same process but with a heap of its own:
  // what it loads is loaded a second time. It needs PGlite, its socket and the migrations only.
  const heavy = (module: string) =>
    module === "lib/env" ||
    module === "lib/db/client" ||
    module.startsWith("lib/db/generated/") ||
    module.startsWith("prisma/seed/") ||
    module.startsWith("lib/catalogue/");
  const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");
  const entry = "lib/db/embedded-worker.ts";

  it("loads neither the configuration, the database client, the seed nor the catalogue", () => {
    const loaded = staticClosure(entry, read);
    expect(loaded.has("lib/db/embedded")).toBe(true);
    expect(loaded.has("lib/db/migrate")).toBe(true);
    expect([...loaded].filter(heavy)).toEqual([]);
  });

  it("catches a planted import", () => {
    const planted = (file: string) =>
      file === "lib/db/embedded.ts" ? `${read(file)}\nimport { getEnv } from "../env";\n` : read(file);
    expect([...staticClosure(entry, planted)].filter(heavy)).toContain("lib/env");
  });
});
