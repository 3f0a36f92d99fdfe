import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";

// The version of what renders a record: a hash of the code that does it and of its libraries'
// versions. Stored renderings carry it in their key (lib/catalogue/records/stored-renderings.ts),
// so a deploy that changes any of it serves live renderings until the stored ones are rendered
// again, never an old one. Read from the files the server runs (npm start builds again when they
// differ from the build). A change elsewhere in a listed folder (a decoder, a CQL2 parser)
// re-renders too: cheap next to missing one.
//  - "xml": CSW's renderings (lib/iso, the XML writer and reader in lib/xml);
//  - "protocols": OGC API – Records' record features and DCAT-AP's graphs (lib/ogcapi, lib/dcat,
//    and the record as they read it; the RDF/XML writer uses lib/xml).

export type RenderingFamily = "xml" | "protocols";

const XML_PATHS = ["lib/iso", "lib/xml"];
const XML_LIBRARIES = ["xmlbuilder2"];

const FAMILIES: Record<RenderingFamily, { paths: string[]; libraries: string[] }> = {
  xml: { paths: XML_PATHS, libraries: XML_LIBRARIES },
  protocols: {
    paths: [
      ...XML_PATHS,
      "lib/ogcapi",
      "lib/dcat",
      "lib/catalogue/public/load-published-record-details.ts",
      "lib/catalogue/records/record-detail.ts",
      "lib/quality/quality-status.ts",
    ],
    libraries: [...XML_LIBRARIES, "n3"],
  },
};

/** The source files at `path` (a folder, or one file), tests left out. */
function sourceFiles(path: string): string[] {
  // turbopackIgnore: code read at run time, not a file for the build to trace.
  if (statSync(/* turbopackIgnore: true */ path).isFile()) return [path];
  return readdirSync(/* turbopackIgnore: true */ path, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

const computed = new Map<RenderingFamily, string>();

/** The renderers' version (12 hex digits, or the build's id); SIMPUL_RENDERING_VERSION overrides it (tests). */
export function renderingVersion(family: RenderingFamily = "xml"): string {
  const override = process.env.SIMPUL_RENDERING_VERSION;
  if (override) return override;
  let version = computed.get(family);
  if (version === undefined) {
    version = renderingVersionIn(process.cwd(), family);
    computed.set(family, version);
  }
  return version;
}

/** The version of the renderers installed under `root`. */
export function renderingVersionIn(root: string, family: RenderingFamily = "xml"): string {
  try {
    return hashOfRenderers(root, FAMILIES[family]);
  } catch {
    // An installation without its sources (a copied build): the build's id, which every
    // deploy changes, so renderings are never older than the code that serves them.
    const buildId = join(/* turbopackIgnore: true */ root, ".next", "BUILD_ID");
    return `build-${readFileSync(/* turbopackIgnore: true */ buildId, "utf8").trim()}`;
  }
}

function hashOfRenderers(
  root: string,
  { paths, libraries }: { paths: string[]; libraries: string[] },
): string {
  const hash = createHash("sha256");
  for (const path of paths) {
    for (const file of sourceFiles(join(/* turbopackIgnore: true */ root, path))) {
      hash
        .update(relative(root, file))
        .update("\0")
        .update(readFileSync(/* turbopackIgnore: true */ file))
        .update("\0");
    }
  }
  for (const library of libraries) {
    const path = join(root, "node_modules", library, "package.json");
    const manifest = JSON.parse(readFileSync(/* turbopackIgnore: true */ path, "utf8"));
    hash.update(`${library}@${manifest.version}\0`);
  }
  return hash.digest("hex").slice(0, 12);
}
