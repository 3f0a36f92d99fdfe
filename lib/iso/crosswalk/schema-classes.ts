import { ISO19115_3_CLASSES } from "./tables/iso19115-3-classes";
import { ISO19139_CLASSES } from "./tables/iso19139-classes";

// The generated class tables (tables/generate.ts) as lookups: which prefix a class belongs to,
// whether it is a class, a code list or an enumeration, and its properties in schema order.

export interface PropertyInfo {
  prefix: string;
  name: string;
  /** Position in the class's content model: the order the schema requires. */
  index: number;
  min: number;
  max: number;
  /** The property type without _PropertyType, e.g. "CharacterString", "CI_Citation". */
  type: string;
  /** Whether the property may carry a reference (uuidref, xlink attributes). */
  references: boolean;
}

export interface ClassInfo {
  prefix: string;
  kind: "class" | "codelist" | "enumeration";
  properties: Map<string, PropertyInfo>;
}

export type SchemaTable = ReadonlyMap<string, ClassInfo>;

const OCCURRENCE: Record<string, [number, number]> = {
  "": [1, 1],
  "?": [0, 1],
  "*": [0, Number.POSITIVE_INFINITY],
  "+": [1, Number.POSITIVE_INFINITY],
};

function parse(lines: Record<string, string>): SchemaTable {
  const table = new Map<string, ClassInfo>();
  for (const [name, line] of Object.entries(lines)) {
    const [prefix = "", kind, ...tokens] = line.split(" ");
    const properties = new Map<string, PropertyInfo>();
    tokens.forEach((token, index) => {
      const match = /^(\w+):(\w+)([?*+]?)=(\w*)(@?)$/.exec(token);
      if (!match) throw new Error(`schema table: bad property ${token} of ${name}`);
      const [, propertyPrefix = "", property = "", occurrence = "", type = "", references] = match;
      const [min, max] = OCCURRENCE[occurrence] as [number, number];
      // A property declared twice (a choice repeated in a subtype) keeps its first place.
      if (!properties.has(property))
        properties.set(property, {
          prefix: propertyPrefix,
          name: property,
          index,
          min,
          max,
          type,
          references: references === "@",
        });
    });
    table.set(name, { prefix, kind: kind as ClassInfo["kind"], properties });
  }
  return table;
}

/** ISO/TS 19139:2007 with ISO 19115-2 (gmi). */
export const ISO19139_TABLE = parse(ISO19139_CLASSES);
/** ISO 19115-3 in its 2018 namespaces (the 2016 edition lacks a few properties: see editions.ts). */
export const ISO19115_3_TABLE = parse(ISO19115_3_CLASSES);
