// npx tsx lib/iso/crosswalk/tables/generate.ts [shared-folder]
// Writes iso19139-classes.ts and iso19115-3-classes.ts beside this file from the official
// schemas in shared/schemas: for every class (a global element with a complex type) its
// namespace prefix and its properties in schema order, inherited ones first, each with the
// prefix of the schema that declares it, its occurrence and its type. The crosswalk orders
// and names what it writes by these tables, so they are read from the schemas, not typed.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { XmlElement } from "../../../xml/element";
import { readXml } from "../../../xml/read-xml";

const XS = "http://www.w3.org/2001/XMLSchema";
const shared = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, "../../../../../shared"));
const schemas = path.join(shared, "schemas");

interface Property {
  name: string;
  prefix: string;
  type: string;
  min: number;
  max: number;
}
interface ComplexType {
  prefix: string;
  base?: string;
  properties: Property[];
}
interface Collected {
  types: Map<string, ComplexType>;
  /** Property types that take a reference instead of a value (gco:ObjectReference: uuidref, xlink). */
  referencing: Set<string>;
  /** Global element: [prefix, type local name, abstract]. */
  elements: Map<string, [string, string, boolean]>;
  simpleTypes: Set<string>;
}

const local = (qname: string | undefined) => (qname ?? "").slice((qname ?? "").indexOf(":") + 1);
const occurs = (value: string | undefined, fallback: number) =>
  value === undefined ? fallback : value === "unbounded" ? Number.POSITIVE_INFINITY : Number(value);

/**
 * The element particles of a content model, in document order (sequences and choices
 * flattened; an alternative of a choice counts as optional).
 */
function particles(model: XmlElement, prefix: string, into: Property[], inChoice = false): void {
  for (const child of model.children) {
    if (child.ns !== XS) continue;
    if (child.local === "sequence" || child.local === "choice")
      particles(child, prefix, into, inChoice || child.local === "choice");
    else if (child.local === "element") {
      const ref = child.attrs.ref;
      into.push({
        name: child.attrs.name ?? local(ref),
        // A reference names a global element, in its own namespace (written with its usual prefix).
        prefix: ref?.includes(":") ? ref.slice(0, ref.indexOf(":")) : prefix,
        type: local(child.attrs.type ?? child.attrs.ref),
        min: inChoice ? 0 : occurs(child.attrs.minOccurs ?? model.attrs.minOccurs, 1),
        max: occurs(child.attrs.maxOccurs ?? model.attrs.maxOccurs, 1),
      });
    }
  }
}

function collect(files: string[], prefixOf: (uri: string) => string): Collected {
  const collected: Collected = {
    types: new Map(),
    referencing: new Set(),
    elements: new Map(),
    simpleTypes: new Set(),
  };
  for (const file of files) {
    const schema = readXml(readFileSync(file));
    const prefix = prefixOf(schema.attrs.targetNamespace ?? "");
    for (const item of schema.children) {
      const name = item.attrs.name;
      if (item.ns !== XS || !name) continue;
      if (item.local === "element") {
        collected.elements.set(name, [prefix, local(item.attrs.type), item.attrs.abstract === "true"]);
      } else if (item.local === "simpleType") collected.simpleTypes.add(name);
      else if (item.local === "complexType") {
        const content = item.children.find((c) => c.local === "complexContent");
        const extension = content?.children.find((c) => c.local === "extension" || c.local === "restriction");
        const properties: Property[] = [];
        particles(extension ?? item, prefix, properties);
        collected.types.set(name, { prefix, base: local(extension?.attrs.base), properties });
        const groups = [...item.children, ...(extension?.children ?? [])].filter(
          (c) => c.local === "attributeGroup",
        );
        if (groups.some((group) => local(group.attrs.ref) === "ObjectReference"))
          collected.referencing.add(name);
      }
    }
  }
  return collected;
}

function propertiesOf(collected: Collected, typeName: string): Property[] {
  const type = collected.types.get(typeName);
  if (!type) return [];
  const inherited = type.base ? propertiesOf(collected, type.base) : [];
  return [...inherited, ...type.properties];
}

const occurrence = ({ min, max }: Property) => (min === 0 ? (max > 1 ? "*" : "?") : max > 1 ? "+" : "");

/** One line per class: `Name: "prefix|prop props..."`, each prop `prefix:name<occurrence>=Type`. */
function table(collected: Collected): string[] {
  const lines: string[] = [];
  for (const [name, [prefix, type, abstract]] of [...collected.elements].sort()) {
    if (abstract || name.includes("_PropertyType")) continue;
    const kind = collected.simpleTypes.has(type)
      ? "enumeration"
      : type === "CodeListValue_Type"
        ? "codelist"
        : collected.types.has(type)
          ? "class"
          : undefined;
    if (!kind) continue;
    const props = kind === "class" ? propertiesOf(collected, type) : [];
    const tokens = props.map(
      (p) =>
        `${p.prefix}:${p.name}${occurrence(p)}=${p.type.replace(/_PropertyType$/, "")}${collected.referencing.has(p.type) ? "@" : ""}`,
    );
    lines.push(`  ${name}: ${JSON.stringify([prefix, kind, ...tokens].join(" "))},`);
  }
  return lines;
}

const xsdFiles = (...dirs: string[]) =>
  dirs.flatMap((dir) =>
    readdirSync(path.join(schemas, dir))
      // The ShapeChange drafts beside some schemas are not part of them.
      .filter((file) => file.endsWith(".xsd") && !file.includes("autoFromShapeChange"))
      .map((file) => path.join(schemas, dir, file)),
  );

function write(file: string, constant: string, about: string, lines: string[], more: string[] = []): void {
  const text = `// Generated by generate.ts from shared/schemas (${about}); do not edit.
// Class: "prefix kind prop...", a prop is prefix:name plus ? (0..1), * (0..n), + (1..n) or
// nothing (exactly 1), then = and its type (the property type without _PropertyType), and @
// when the property may hold a reference instead (uuidref, xlink:href: gco:ObjectReference).

export const ${constant}: Record<string, string> = {
${lines.join("\n")}
};
${more.join("\n")}`;
  writeFileSync(path.join(import.meta.dirname, file), text);
}

const ISO19139_DIR = "schemas.opengis.net/iso/19139/20070417";
const gmdPrefix = (uri: string) => uri.slice(uri.lastIndexOf("/") + 1);
write(
  "iso19139-classes.ts",
  "ISO19139_CLASSES",
  "ISO/TS 19139:2007 gmd, gco, gmx, srv, and ISO 19115-2 gmi",
  table(
    collect(
      xsdFiles(
        `${ISO19139_DIR}/gmd`,
        `${ISO19139_DIR}/gco`,
        `${ISO19139_DIR}/gmx`,
        `${ISO19139_DIR}/srv/1.0`,
        "www.isotc211.org/2005/gmi",
      ),
      gmdPrefix,
    ),
  ),
);

/** An edition's set: the newest versions of each namespace (2018) or the first (2016). */
function mdbTable(edition: "2016" | "2018"): string[] {
  const dirs = readdirSync(path.join(schemas, "standards.iso.org/iso/19115/-3"))
    .filter((ns) => !["cat", "gmw", "md1", "md2", "mda", "mds", "mdt", "srv"].includes(ns))
    .map((ns) => {
      const versions = readdirSync(path.join(schemas, "standards.iso.org/iso/19115/-3", ns)).sort();
      return `standards.iso.org/iso/19115/-3/${ns}/${edition === "2018" ? versions.at(-1) : versions[0]}`;
    });
  const srv =
    edition === "2018" ? "schemas.isotc211.org/19115/-3/srv/2.1" : "standards.iso.org/iso/19115/-3/srv/2.0";
  const files = xsdFiles(
    ...dirs,
    srv,
    "standards.iso.org/iso/19157/-2/mdq/1.0",
    "standards.iso.org/iso/19115/-3/gmw/1.0",
  );
  return table(collect(files, (uri) => uri.split("/").at(-2) ?? ""));
}

const mdb2018 = mdbTable("2018");
const in2016 = new Set(mdbTable("2016").flatMap(tokensOf));
/** Class names and Class.property names of the 2018 edition that the 2016 edition lacks. */
const added = mdb2018.flatMap(tokensOf).filter((token) => !in2016.has(token));
write(
  "iso19115-3-classes.ts",
  "ISO19115_3_CLASSES",
  "ISO 19115-3, 2018 namespaces, srv/2.1, and ISO 19157-2 mdq",
  mdb2018,
  [
    "",
    "/** What the 2016 edition lacks: classes, and properties as Class.property. */",
    `export const ADDED_IN_2018: readonly string[] = ${JSON.stringify(added, null, 2)};`,
  ],
);

function tokensOf(line: string): string[] {
  const match = /^ {2}(\w+): "(.*)",$/.exec(line);
  if (!match) return [];
  const [, name = "", body = ""] = match;
  const properties = body
    .split(" ")
    .slice(2)
    .map((token) => `${name}.${token.slice(token.indexOf(":") + 1).replace(/[?*+]?=.*/, "")}`);
  return [name, ...properties];
}
