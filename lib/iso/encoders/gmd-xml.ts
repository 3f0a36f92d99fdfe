import { CODE_LISTS, GML32, ISO19139, XSI } from "../../xml/namespaces";
import { isCalendarDate, isoDateOrDateTime } from "../iso-values";

// The small writers every ISO 19139 section module uses: elements, gco wrappers, code lists,
// nil properties, dates and numbers. Each keeps one schema rule in one place (a mandatory
// property we cannot fill gets gco:nilReason; xs:decimal has no exponent; and so on).
// They append to the DOM of the xmlbuilder2 document directly: a gmd record has ~400 elements,
// and the builder's per-call parsing and checks would double the encoding time.

/** An element of the document being built. */
export type Parent = Element;

const NAMESPACES: Record<string, string> = {
  gmd: ISO19139.gmd,
  gco: ISO19139.gco,
  gmi: ISO19139.gmi,
  gml: GML32,
  xsi: XSI,
  xmlns: "http://www.w3.org/2000/xmlns/",
};

function namespaceOf(qname: string): string {
  const namespace = NAMESPACES[qname.slice(0, qname.indexOf(":"))];
  if (namespace === undefined) throw new Error(`gmd encoder: no namespace for ${qname}`);
  return namespace;
}

/** Appends a new element (a prefixed name: gmd, gco, gml, gmi) and returns it. */
export function child(parent: Parent, qname: string): Element {
  const element = (parent.ownerDocument as Document).createElementNS(namespaceOf(qname), qname);
  parent.appendChild(element);
  return element;
}

/** Appends a chain of nested elements, each inside the previous one, and returns the innermost. */
export function path(parent: Parent, ...qnames: string[]): Element {
  let current = parent;
  for (const qname of qnames) current = child(current, qname);
  return current;
}

export function text(element: Element, value: string): Element {
  element.appendChild((element.ownerDocument as Document).createTextNode(value));
  return element;
}

/** Sets an attribute: prefixed names in their namespace, plain names in none. */
export function attribute(element: Element, qname: string, value: string): Element {
  if (qname.includes(":")) element.setAttributeNS(namespaceOf(qname), qname, value);
  else element.setAttribute(qname, value);
  return element;
}

/** A value worth writing: not null and not blank. */
export const present = (value: string | null | undefined): value is string =>
  value !== null && value !== undefined && value.trim() !== "";

export function characterString(parent: Parent, name: string, value: string): void {
  text(path(parent, name, "gco:CharacterString"), value);
}

/** An optional CharacterString property, left out when the value is empty. */
export function optionalString(parent: Parent, name: string, value: string | null): void {
  if (present(value)) characterString(parent, name, value);
}

/** A mandatory CharacterString property, nil ("missing") when the value is empty. */
export function requiredString(parent: Parent, name: string, value: string | null): void {
  if (present(value)) characterString(parent, name, value);
  else nil(parent, name, "missing");
}

export function nil(parent: Parent, name: string, reason: "missing" | "unknown"): void {
  attribute(child(parent, name), "gco:nilReason", reason);
}

/** A code list property: the official 19139 register, the value as codeListValue and as text. */
export function codeList(parent: Parent, name: string, list: string, value: string): void {
  const code = path(parent, name, `gmd:${list}`);
  attribute(code, "codeList", `${CODE_LISTS.iso19139}#${list}`);
  text(attribute(code, "codeListValue", value), value);
}

export function optionalCodeList(parent: Parent, name: string, list: string, value: string | null): void {
  if (present(value)) codeList(parent, name, list, value);
}

/** ISO 639-2 is the register 19139 documents cite for LanguageCode (gmxCodelists has none). */
export function languageCode(parent: Parent, name: string, value: string): void {
  const code = path(parent, name, "gmd:LanguageCode");
  attribute(code, "codeList", "http://www.loc.gov/standards/iso639-2/");
  text(attribute(code, "codeListValue", value), value);
}

/** A gco:Date_PropertyType (gco:Date or gco:DateTime by the rule above). */
export function dateProperty(parent: Parent, name: string, date: Date): void {
  text(path(parent, name, isCalendarDate(date) ? "gco:Date" : "gco:DateTime"), isoDateOrDateTime(date));
}
