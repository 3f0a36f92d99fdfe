import { escapeXmlText } from "../xml/builder";
import { type ScannedElement, scanElements } from "../xml/element-scan";
import type { SourceDocument, SourceStandard } from "./source-document";
import { mergeSections, type SectionField, type Splice } from "./source-sections";

// Editing an imported record changes its source document in place: the text of the elements
// that hold the edited fields, and the date stamp (a value Simpul owns once it changes the
// record). Nothing else of the document is touched: the edit is a splice of the text at the
// positions a small scanner finds, so prefixes, comments, layout and every other element stay
// byte for byte. Fields that are more than one element's text (and text fields the document
// lacks or the edit clears) are merged from the record's encodings before and after the edit
// (source-sections.ts). What cannot be made in the document leaves the caller serving the
// record's encoding instead.

/** Fields whose element can be rewritten in place, as the editor names them. */
export const PATCHABLE_FIELDS = ["judul", "judulAlternatif", "abstrak", "tujuan", "edisi"] as const;
export type PatchableField = (typeof PATCHABLE_FIELDS)[number];

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

/** The first text-only element at one of the paths (the first identification, the first title). */
function find(elements: ScannedElement[], paths: Path[]): ScannedElement | undefined {
  for (const pattern of paths) {
    const found = elements.find((element) => matches(element.path, pattern));
    if (found) return found.textOnly ? found : undefined;
  }
  return undefined;
}

/** The date stamp as the document's element types it: a gco:Date a day, a date-time otherwise. */
function stampText(element: ScannedElement, stamp: Date): string {
  return element.path.at(-1) === "Date" ? stamp.toISOString().slice(0, 10) : stamp.toISOString();
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
    return { from: date.contentStart, to: date.contentEnd, text: stampText(date, stamp) };
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
    text: stampText(date, stamp),
  };
}

/**
 * The source document with the edited fields changed and its date stamp set to `stamp`
 * (`stamped`: whether it has one to set); null when an edit cannot be made in it. `text`: the
 * fields whose element's text is rewritten (absent, not text, or emptied: cannot be made);
 * `sections`: the fields merged from the record's encodings before and after the edit
 * (source-sections.ts), which `encodings` writes only when some field needs them.
 */
export function patchSource(
  source: SourceDocument,
  edit: {
    text?: Partial<Record<PatchableField, string | null>>;
    sections?: { fields: SectionField[]; encodings: () => { before: string; after: string } };
  },
  stamp: Date,
): { dokumen: string; stamped: boolean } | null {
  const text = source.dokumen;
  const elements = scanElements(text);
  const fields = source.standar === "DUBLIN_CORE" ? DUBLIN_CORE_FIELDS : ISO_FIELDS;
  const splices: Splice[] = [];
  const sectionFields: SectionField[] = [...(edit.sections?.fields ?? [])];
  for (const [field, value] of Object.entries(edit.text ?? {}) as [PatchableField, string | null][]) {
    const element = value === null || value === "" ? undefined : find(elements, fields[field]);
    if (element)
      splices.push({
        from: element.contentStart,
        to: element.contentEnd,
        text: escapeXmlText(value as string),
      });
    else if (edit.sections)
      sectionFields.push(field); // added or cleared: merged as an element
    else return null;
  }
  if (edit.sections && sectionFields.length > 0) {
    const { before, after } = edit.sections.encodings();
    const merged = mergeSections(source.standar, text, sectionFields, before, after);
    if (merged === null) return null;
    splices.push(...merged);
  }
  const stampEdit = stampSplice(source.standar, text, elements, stamp);
  if (stampEdit) splices.push(stampEdit);
  splices.sort((a, b) => b.from - a.from || b.to - a.to);
  for (let i = 1; i < splices.length; i++) {
    // Two edits of one place (a field's text inside a section the edit rewrites) cannot both be made.
    if ((splices[i] as Splice).to > (splices[i - 1] as Splice).from) return null;
  }
  let patched = text;
  for (const { from, to, text: replacement } of splices)
    patched = patched.slice(0, from) + replacement + patched.slice(to);
  return { dokumen: patched, stamped: stampEdit !== null };
}
