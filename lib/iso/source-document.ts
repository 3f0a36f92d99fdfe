import { escapeXmlText } from "../xml/builder";
import type { XmlElement } from "../xml/element";
import { CSW, ISO19139, MDB_2016, MDB_2018 } from "../xml/namespaces";
import { localName, skipMisc, startTag, withoutXmlDeclaration } from "../xml/tag-scan";
import { gmdToMdb, mdbToGmd } from "./crosswalk/crosswalk";
import { OAI_DC } from "./decoders/dublin-core";
import type { IsoExportFormat } from "./formats";
import { inMdbEdition } from "./mdb-editions";

// The source document of an imported record is the record: served in its own standard, it is
// the document as received, with only the values Simpul owns written into it. Everything else
// (elements, attributes, namespaces and their prefixes, comments, anchors, translations,
// extensions) stays as it came. The owned values:
//  - the metadata identifier, when the document has none (or a nil one): the record's id, which Simpul's
//    answers (CSW, REST, the portal) use for it (ISO fileIdentifier or metadataIdentifier,
//    Dublin Core dc:identifier);
//  - the date stamp, once the record is edited in Simpul (source-edit.ts);
//  - the XML declaration, which says UTF-8: every answer is UTF-8, whatever the document's
//    own encoding was (ISO-8859-1 documents are stored decoded).

export type SourceStandard = "ISO19139" | "ISO19115_3_2016" | "ISO19115_3_2018" | "DUBLIN_CORE";

export interface SourceDocument {
  standar: SourceStandard;
  dokumen: string;
  /** Set once the record is edited in Simpul: the source is kept but no longer served. */
  disuntingPada?: Date | null;
}

/** What a loaded record knows of its source: the document itself only when it may be served. */
export type SourceRef = Omit<SourceDocument, "dokumen"> & { dokumen?: string };

/** The XML profile (lib/iso/registry.ts) that is the standard's own. */
export const FORMAT_OF_STANDARD = {
  ISO19139: "gmd",
  ISO19115_3_2016: "mdb2016",
  ISO19115_3_2018: "mdb2018",
  DUBLIN_CORE: "dublinCore",
} as const satisfies Record<SourceStandard, IsoExportFormat | "dublinCore">;

/**
 * The source to serve for a record asked for in `format`, if any: its own standard, not edited
 * since. A Dublin Core source serves the full element set only, and only when it is a
 * csw:Record (not a summary, brief or OAI-PMH record).
 */
export function sourceServedAs(
  source: SourceRef | null | undefined,
  format: string,
  elementSet: "brief" | "summary" | "full" = "full",
): SourceDocument | null {
  if (!isServable(source) || FORMAT_OF_STANDARD[source.standar] !== format) return null;
  if (source.standar !== "DUBLIN_CORE") return source;
  return elementSet === "full" && isCswRecord(source.dokumen) ? source : null;
}

/** Whether the source is what is served (it has not been edited since) and its text is loaded. */
export const isServable = (source: SourceRef | null | undefined): source is SourceDocument =>
  Boolean(source && !source.disuntingPada && source.dokumen !== undefined);

/** The standards whose documents may give a record asked for in `format` (which to load). */
export function standardsServing(format: string, elementSet: "brief" | "summary" | "full"): SourceStandard[] {
  return (Object.keys(FORMAT_OF_STANDARD) as SourceStandard[]).filter((standard) =>
    standard === "DUBLIN_CORE"
      ? format === "dublinCore" && elementSet === "full"
      : FORMAT_OF_STANDARD[standard] === format || isIsoFormat(format),
  );
}

// Every ISO source serves every ISO format: its own, the other edition of 19115-3, or the
// other standard through the crosswalk (lib/iso/crosswalk).
const isIsoFormat = (format: string) => format === "gmd" || format in EDITION_FORMAT;

const EDITION_FORMAT = { mdb2016: "2016", mdb2018: "2018" } as const;

/**
 * The served text (no XML declaration) of a record's source asked for in `format`, if the
 * source gives it: in its own standard as served, an ISO 19115-3 document in the other
 * edition of 19115-3 by its namespaces (mdb-editions.ts), and an ISO document in the other
 * ISO standard through the crosswalk (which gives nothing for a document it cannot make
 * conformant). null: the record's encoding is served.
 */
export function sourceTextAs(
  source: SourceRef | null | undefined,
  id: string,
  format: string,
  elementSet: "brief" | "summary" | "full" = "full",
): string | null {
  const own = sourceServedAs(source, format, elementSet);
  if (own) return servedSource(own, id);
  if (!isServable(source) || source.standar === "DUBLIN_CORE" || !isIsoFormat(format)) return null;
  const served = servedSource(source, id);
  const edition = EDITION_FORMAT[format as keyof typeof EDITION_FORMAT];
  if (source.standar === "ISO19139") return crosswalked(() => gmdToMdb(served, edition));
  if (format === "gmd") return crosswalked(() => mdbToGmd(served));
  return inMdbEdition(served, edition);
}

/** The crosswalk's document, or null when it has none (or the source does not parse). */
function crosswalked(crosswalk: () => { xml: string | null }): string | null {
  try {
    return crosswalk().xml;
  } catch {
    return null;
  }
}

/** The standard of a document the decoders read (lib/iso/registry.ts), by its root element. */
export function sourceStandardOf(root: XmlElement): SourceStandard {
  if (root.ns === CSW.csw || root.ns === OAI_DC) return "DUBLIN_CORE";
  if (root.ns === MDB_2018.mdb) return "ISO19115_3_2018";
  if (root.ns === MDB_2016.mdb) return "ISO19115_3_2016";
  return "ISO19139"; // gmd, gmi and gmd content under a national root (geocat.ch)
}

/** Whether the document's root is csw:Record (its prefix declared on it, as a record's is). */
function isCswRecord(text: string): boolean {
  const body = withoutXmlDeclaration(text);
  const root = startTag(body, skipMisc(body, 0));
  if (!root || localName(root.name) !== "Record") return false;
  const prefix = root.name.includes(":") ? `:${root.name.slice(0, root.name.indexOf(":"))}` : "";
  const tag = body.slice(0, root.end);
  return tag.includes(`xmlns${prefix}="${CSW.csw}"`) || tag.includes(`xmlns${prefix}='${CSW.csw}'`);
}

/** The element holding the metadata identifier, as the first child of the root, in each standard. */
function identifierElement(standard: SourceStandard, id: string): string {
  const text = escapeXmlText(id);
  if (standard === "DUBLIN_CORE") return `<identifier xmlns="${CSW.dc}">${text}</identifier>`;
  if (standard === "ISO19139") {
    return `<fileIdentifier xmlns="${ISO19139.gmd}"><CharacterString xmlns="${ISO19139.gco}">${text}</CharacterString></fileIdentifier>`;
  }
  const ns = standard === "ISO19115_3_2018" ? MDB_2018 : MDB_2016;
  return `<metadataIdentifier xmlns="${ns.mdb}"><MD_Identifier xmlns="${ns.mcc}"><code><CharacterString xmlns="${ns.gco}">${text}</CharacterString></code></MD_Identifier></metadataIdentifier>`;
}

/**
 * Where the document names its metadata identifier: ISO puts it first in the root (ISO 19139
 * fileIdentifier, ISO 19115-3 metadataIdentifier); Dublin Core has dc:identifier anywhere.
 * "named"; "empty" with the element's place when it is there without a value (nil, or no
 * text), which the record's id then takes; "absent".
 */
function identifierIn(
  standard: SourceStandard,
  text: string,
  contentStart: number,
): { kind: "named" | "absent" } | { kind: "empty"; from: number; to: number } {
  if (standard === "DUBLIN_CORE")
    return { kind: /<(?:[A-Za-z_][\w.-]*:)?identifier[\s/>]/.test(text) ? "named" : "absent" };
  const from = skipMisc(text, contentStart);
  const first = startTag(text, from);
  const expected = standard === "ISO19139" ? "fileIdentifier" : "metadataIdentifier";
  if (first === null || localName(first.name) !== expected) return { kind: "absent" };
  if (first.empty) return { kind: "empty", from, to: first.end };
  const close = text.indexOf(`</${first.name}`, first.end);
  const to = text.indexOf(">", close) + 1;
  if (close < 0 || to <= 0) return { kind: "named" };
  const content = text.slice(first.end, close).replace(/<!--[\s\S]*?-->|<[^>]*>/g, "");
  return content.trim() === "" ? { kind: "empty", from, to } : { kind: "named" };
}

/**
 * The source document as served, without its XML declaration (so that it can go inside a CSW
 * response as it is): the owned values written in. `id` is the record's id.
 */
export function servedSource(source: SourceDocument, id: string): string {
  const text = withoutXmlDeclaration(source.dokumen);
  const root = startTag(text, skipMisc(text, 0));
  if (!root || root.empty) return text;
  const identifier = identifierIn(source.standar, text, root.end);
  if (identifier.kind === "named") return text;
  if (identifier.kind === "empty")
    return `${text.slice(0, identifier.from)}${identifierElement(source.standar, id)}${text.slice(identifier.to)}`;
  return `${text.slice(0, root.end)}${identifierElement(source.standar, id)}${text.slice(root.end)}`;
}

/** A served source (servedSource, sourceTextAs) as a whole document, with the UTF-8 XML declaration. */
export const withXmlDeclaration = (served: string): string =>
  `<?xml version="1.0" encoding="UTF-8"?>\n${served}`;

/** A served source as a whole document. */
export const servedSourceDocument = (source: SourceDocument, id: string): string =>
  withXmlDeclaration(servedSource(source, id));
