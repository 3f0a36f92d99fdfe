import { attribute, childrenNamed, type XmlElement, type XmlName } from "../../xml/element";
import { ISO19139, XLINK } from "../../xml/namespaces";
import { parseIsoDate } from "../iso-values";

// Lenient readers for ISO 19139 values as real documents write them: text in gco:CharacterString,
// gmx:Anchor, gmd:URL or PT_FreeText; code lists by codeListValue or text; dates with or without
// a time, or only a year and month. What cannot be read becomes null plus a warning.

export type Warnings = string[];

/** What a warning is about, in Indonesian then English: ["tanggal edisi", "edition date"]. */
export type Label = readonly [id: string, en: string];

export const gmd = (local: string): XmlName => [ISO19139.gmd, local];
/** Service identification properties: srv, and gmd where documents get the namespace wrong. */
export const srvOrGmd = (local: string): XmlName => [[ISO19139.srv, ISO19139.gmd], local];

/** The object inside a property element (its first element child), whatever profile names it. */
export const objectOf = (property: XmlElement | undefined): XmlElement | undefined => property?.children[0];

/** The objects of every property of that name (properties given only by reference are left out). */
export function objectsOf(parent: XmlElement | undefined, name: XmlName): XmlElement[] {
  return childrenNamed(parent, name).flatMap((property) => property.children.slice(0, 1));
}

/** The ISO class of an object: profiles (geocat.ch) extend classes and say which in gco:isoType. */
export function classOf(object: XmlElement): string {
  const isoType = attribute(object, "isoType", ISO19139.gco);
  return isoType ? isoType.slice(isoType.indexOf(":") + 1) : object.local;
}

/** The first text below an element, depth first: the main CharacterString before translations. */
export function readText(element: XmlElement | undefined): string | undefined {
  if (!element) return undefined;
  const own = element.text.trim();
  if (own !== "") return own;
  for (const child of element.children) {
    const found = readText(child);
    if (found !== undefined) return found;
  }
  return undefined;
}

export const textOrNull = (element: XmlElement | undefined): string | null => readText(element) ?? null;

/** A code list value: the codeListValue attribute, else the element text. */
export function readCode(property: XmlElement | undefined): string | undefined {
  const code = objectOf(property);
  if (!code) return readText(property);
  const value = attribute(code, "codeListValue")?.trim();
  return value ? value : readText(code);
}

/** The first of several values the model holds once, with a warning naming what was dropped. */
export function single(elements: XmlElement[], what: Label, warnings: Warnings): XmlElement | undefined {
  if (elements.length > 1) {
    const n = elements.length;
    warnings.push(
      `Ditemukan ${n} ${what[0]}; hanya yang pertama disimpan / ${n} ${what[1]} found; only the first was kept`,
    );
  }
  return elements[0];
}

export function hrefOf(element: XmlElement | undefined): string | undefined {
  return attribute(element, "href", XLINK)?.trim() || undefined;
}

/** A date property (gco:Date or gco:DateTime); empty or nil is null, unreadable text a warning. */
export function readDate(property: XmlElement | undefined, what: Label, warnings: Warnings): Date | null {
  const text = readText(property);
  if (text === undefined) return null;
  const date = parseIsoDate(text);
  if (!date)
    warnings.push(
      `${what[0]}: "${text}" bukan tanggal; dikosongkan / ${what[1]}: "${text}" is not a date; left empty`,
    );
  return date;
}

// Unambiguous (no two ways to split a run of digits), so a long non-number fails in linear time.
const NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/** A number property (gco:Decimal, gco:Integer, gco:Distance ...), surrounding spaces allowed. */
export function readNumber(property: XmlElement | undefined, what: Label, warnings: Warnings): number | null {
  const text = readText(property);
  if (text === undefined) return null;
  if (NUMBER.test(text)) return Number(text);
  warnings.push(
    `${what[0]}: "${text}" bukan angka; dikosongkan / ${what[1]}: "${text}" is not a number; left empty`,
  );
  return null;
}
