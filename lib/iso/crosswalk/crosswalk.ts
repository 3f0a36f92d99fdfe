import type { XmlElement } from "../../xml/element";
import { ISO19139 } from "../../xml/namespaces";
import { readXml } from "../../xml/read-xml";
import { conformanceProblems } from "./conformance";
import { Crosswalk, type Direction } from "./engine";
import { GMD_NAMESPACES, MDB_NAMESPACES, type MdbEdition, prefixesOf } from "./namespaces";
import { toGmdDirection } from "./to-gmd";
import { toMdbDirection } from "./to-mdb";
import { writeXml } from "./write-xml";

// ISO 19139 <-> ISO 19115-3, both editions: an ISO document served in the other standard.
// Each call parses the text, transforms the tree (engine.ts and the to-mdb / to-gmd rules)
// and writes a whole document without XML declaration. What has no counterpart in the
// target is left out; `dropped` names it by its source path (without-counterpart.ts lists
// what the standards lack). A result that does not conform to the target's class tables
// (conformance.ts) has no xml: the caller serves something else.

export interface Crosswalked {
  /** The document in the target standard, or null when it could not be made conformant. */
  xml: string | null;
  /** Source paths of what was left out, e.g. "gmd:CI_Citation/gmd:collectiveTitle". */
  dropped: string[];
  /** Why xml is null: where the built document breaks the target's content models. */
  problems: string[];
}

const ROOT_NAMES = new Set(["MD_Metadata", "MI_Metadata"]);

/** The built tree, or null with the problems when it does not conform to the target. */
function build(
  source: XmlElement,
  direction: Direction,
  rootRule: string,
): { built: XmlElement | null; dropped: string[]; problems: string[] } {
  const cx = new Crosswalk(direction, source);
  const built = cx.object(source, rootRule);
  if (!built) return { built: null, dropped: cx.dropped, problems: ["nothing to write"] };
  const problems = conformanceProblems(built, direction.target, direction.targetUri, direction.excluded);
  return { built: problems.length === 0 ? built : null, dropped: cx.dropped, problems };
}

function run(
  source: XmlElement,
  direction: Direction,
  rootRule: string,
  namespaces: Readonly<Record<string, string>>,
  schemaLocation: (root: XmlElement) => string,
): Crosswalked {
  const { built, dropped, problems } = build(source, direction, rootRule);
  const xml = built ? writeXml(built, prefixesOf(namespaces), schemaLocation(built)) : null;
  return { xml, dropped, problems };
}

const isGmdFamily = (ns: string) => ns.startsWith("http://www.isotc211.org/2005/");

/**
 * An ISO 19139 document (gmd or gmi root, or gmd content under a national root) in ISO 19115-3.
 * Throws what readXml throws for text that is not XML.
 */
export function gmdToMdb(text: string, edition: MdbEdition): Crosswalked {
  const source = readXml(text);
  const mdb = MDB_NAMESPACES[edition].mdb as string;
  const mds = mdb.replace("/mdb/", "/mds/");
  const gmdContent = source.children.some((child) => child.ns === ISO19139.gmd);
  if (!isGmdFamily(source.ns) && !gmdContent)
    return { xml: null, dropped: [], problems: ["not an ISO 19139 document"] };
  return run(
    source,
    toMdbDirection(edition),
    ROOT_NAMES.has(source.local) ? source.local : "MD_Metadata",
    MDB_NAMESPACES[edition],
    () => `${mds} ${mds}/mds.xsd`,
  );
}

const mdbEditionOf = (root: XmlElement): MdbEdition | null =>
  root.local !== "MD_Metadata"
    ? null
    : root.ns === MDB_NAMESPACES["2016"].mdb
      ? "2016"
      : root.ns === MDB_NAMESPACES["2018"].mdb
        ? "2018"
        : null;

/**
 * The tree mdbToGmd writes, for a document already read (an import reads the queryables of
 * what it will serve in ISO 19139 from it without writing and reading that text); null where
 * mdbToGmd gives no document.
 */
export function mdbToGmdTree(source: XmlElement): XmlElement | null {
  const edition = mdbEditionOf(source);
  return edition ? build(source, toGmdDirection(edition), "MD_Metadata").built : null;
}

/** An ISO 19115-3 document (either edition) in ISO 19139; gmi:MI_Metadata when it holds acquisition information. */
export function mdbToGmd(text: string): Crosswalked {
  const source = readXml(text);
  const edition = mdbEditionOf(source);
  if (!edition) return { xml: null, dropped: [], problems: ["not an ISO 19115-3 document"] };
  return run(source, toGmdDirection(edition), "MD_Metadata", GMD_NAMESPACES, (root) =>
    root.ns === ISO19139.gmi
      ? `${ISO19139.gmi} http://www.isotc211.org/2005/gmi/gmi.xsd`
      : `${ISO19139.gmd} http://schemas.opengis.net/iso/19139/20070417/gmd/gmd.xsd`,
  );
}
