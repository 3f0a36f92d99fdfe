import type { XmlElement } from "../xml/element";
import { XLINK } from "../xml/namespaces";
import { readXml } from "../xml/read-xml";

// What CSW's AnyText searches: every character value of the record as it is served, each one
// as written (whitespace collapsed), in document order, each distinct value once. The values
// are the text of every element (titles, abstracts, keywords, names of parties, lineage,
// constraints, formats, URLs, identifiers, codes, dates and numbers, as pycsw's AnyText holds
// them too), and the attributes that carry a value instead of text: a code list value, a
// link's target and title, a reference's uuid. Not the attributes that say how the document is
// written (codeList registers, gml:id, schema locations, nil reasons).

const VALUE_ATTRIBUTES = ["codeListValue", "uuidref", `{${XLINK}}href`, `{${XLINK}}title`] as const;

const HAS_VALUE = /\S/;
/** Whitespace that collapsing would change: a run, a character other than a space, at either end. */
const MAY_COLLAPSE = /\s\s|[^\S ]|^\s|\s$/;

/** The character values of a document: each distinct one once, in document order. */
export function searchValuesOf(root: XmlElement): string[] {
  const values = new Set<string>();
  const add = (raw: string | undefined) => {
    // Most elements hold only the indentation before their children: no value, nothing to copy.
    if (raw === undefined || !HAS_VALUE.test(raw)) return;
    values.add(MAY_COLLAPSE.test(raw) ? raw.replace(/\s+/g, " ").trim() : raw);
  };
  const visit = (element: XmlElement) => {
    add(element.text);
    for (const name of VALUE_ATTRIBUTES) add(element.attrs[name]);
    for (const child of element.children) visit(child);
  };
  visit(root);
  return [...values];
}

/** The values of a document's text (see searchValuesOf). */
export const searchValuesOfDocument = (xml: string): string[] => searchValuesOf(readXml(xml));
