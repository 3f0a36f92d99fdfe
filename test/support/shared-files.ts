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
 * The root namespaces each kind accepts: the same families the `validate` script insists on
 * (the schema sets overlap: GML 3.2 itself imports ISO 19139 gmd).
 */
const ROOT_NAMESPACES: Record<SchemaKind, RegExp> = {
  csw: /^http:\/\/www\.opengis\.net\/(cat\/csw\/2\.0\.2|ows|ogc)$/,
  gmd: /^http:\/\/www\.isotc211\.org\/2005\//,
  mdb: /^http:\/\/standards\.iso\.org\/iso\//,
  mdb16: /^http:\/\/standards\.iso\.org\/iso\/19115\/-3\/mdb\/1\.0$/,
};

/**
 * The namespace of a document's root element, read from its start tag: nothing encloses the
 * root, so its namespace is declared there or nowhere.
 */
export function rootNamespace(xml: string): string | undefined {
  const tag = /<([A-Za-z_][\w.-]*:)?[A-Za-z_][\w.-]*(\s[^>]*)?>/.exec(
    xml.replace(/<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>]*>/g, ""),
  );
  if (!tag) return undefined;
  const prefix = tag[1] ? `:${tag[1].slice(0, -1)}` : "";
  const declared = new RegExp(`\\sxmlns${prefix}\\s*=\\s*(["'])(.*?)\\1`).exec(tag[2] ?? "");
  return declared?.[2];
}

/**
 * Validates documents against the official schemas the shared `validate` script uses (its
 * schema set and catalogue, offline). xmllint is called once for all of them, loading the
 * schemas once instead of once per document (0.1-0.4 s each, minutes over a suite); the
 * documents it does not pass are then given to the script itself, whose report is returned:
 * document name and report, empty when every document is valid.
 */
export function validateDocuments(kind: SchemaKind, documents: { name: string; xml: string }[]) {
  if (documents.length === 0) return [];
  const dir = mkdtempSync(path.join(tmpdir(), `simpul-${kind}-`));
  try {
    const files = documents.map(({ name, xml }, i) => {
      const file = path.join(dir, `${String(i).padStart(4, "0")}-${name.replace(/[^\w.-]/g, "_")}.xml`);
      writeFileSync(file, xml);
      return file;
    });
    const suspects = new Set(
      files.filter((_, i) => !ROOT_NAMESPACES[kind].test(rootNamespace(documents[i]?.xml ?? "") ?? "")),
    );
    const batch = spawnSync(
      "xmllint",
      ["--nonet", "--noout", "--schema", path.join(SHARED_DIR, "schemas/top", `${kind}.xsd`), ...files],
      {
        encoding: "utf8",
        maxBuffer: 64 * 1024 * 1024,
        env: { ...process.env, XML_CATALOG_FILES: path.join(SHARED_DIR, "schemas/catalog.xml") },
      },
    );
    const validated = new Set(
      batch.stderr
        .split("\n")
        .filter((line) => line.endsWith(" validates"))
        .map((line) => line.slice(0, -" validates".length)),
    );
    // A schema that failed to load is only a warning for xmllint: then trust nothing of the batch.
    const schemaTrouble = /Failed to locate a schema|failed to load|I\/O error/.test(batch.stderr);
    for (const file of files) if (schemaTrouble || !validated.has(file)) suspects.add(file);
    if (suspects.size === 0) return [];

    const run = spawnSync(validateScript, [kind, ...suspects], {
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

/** Every real-world sample record the import reads: ISO 19139, ISO 19115-3 and CSW records. */
export const allSampleRecords = (): string[] => [
  ...listSamples("iso19139"),
  ...listSamples("iso19139", "lenient"),
  ...listSamples("iso19115-3"),
  ...listSamples("iso19115-3", "lenient"),
  ...listSamples("csw-records"),
];
