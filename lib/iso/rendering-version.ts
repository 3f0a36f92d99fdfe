import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

// The version of what renders a record as XML: a hash of the code that does it (lib/iso, the
// XML writer and reader in lib/xml) and of the XML libraries' versions. Stored renderings carry
// it in their key (lib/catalogue/records/stored-renderings.ts), so a deploy that changes any of
// it serves live renderings until the stored ones are rendered again, never an old one. Read
// from the files the server runs (npm start builds again when they differ from the build).
// A change elsewhere in lib/iso (a decoder) re-renders too: cheap next to missing one.

const CODE_DIRECTORIES = ["lib/iso", "lib/xml"];
const LIBRARIES = ["xmlbuilder2", "fast-xml-parser"];

function sourceFiles(directory: string): string[] {
  // turbopackIgnore: code read at run time, not a file for the build to trace.
  return readdirSync(/* turbopackIgnore: true */ directory, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

let computed: string | undefined;

/** The renderers' version (12 hex digits, or the build's id); SIMPUL_RENDERING_VERSION overrides it (tests). */
export function renderingVersion(): string {
  const override = process.env.SIMPUL_RENDERING_VERSION;
  if (override) return override;
  computed ??= renderingVersionIn(process.cwd());
  return computed;
}

/** The version of the renderers installed under `root`. */
export function renderingVersionIn(root: string): string {
  try {
    return hashOfRenderers(root);
  } catch {
    // An installation without its sources (a copied build): the build's id, which every
    // deploy changes, so renderings are never older than the code that serves them.
    const buildId = join(/* turbopackIgnore: true */ root, ".next", "BUILD_ID");
    return `build-${readFileSync(/* turbopackIgnore: true */ buildId, "utf8").trim()}`;
  }
}

function hashOfRenderers(root: string): string {
  const hash = createHash("sha256");
  for (const directory of CODE_DIRECTORIES) {
    for (const file of sourceFiles(join(/* turbopackIgnore: true */ root, directory))) {
      hash
        .update(relative(root, file))
        .update("\0")
        .update(readFileSync(/* turbopackIgnore: true */ file))
        .update("\0");
    }
  }
  for (const library of LIBRARIES) {
    const path = join(root, "node_modules", library, "package.json");
    const manifest = JSON.parse(readFileSync(/* turbopackIgnore: true */ path, "utf8"));
    hash.update(`${library}@${manifest.version}\0`);
  }
  return hash.digest("hex").slice(0, 12);
}
