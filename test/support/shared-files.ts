import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

// The team's shared folder (official schemas, real-world samples, the record generator) lives
// beside the repository, not in it. One setting finds it: SIMPUL_SHARED_DIR, default ../shared.
// Tests that need it skip with a clear message where it (or xmllint) is absent.

const repositoryRoot = path.resolve(import.meta.dirname, "../..");
export const SHARED_DIR = path.resolve(repositoryRoot, process.env.SIMPUL_SHARED_DIR ?? "../shared");

const hasXmllint = spawnSync("xmllint", ["--version"]).status === 0;
const validateScript = path.join(SHARED_DIR, "schemas/validate");

/** Why schema validation cannot run here, or null when it can. */
export const schemaValidationUnavailable: string | null = !existsSync(validateScript)
  ? `skipped: ${validateScript} not found (set SIMPUL_SHARED_DIR to the shared folder)`
  : hasXmllint
    ? null
    : "skipped: xmllint not installed (apt-get install -y libxml2-utils)";

/** Why the real-world samples are missing, or null when they are there. */
export const samplesUnavailable: string | null = existsSync(path.join(SHARED_DIR, "samples/iso"))
  ? null
  : `skipped: ${path.join(SHARED_DIR, "samples/iso")} not found (set SIMPUL_SHARED_DIR to the shared folder)`;

export const samplePath = (...parts: string[]) => path.join(SHARED_DIR, "samples/iso", ...parts);

/** The .xml files directly in a samples folder, e.g. listSamples("iso19139", "lenient"). */
export function listSamples(...folder: string[]): string[] {
  const dir = samplePath(...folder);
  return readdirSync(dir)
    .filter((name) => name.endsWith(".xml"))
    .sort()
    .map((name) => path.join(dir, name));
}

export type SchemaKind = "csw" | "gmd" | "mdb" | "mdb16";

/**
 * Validates documents with the shared `validate` script. Returns the failures: document name
 * and the script's report (empty when every document is valid).
 */
export function validateDocuments(kind: SchemaKind, documents: { name: string; xml: string }[]) {
  const dir = mkdtempSync(path.join(tmpdir(), `simpul-${kind}-`));
  try {
    const files = documents.map(({ name, xml }, i) => {
      const file = path.join(dir, `${String(i).padStart(4, "0")}-${name.replace(/[^\w.-]/g, "_")}.xml`);
      writeFileSync(file, xml);
      return file;
    });
    const run = spawnSync(validateScript, [kind, ...files], {
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
    if (run.status === 2 || run.error) throw new Error(`validate could not run: ${run.stderr || run.error}`);
    const failures: { name: string; report: string }[] = [];
    for (const block of run.stdout.split(/^(?=OK |FAIL )/m)) {
      if (!block.startsWith("FAIL ")) continue;
      const file = files.findIndex((f) => block.startsWith(`FAIL ${f}`));
      failures.push({ name: documents[file]?.name ?? "?", report: block.trim() });
    }
    if (run.status === 1 && failures.length === 0) throw new Error(`validate failed:\n${run.stdout}`);
    return failures;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
