import { attribute, firstChild, onlyChild, type XmlElement, type XmlName } from "../../xml/element";
import { GML32, MDB_2016, MDB_2018 } from "../../xml/namespaces";
import { parseIsoDate } from "../iso-values";

// Reading ISO 19115-3 values leniently, in either edition: names match by namespace URI
// (both editions' URI where they differ), text comes from gco:CharacterString, gcx:Anchor or
// lan:PT_FreeText, code list values from codeListValue or the element text, dates in any
// ISO 8601 precision the schemas allow (a year-month "2015-05" is the first of the month).

type Prefix = keyof typeof MDB_2016 | "gml";
/** A prefixed name such as "cit:CI_Citation"; the prefix stands for both editions' namespaces. */
export type QName = `${Prefix}:${string}`;

const EITHER: Record<Prefix, string | readonly string[]> = {
  ...MDB_2016,
  mdb: [MDB_2016.mdb, MDB_2018.mdb],
  cit: [MDB_2016.cit, MDB_2018.cit],
  mrl: [MDB_2016.mrl, MDB_2018.mrl],
  mrc: [MDB_2016.mrc, MDB_2018.mrc],
  mac: [MDB_2016.mac, MDB_2018.mac],
  srv: [MDB_2016.srv, MDB_2018.srv],
  gml: GML32,
};

const names = new Map<string, XmlName>();

/** The name "cit:CI_Citation" in either edition's namespace. */
export function q(name: QName): XmlName {
  let found = names.get(name);
  if (!found) {
    const colon = name.indexOf(":");
    found = [EITHER[name.slice(0, colon) as Prefix], name.slice(colon + 1)];
    names.set(name, found);
  }
  return found;
}

/** Collects what was read leniently or left out (see DecodeResult.warnings). */
export type Warn = (message: string) => void;

/** What a warning is about, in Indonesian then English: ["judul", "title"]. */
export type Label = readonly [id: string, en: string];

const TEXT: Label = ["teks", "text"];

function trimmed(value: string | undefined): string | null {
  const text = value?.trim();
  return text ? text : null;
}

/** Text of an element and its descendants, trimmed; null when empty. */
export function plainText(element: XmlElement | undefined): string | null {
  if (!element) return null;
  if (element.children.length === 0) return trimmed(element.text);
  const parts: string[] = [];
  const collect = (el: XmlElement) => {
    parts.push(el.text);
    for (const child of el.children) collect(child);
  };
  collect(element);
  return trimmed(parts.join(""));
}

const TEXT_TYPES = [q("gco:CharacterString"), q("gcx:Anchor"), q("gcx:FileName"), q("gcx:MimeFileType")];

function freeText(element: XmlElement): XmlElement[] {
  return element.children
    .filter((child) => child.local === "textGroup")
    .map((group) => group.children[0])
    .filter((child): child is XmlElement => child !== undefined);
}

/**
 * The text of a CharacterString property. Other-language versions (lan:PT_FreeText) are
 * left out with a warning naming the field; text placed directly in the property is read too.
 */
export function stringOf(
  property: XmlElement | undefined,
  warn?: Warn,
  [id, en]: Label = TEXT,
): string | null {
  if (!property) return null;
  const main = TEXT_TYPES.map((name) => firstChild(property, name)).find(Boolean);
  const localised = firstChild(property, q("lan:PT_FreeText"));
  const translations = localised ? freeText(localised) : [];
  if (main) {
    if (translations.length > 0 && warn)
      warn(
        `Versi bahasa lain dari ${id} tidak disimpan / other-language versions of the ${en} were left out`,
      );
    return plainText(main);
  }
  if (translations.length > 0) {
    if (translations.length > 1 && warn)
      warn(
        `Hanya versi bahasa pertama dari ${id} yang disimpan / only the first language version of the ${en} was kept`,
      );
    return plainText(translations[0]);
  }
  return property.children.length === 0 ? trimmed(property.text) : null;
}

/** All texts of a repeated CharacterString property, in document order. */
export function stringsOf(properties: XmlElement[], warn?: Warn, field?: Label): string[] {
  return properties.map((p) => stringOf(p, warn, field)).filter((t): t is string => t !== null);
}

/** A code list value: codeListValue of the property's code element, else that element's text. */
export function codeOf(property: XmlElement | undefined): string | null {
  const code = onlyChild(property);
  if (!code) return trimmed(property?.text);
  return trimmed(attribute(code, "codeListValue")) ?? plainText(code);
}

/** The date in a gco:Date_PropertyType or gco:DateTime_PropertyType; warns when unreadable. */
export function dateOf(property: XmlElement | undefined, warn: Warn, [id, en]: Label): Date | null {
  if (!property) return null;
  const value = onlyChild(property) ? plainText(onlyChild(property)) : trimmed(property.text);
  if (value === null) return null;
  const date = parseIsoDate(value);
  if (!date) {
    warn(
      `${id} "${value}" bukan tanggal ISO 8601 dan tidak disimpan / the ${en} "${value}" is not an ISO 8601 date and was left out`,
    );
  }
  return date;
}

/** A number (gco:Decimal, gco:Real, gco:Integer, gco:Distance), or null. The pattern is unambiguous: linear on long digit runs. */
export function numberOf(property: XmlElement | undefined): number | null {
  const text = onlyChild(property) ? plainText(onlyChild(property)) : trimmed(property?.text);
  if (text === null || !/^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/.test(text)) return null;
  return Number(text);
}

/** A gco:Boolean value; null when absent or nil. */
export function booleanOf(property: XmlElement | undefined): boolean | null {
  const text = plainText(onlyChild(property));
  if (text === "true" || text === "1") return true;
  if (text === "false" || text === "0") return false;
  return null;
}
