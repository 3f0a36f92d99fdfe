import type { XmlElement } from "../xml/element";
import { readXml } from "../xml/read-xml";

// ISO 19115-3 as published in 2016 and as revised in 2018 differ in their namespaces (1.0 and
// 2.0 of cit, mac, mdb, mrc, mrl, msr and the md*/mda/mds/mdt wrappers; srv 2.0 and 2.1) and
// in a few elements the revision added (19115-2 content). A document changes edition by its
// namespace names alone: every element, value, prefix and comment stays as it is. 2016 to 2018
// always works (the 2018 schemas hold every 2016 element); 2018 to 2016 only for a document
// without the elements 2016 lacks (ADDED_IN_2018), which is then served in its encoding.

const ISO19115_3 = "http://standards.iso.org/iso/19115/-3";
const VERSIONED = ["cit", "mac", "md1", "md2", "mda", "mdb", "mds", "mdt", "mrc", "mrl", "msr"];

/** [2016 namespace, 2018 namespace] pairs; srv/2.1 is published under schemas.isotc211.org too. */
const PAIRS: [string, string][] = [
  ...VERSIONED.map((ns): [string, string] => [`${ISO19115_3}/${ns}/1.0`, `${ISO19115_3}/${ns}/2.0`]),
  [`${ISO19115_3}/srv/2.0`, `${ISO19115_3}/srv/2.1`],
];

/** The elements of the 2018 namespaces that 2016 has no counterpart for (from the schemas). */
export const ADDED_IN_2018: Record<string, string[]> = {
  [`${ISO19115_3}/mac/2.0`]: [
    "MI_InstrumentationEvent",
    "MI_InstrumentationEventList",
    "MI_Revision",
    "MI_Sensor",
    "author",
    "content",
    "dateInfo",
    "extent",
    "history",
    "instrumentationEvent",
    "otherProperty",
    "otherPropertyType",
    "revisionHistory",
    "scope",
    "sensor",
    "solarAzimuth",
    "solarElevation",
  ],
  [`${ISO19115_3}/mrc/2.0`]: ["sensor"],
  [`${ISO19115_3}/mrl/2.0`]: [
    "LE_ProcessParameter",
    "direction",
    "optionality",
    "otherProperty",
    "otherPropertyType",
    "parameter",
    "repeatability",
    "resource",
    "value",
    "valueType",
  ],
};

export type MdbEdition = "2016" | "2018";

/** Whether the document uses an element the 2016 edition lacks. */
function usesAddedElements(element: XmlElement): boolean {
  return (
    Boolean(ADDED_IN_2018[element.ns]?.includes(element.local)) || element.children.some(usesAddedElements)
  );
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The document in the other edition: namespace names (in xmlns declarations and the schema
 * location) moved from one to the other; null for a 2018 document that uses elements 2016 lacks.
 */
export function inMdbEdition(text: string, to: MdbEdition): string | null {
  if (to === "2016" && usesAddedElements(readXml(text))) return null;
  const map = new Map(PAIRS.map(([old, revised]) => (to === "2018" ? [old, revised] : [revised, old])));
  const names = new RegExp(`(${[...map.keys()].map(escapeRegExp).join("|")})(?=[/\\s]|$)`, "g");
  // Only attribute values that name namespaces or schema files: text content stays as it is.
  return text.replace(
    /(\s(?:xmlns(?::[\w.-]+)?|[\w.-]+:schemaLocation)\s*=\s*)(["'])([^"']*)\2/g,
    (_whole, name: string, quote: string, value: string) =>
      `${name}${quote}${value.replace(names, (uri) => map.get(uri) ?? uri)}${quote}`,
  );
}
