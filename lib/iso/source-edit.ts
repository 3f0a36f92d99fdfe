import { escapeXmlText } from "../xml/builder";
import { localName, startTag } from "../xml/tag-scan";
import type { SourceDocument, SourceStandard } from "./source-document";

// Editing an imported record changes its source document in place: the text of the elements
// that hold the edited fields, and the date stamp (a value Simpul owns once it changes the
// record). Nothing else of the document is touched: the edit is a splice of the text at the
// positions a small scanner finds, so prefixes, comments, layout and every other element stay
// byte for byte. A field whose element the document does not have, or holds as more than text,
// cannot be patched: the caller then serves the record's encoding instead.

/** Fields whose element can be rewritten in place, as the editor names them. */
export const PATCHABLE_FIELDS = ["judul", "judulAlternatif", "abstrak", "tujuan", "edisi"] as const;
export type PatchableField = (typeof PATCHABLE_FIELDS)[number];

interface ScannedElement {
  /** Local names from the root down to this element. */
  path: string[];
  /** Where the content starts (after the start tag) and ends (before the end tag). */
  contentStart: number;
  contentEnd: number;
  /** The element holds only text (character data, references, CDATA). */
  textOnly: boolean;
  /** Where the element's start tag begins and its end tag ends. */
  start: number;
  end: number;
}

/** Every element of the document with its positions, in document order. Assumes well-formed text. */
function scan(text: string): ScannedElement[] {
  const elements: ScannedElement[] = [];
  const open: ScannedElement[] = [];
  let i = 0;
  while (i < text.length) {
    const lt = text.indexOf("<", i);
    if (lt < 0) break;
    if (text.startsWith("<!--", lt)) {
      i = text.indexOf("-->", lt + 4) + 3;
      continue;
    }
    if (text.startsWith("<![CDATA[", lt)) {
      i = text.indexOf("]]>", lt + 9) + 3;
      continue;
    }
    if (text.startsWith("<?", lt) || text.startsWith("<!", lt)) {
      i = text.indexOf(">", lt) + 1;
      continue;
    }
    if (text[lt + 1] === "/") {
      const gt = text.indexOf(">", lt);
      const element = open.pop();
      if (element) {
        element.contentEnd = lt;
        element.end = gt + 1;
      }
      i = gt + 1;
      continue;
    }
    const tag = startTag(text, lt);
    if (!tag) break;
    const parent = open.at(-1);
    if (parent) parent.textOnly = false;
    const element: ScannedElement = {
      path: [...(parent?.path ?? []), localName(tag.name)],
      start: lt,
      contentStart: tag.end,
      contentEnd: tag.end,
      end: tag.end,
      textOnly: true,
    };
    elements.push(element);
    if (!tag.empty) open.push(element);
    i = tag.end;
  }
  return elements;
}

/** A path of local names; "*" stands for any one element. */
type Path = string[];
const matches = (path: string[], pattern: Path) =>
  path.length === pattern.length && pattern.every((name, i) => name === "*" || name === path[i]);

/** Below the data identification when there is one (as the decoders read), else the first. */
const identification = (...below: string[]): Path[] => [
  ["*", "identificationInfo", "MD_DataIdentification", ...below],
  ["*", "identificationInfo", "*", ...below],
];
const ISO_FIELDS: Record<PatchableField, Path[]> = {
  judul: identification("citation", "CI_Citation", "title", "*"),
  judulAlternatif: identification("citation", "CI_Citation", "alternateTitle", "*"),
  abstrak: identification("abstract", "*"),
  tujuan: identification("purpose", "*"),
  edisi: identification("citation", "CI_Citation", "edition", "*"),
};
const DUBLIN_CORE_FIELDS: Record<PatchableField, Path[]> = {
  judul: [["*", "title"]],
  judulAlternatif: [["*", "alternative"]],
  abstrak: [
    ["*", "abstract"],
    ["*", "description"],
  ],
  tujuan: [],
  edisi: [],
};

interface Splice {
  from: number;
  to: number;
  text: string;
}

/** The first text-only element at one of the paths (the first identification, the first title). */
function find(elements: ScannedElement[], paths: Path[]): ScannedElement | undefined {
  for (const pattern of paths) {
    const found = elements.find((element) => matches(element.path, pattern));
    if (found) return found.textOnly ? found : undefined;
  }
  return undefined;
}

/** The date stamp as the document writes it: a date where it has a date, a date-time otherwise. */
function stampText(current: string, stamp: Date): string {
  return /^\s*\d{4}-\d{2}-\d{2}\s*$/.test(current) ? stamp.toISOString().slice(0, 10) : stamp.toISOString();
}

function stampSplice(
  standard: SourceStandard,
  text: string,
  elements: ScannedElement[],
  stamp: Date,
): Splice | null {
  if (standard === "ISO19139") {
    const date = find(elements, [["*", "dateStamp", "*"]]);
    if (!date) return null;
    const current = text.slice(date.contentStart, date.contentEnd);
    return { from: date.contentStart, to: date.contentEnd, text: stampText(current, stamp) };
  }
  if (standard === "DUBLIN_CORE") {
    const modified = find(elements, [["*", "modified"]]);
    if (modified) return { from: modified.contentStart, to: modified.contentEnd, text: stamp.toISOString() };
    const root = elements[0];
    if (!root || root.end === root.contentStart) return null;
    return {
      from: root.contentEnd,
      to: root.contentEnd,
      text: `<modified xmlns="http://purl.org/dc/terms/">${stamp.toISOString()}</modified>`,
    };
  }
  // ISO 19115-3: the revision date among the record's dateInfo, when it has one.
  const revision = elements.find(
    (element) =>
      matches(element.path, ["*", "dateInfo", "CI_Date"]) &&
      /codeListValue\s*=\s*["']revision["']/.test(text.slice(element.start, element.end)),
  );
  if (!revision) return null;
  const date = elements.find(
    (element) =>
      element.start > revision.start &&
      element.end < revision.end &&
      matches(element.path, ["*", "dateInfo", "CI_Date", "date", "*"]) &&
      element.textOnly,
  );
  if (!date) return null;
  return {
    from: date.contentStart,
    to: date.contentEnd,
    text: stampText(text.slice(date.contentStart, date.contentEnd), stamp),
  };
}

/**
 * The source document with the edited fields' text replaced and its date stamp set to `stamp`
 * (`stamped`: whether it has one to set); null when a field cannot be patched in place
 * (absent, not text, or emptied).
 */
export function patchSource(
  source: SourceDocument,
  changes: Partial<Record<PatchableField, string | null>>,
  stamp: Date,
): { dokumen: string; stamped: boolean } | null {
  const text = source.dokumen;
  const elements = scan(text);
  const fields = source.standar === "DUBLIN_CORE" ? DUBLIN_CORE_FIELDS : ISO_FIELDS;
  const splices: Splice[] = [];
  for (const [field, value] of Object.entries(changes) as [PatchableField, string | null][]) {
    if (value === null || value === "") return null;
    const element = find(elements, fields[field]);
    if (!element) return null;
    splices.push({ from: element.contentStart, to: element.contentEnd, text: escapeXmlText(value) });
  }
  const stampEdit = stampSplice(source.standar, text, elements, stamp);
  if (stampEdit) splices.push(stampEdit);
  splices.sort((a, b) => b.from - a.from);
  let patched = text;
  for (const { from, to, text: replacement } of splices)
    patched = patched.slice(0, from) + replacement + patched.slice(to);
  return { dokumen: patched, stamped: stampEdit !== null };
}
