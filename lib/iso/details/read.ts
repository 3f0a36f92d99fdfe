import type { TSourceIdentifier } from "../../schemas/source-details";
import { attribute, childrenNamed, firstChild, type XmlElement, type XmlName } from "../../xml/element";
import { ISO19139, MDB_2016, MDB_2018, XLINK } from "../../xml/namespaces";
import { objectOf, readCode, readText } from "../decoders/gmd-read";

// Reading a source document's details in either standard. ISO 19139 and ISO 19115-3 give most
// of these properties the same local names (citation, identifier, code, descriptiveKeywords,
// geographicElement, serviceType ...) in different namespaces, so a name is a local name in
// the standard's family of namespaces; where the two differ, callers name both. Values are
// taken as written: text trimmed at its ends, nothing else changed.

/** The namespaces of a standard's properties (not gco/gcx/gmx values, which are read as text). */
export type Family = readonly string[];

export const GMD_FAMILY: Family = [ISO19139.gmd, ISO19139.srv, ISO19139.gmi];
export const MDB_FAMILY: Family = [
  ...new Set([...Object.values(MDB_2016), ...Object.values(MDB_2018)]),
].filter((ns) => !/\/(gco|gcx)\//.test(ns));

/** Names in one standard's family: `name("citation")`. */
export type Names = (local: string) => XmlName;

export function namesIn(family: Family): Names {
  const cache = new Map<string, XmlName>();
  return (local) => {
    let name = cache.get(local);
    if (!name) {
      name = [family, local];
      cache.set(local, name);
    }
    return name;
  };
}

/** The objects of every property of that name (a property given only by reference has none). */
export const objects = (parent: XmlElement | undefined, name: XmlName): XmlElement[] =>
  childrenNamed(parent, name).flatMap((property) => property.children.slice(0, 1));

/** The object of the first property of that name. */
export const objectIn = (parent: XmlElement | undefined, name: XmlName): XmlElement | undefined =>
  objectOf(firstChild(parent, name));

/** A property's text (CharacterString, Anchor, URL, LocalName; the main text of PT_FreeText). */
export const textOf = (property: XmlElement | undefined): string | undefined => readText(property);

/** A code list value as written (codeListValue, else the text). */
export const codeOf = (property: XmlElement | undefined): string | undefined => readCode(property);

/** The xlink:href of an element, as written. */
export const linkOf = (element: XmlElement | undefined): string | undefined =>
  attribute(element, "href", XLINK)?.trim() || undefined;

/** The URI of a text property written as an Anchor (gmx:Anchor, gcx:Anchor). */
export function anchorOf(property: XmlElement | undefined): string | undefined {
  const value = objectOf(property);
  return value?.local === "Anchor" ? linkOf(value) : undefined;
}

/** An MD_Identifier or RS_Identifier: null without a code. */
export function identifierOf(identifier: XmlElement | undefined, name: Names): TSourceIdentifier | null {
  const code = firstChild(identifier, name("code"));
  const kode = textOf(code);
  if (kode === undefined) return null;
  return {
    kode,
    codeSpace: textOf(firstChild(identifier, name("codeSpace"))),
    versi: textOf(firstChild(identifier, name("version"))),
    href: anchorOf(code),
  };
}

/** The items without exact repeats (the sections of one document often repeat an extent). */
export function distinct<T>(items: T[]): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = JSON.stringify(item);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export const present = <T>(items: (T | null | undefined)[]): T[] =>
  items.filter((item): item is T => item !== null && item !== undefined);
