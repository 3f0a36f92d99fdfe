import { characterData, declarationsOf, type ScannedElement, scanElements } from "../xml/element-scan";
import { startTag } from "../xml/tag-scan";
import type { SourceStandard } from "./source-document";
import { childOrder, dublinCoreOrder, orderIndex } from "./source-element-order";

// Editing a field of an imported ISO record whose value is more than one element's text
// (keywords, contacts, dates, extents, constraints, distribution, quality, …). The record's
// encoding in the source's own standard is written twice, before and after the edit; the
// elements of the edited field (its "units") are merged into the source three ways:
//  - a unit the edit left alone keeps the source's own element, byte for byte (with its
//    anchors, translations and whatever else the model does not hold);
//  - a unit the edit changed or added is the new encoding's element;
//  - a unit the edit removed goes; a source element the model never read stays.
// Everything outside the edited fields' units is not touched. Which source element a unit of
// the old encoding came from is found by content (the encoding's values are the source's).

/** Fields of the record content (the API's names) that this module can edit in a source. */
export const SECTION_FIELDS = [
  // Text fields are rewritten in place (source-edit.ts); merged when the source lacks them.
  "judul",
  "judulAlternatif",
  "abstrak",
  "tujuan",
  "edisi",
  "fileIdentifier",
  "bahasaMetadata",
  "characterSet",
  "parentIdentifier",
  "levelHierarki",
  "sistemReferensi",
  "kontak",
  "tanggal",
  "tanggalEdisi",
  "topikKategori",
  "statusProgres",
  "frekuensiPembaruan",
  "bahasa",
  "representasiSpasial",
  "skalaPenyebut",
  "resolusi",
  "bboxBarat",
  "bboxTimur",
  "bboxSelatan",
  "bboxUtara",
  "deskripsiWilayah",
  "temporal",
  "kataKunci",
  "batasan",
  "gambar",
  "distribusi",
  "kualitasData",
  // Derived from the spatial representation type: no element of its own.
  "tipeData",
] as const;
export type SectionField = (typeof SECTION_FIELDS)[number];

/**
 * Where a unit lives: below the root, below the record's (first data) identification, or below
 * every identification (the extents, which the model reads from all of them as one).
 */
interface Unit {
  scope: "root" | "identification" | "identifications";
  /** Local names below the scope; "name>Child" is a `name` element whose first child is `Child`. */
  path: string[];
}
/** The places of one part of a field, finest first: the edit is made at the finest that works. */
type Chain = Unit[];

const root = (...path: string[]): Unit => ({ scope: "root", path });
const identification = (...path: string[]): Unit => ({ scope: "identification", path });

const citation = (name: string): Chain => [identification("citation", "CI_Citation", name)];
const extent = (...below: string[]): Chain => [
  { scope: "identifications", path: ["extent", "EX_Extent", ...below] },
  { scope: "identifications", path: ["extent"] },
];

/**
 * The units of each field in a Dublin Core record (csw:Record, oai_dc:dc): its elements, by the
 * names the Dublin Core encoding writes them with. The rest of the fields have none there.
 */
function dublinCoreChains(field: SectionField): Chain[] {
  const elements = (...names: string[]): Chain[] => names.map((name) => [root(name)]);
  switch (field) {
    case "fileIdentifier":
      return elements("identifier");
    case "judul":
      return elements("title");
    case "judulAlternatif":
      return elements("alternative");
    case "abstrak":
      return elements("abstract");
    case "levelHierarki":
      return elements("type");
    case "kataKunci":
    case "topikKategori":
      return elements("subject");
    case "distribusi":
      return elements("format", "references");
    case "kontak":
      return elements("creator", "publisher", "contributor");
    case "batasan":
      return elements("rights");
    case "parentIdentifier":
      return elements("relation");
    case "kualitasData":
      return elements("source");
    case "deskripsiWilayah":
      return elements("spatial");
    case "tanggal":
      return elements("created", "issued");
    case "bahasa":
      return elements("language");
    case "bboxBarat":
    case "bboxTimur":
    case "bboxSelatan":
    case "bboxUtara":
      return elements("BoundingBox");
    case "tipeData":
      return [];
    default:
      return [[]]; // no element in Dublin Core: an empty chain cannot be made
  }
}

/** The units of each field in ISO 19139 and in ISO 19115-3 (where a name differs). */
function chainsOf(field: SectionField, family: Family): Chain[] {
  if (family === "dc") return dublinCoreChains(field);
  const mdb = family === "mdb";
  const quality = (...below: string[]): Chain[] =>
    mdb
      ? [[root("resourceLineage", "LI_Lineage", ...below), root("resourceLineage")]]
      : [
          [
            root("dataQualityInfo", "DQ_DataQuality", "lineage", "LI_Lineage", ...below),
            root("dataQualityInfo", "DQ_DataQuality", "lineage"),
            root("dataQualityInfo"),
          ],
        ];
  const locale = (scope: "root" | "identification", name: string): Chain =>
    scope === "root"
      ? [root("defaultLocale", "PT_Locale", name), root("defaultLocale")]
      : [identification("defaultLocale", "PT_Locale", name), identification("defaultLocale")];
  switch (field) {
    case "judul":
      return [citation("title")];
    case "judulAlternatif":
      return [citation("alternateTitle")];
    case "edisi":
      return [citation("edition")];
    case "abstrak":
      return [[identification("abstract")]];
    case "tujuan":
      return [[identification("purpose")]];
    case "fileIdentifier":
      return [[root(mdb ? "metadataIdentifier" : "fileIdentifier")]];
    case "bahasaMetadata":
      return [mdb ? locale("root", "language") : [root("language")]];
    case "characterSet":
      return mdb
        ? [locale("root", "characterEncoding"), locale("identification", "characterEncoding")]
        : [[root("characterSet")], [identification("characterSet")]];
    case "parentIdentifier":
      return [[root(mdb ? "parentMetadata" : "parentIdentifier")]];
    case "levelHierarki":
      return mdb
        ? [
            [root("metadataScope")],
            [root("resourceLineage", "LI_Lineage", "scope")],
            [root("dataQualityInfo", "DQ_DataQuality", "scope")],
          ]
        : [[root("hierarchyLevel")], [root("dataQualityInfo", "DQ_DataQuality", "scope")]];
    case "sistemReferensi":
      return [[root("referenceSystemInfo")]];
    case "kontak":
      return [[root("contact")], [identification("pointOfContact")]];
    case "tanggal":
      return [citation("date")];
    case "tanggalEdisi":
      return [citation("editionDate")];
    case "topikKategori":
      return [[identification("topicCategory")]];
    case "statusProgres":
      return [[identification("status")]];
    case "frekuensiPembaruan":
      return [
        [
          identification("resourceMaintenance", "MD_MaintenanceInformation", "maintenanceAndUpdateFrequency"),
          identification("resourceMaintenance"),
        ],
      ];
    case "bahasa":
      return [mdb ? locale("identification", "language") : [identification("language")]];
    case "representasiSpasial":
      return [[identification("spatialRepresentationType")]];
    case "skalaPenyebut":
    case "resolusi":
      return [[identification("spatialResolution")]];
    case "bboxBarat":
    case "bboxTimur":
    case "bboxSelatan":
    case "bboxUtara":
      return [extent("geographicElement>EX_GeographicBoundingBox")];
    case "deskripsiWilayah":
      return [extent("description")];
    case "temporal":
      return [extent("temporalElement")];
    case "kataKunci":
      return [[identification("descriptiveKeywords")]];
    case "batasan":
      return [[identification("resourceConstraints")]];
    case "gambar":
      return [[identification("graphicOverview")]];
    case "distribusi":
      return [
        [root("distributionInfo", "MD_Distribution", "distributionFormat"), root("distributionInfo")],
        [root("distributionInfo", "MD_Distribution", "transferOptions"), root("distributionInfo")],
      ];
    case "kualitasData":
      return [
        ...quality("statement"),
        ...quality("source"),
        ...quality("processStep"),
        [root("dataQualityInfo", "DQ_DataQuality", "report"), root("dataQualityInfo")],
      ];
    case "tipeData":
      return [];
  }
}

/**
 * Elements outside a unit that the model reads into the same field, which its encoding then
 * writes as that unit (a cited party or a distributor's contact as a point of contact, a
 * distributor's links as transfer options): an old unit read from one of them, left alone by
 * the edit, stays where it is.
 */
const ELSEWHERE: Record<string, Unit[]> = {
  pointOfContact: [
    identification("citation", "CI_Citation", "citedResponsibleParty"),
    root("distributionInfo", "MD_Distribution", "distributor", "MD_Distributor", "distributorContact"),
  ],
  transferOptions: [
    root(
      "distributionInfo",
      "MD_Distribution",
      "distributor",
      "MD_Distributor",
      "distributorTransferOptions",
    ),
  ],
  // Dublin Core: a dc:date is read as the publication date, which the encoding writes as dct:issued.
  issued: [root("date")],
};

/** A document scanned once, with its identification element found. */
/** The standard's family: which names and schema order apply. */
type Family = "gmd" | "mdb" | "dc";

interface Scanned {
  text: string;
  family: Family;
  elements: ScannedElement[];
  /** Index of the identification element (MD_DataIdentification first, as the decoders read). */
  identification: number;
  identifications: number[];
}

function scanned(text: string, family: Family): Scanned {
  const elements = scanElements(text);
  const identifications = elements.flatMap((e, i) =>
    e.path.length === 3 && e.path[1] === "identificationInfo" ? [i] : [],
  );
  const data = identifications.find((i) => elements[i]?.path[2] === "MD_DataIdentification");
  return { text, family, elements, identification: data ?? identifications[0] ?? -1, identifications };
}

function scopeOf(doc: Scanned, unit: Unit): number[] {
  if (unit.scope === "root") return [0];
  if (unit.scope === "identifications") return doc.identifications;
  return doc.identification >= 0 ? [doc.identification] : [];
}

/** Whether `element` is the child named by the step ("name" or "name>FirstChild"). */
function stepMatches(doc: Scanned, index: number, step: string): boolean {
  const element = doc.elements[index] as ScannedElement;
  const [name, firstChild] = step.split(">");
  if (element.path.at(-1) !== name) return false;
  if (!firstChild) return true;
  const child = doc.elements[index + 1];
  return child !== undefined && child.parent === index && child.path.at(-1) === firstChild;
}

/** The elements at a unit's path, in document order (indices into the scan). */
function unitElements(doc: Scanned, unit: Unit): number[] {
  let current = scopeOf(doc, unit);
  if (current.length === 0 || doc.elements.length === 0) return [];
  for (const step of unit.path) {
    const next: number[] = [];
    const parents = new Set(current);
    const from = Math.min(...current);
    const last = doc.elements[Math.max(...current)] as ScannedElement;
    for (
      let i = from + 1;
      i < doc.elements.length && (doc.elements[i] as ScannedElement).start < last.end;
      i++
    ) {
      if (parents.has((doc.elements[i] as ScannedElement).parent) && stepMatches(doc, i, step)) next.push(i);
    }
    current = next;
    if (current.length === 0) return [];
  }
  return current;
}

/** The parent of a unit (its path less the last step), when the document has exactly one. */
function unitParent(doc: Scanned, unit: Unit): number | undefined {
  if (unit.path.length === 1) return scopeOf(doc, unit)[0];
  const parents = unitElements(doc, { scope: unit.scope, path: unit.path.slice(0, -1) });
  return parents.length === 1 ? parents[0] : undefined;
}

const slice = (doc: Scanned, index: number) => {
  const element = doc.elements[index] as ScannedElement;
  return doc.text.slice(element.start, element.end);
};

/** The values an element holds: its text-only descendants' text, and its code list values. */
function valuesOf(doc: Scanned, index: number): { texts: string[]; codes: string[] } {
  const element = doc.elements[index] as ScannedElement;
  const texts: string[] = [];
  const codes: string[] = [];
  for (let i = index; i < doc.elements.length; i++) {
    const inner = doc.elements[i] as ScannedElement;
    if (inner.start >= element.end) break;
    if (inner.textOnly) {
      const value = characterData(doc.text.slice(inner.contentStart, inner.contentEnd)).trim();
      if (value) texts.push(value);
    }
    const tag = doc.text.slice(inner.start, inner.contentStart);
    const code = /\scodeListValue\s*=\s*(["'])(.*?)\1/.exec(tag)?.[2];
    if (code) codes.push(characterData(code));
  }
  return { texts, codes };
}

/**
 * Whether a unit of the old encoding was read from this source element: most of its values are
 * there (the encoding writes some values its own way, e.g. numbers and dates, and fills in a
 * few); `strictly`: every code (a role, a function) and all of its text but one value.
 */
function cameFrom(source: Scanned, s: number, old: Scanned, o: number, strictly = false): boolean {
  const encoded = valuesOf(old, o);
  const held = valuesOf(source, s);
  const all = [...encoded.texts, ...encoded.codes];
  if (all.length === 0) return held.texts.length + held.codes.length === 0;
  const heldSet = new Set([...held.texts, ...held.codes]);
  const found = (values: string[]) => values.filter((value) => heldSet.has(value)).length;
  if (!strictly) return found(all) * 2 >= all.length;
  return (
    found(encoded.codes) === encoded.codes.length &&
    found(encoded.texts) >= encoded.texts.length - 1 &&
    found(all) * 2 >= all.length
  );
}

/** Longest common subsequence of two lists under `same`: the matched index pairs, in order. */
function commonPairs(a: number, b: number, same: (i: number, j: number) => boolean): [number, number][] {
  const table = Array.from({ length: a + 1 }, () => new Array<number>(b + 1).fill(0));
  for (let i = a - 1; i >= 0; i--) {
    for (let j = b - 1; j >= 0; j--) {
      (table[i] as number[])[j] = same(i, j)
        ? ((table[i + 1] as number[])[j + 1] as number) + 1
        : Math.max((table[i + 1] as number[])[j] as number, (table[i] as number[])[j + 1] as number);
    }
  }
  const pairs: [number, number][] = [];
  let i = 0;
  let j = 0;
  while (i < a && j < b) {
    if (same(i, j)) {
      pairs.push([i, j]);
      i++;
      j++;
    } else if (((table[i + 1] as number[])[j] as number) >= ((table[i] as number[])[j + 1] as number)) i++;
    else j++;
  }
  return pairs;
}

/** Namespace bindings in scope at an element of the source (its own declarations included). */
function bindingsAt(doc: Scanned, index: number): Map<string, string> {
  const chain: ScannedElement[] = [];
  for (let i = index; i >= 0; i = (doc.elements[i] as ScannedElement).parent)
    chain.unshift(doc.elements[i] as ScannedElement);
  const bindings = new Map<string, string>([["xml", "http://www.w3.org/XML/1998/namespace"]]);
  for (const element of chain) {
    for (const [prefix, uri] of declarationsOf(doc.text.slice(element.start, element.contentStart)))
      bindings.set(prefix, uri);
  }
  return bindings;
}

/**
 * An element of the new encoding as text that reads the same inside the source at `parent`:
 * the prefixes it uses are declared on it where the source binds them otherwise. null when it
 * uses the default namespace (the encoders never do).
 */
function transplanted(
  encoded: Scanned,
  index: number,
  encodedBindings: Map<string, string>,
  target: Map<string, string>,
): string | null {
  const text = slice(encoded, index);
  const prefixes = new Set<string>();
  for (const match of text.matchAll(/<([\w.-]+)(:)?([\w.-]*)/g)) {
    if (!match[2]) return null;
    prefixes.add(match[1] as string);
  }
  for (const match of text.matchAll(/\s([\w.-]+):[\w.-]+\s*=/g))
    if (match[1] !== "xmlns") prefixes.add(match[1] as string);
  const nameEnd = /^<[^\s/>]+/.exec(text)?.[0].length ?? 0;
  const own = declarationsOf(text.slice(0, startTag(text, 0)?.end ?? 0));
  const declarations = [...prefixes]
    .filter((prefix) => !own.has(prefix) && target.get(prefix) !== encodedBindings.get(prefix))
    .map((prefix) => ` xmlns:${prefix}="${encodedBindings.get(prefix) ?? ""}"`)
    .join("");
  return text.slice(0, nameEnd) + declarations + text.slice(nameEnd);
}

/** A change of the document's text: [from, to) becomes `text`. */
export interface Splice {
  from: number;
  to: number;
  text: string;
}

/** What to write for one chain: splices, nothing to change, or null when it cannot be done. */
function chainSplices(
  source: Scanned,
  old: Scanned,
  next: Scanned,
  chain: Chain,
  nextBindings: Map<string, string>,
): Splice[] | "unchanged" | null {
  for (const [level, unit] of chain.entries()) {
    const coarsest = level === chain.length - 1;
    const s = unitElements(source, unit);
    const o = unitElements(old, unit);
    const n = unitElements(next, unit);
    if (o.map((i) => slice(old, i)).join("\n") === n.map((j) => slice(next, j)).join("\n"))
      return "unchanged";
    if (n.length === 0 && !coarsest) continue; // removing here could leave its parent empty
    const elsewhere = (ELSEWHERE[unit.path.at(-1) as string] ?? []).flatMap((u) => unitElements(source, u));
    const merged = mergeUnits(source, s, elsewhere, old, o, next, n);
    const parent =
      s.length > 0 ? (source.elements[s[0] as number] as ScannedElement).parent : unitParent(source, unit);
    if (parent === undefined) {
      if (coarsest) return null;
      continue;
    }
    if (s.length === 0 && merged.length === 0) return "unchanged";
    const target = bindingsAt(source, parent);
    const texts = merged.map((unitText) =>
      typeof unitText === "string"
        ? unitText
        : transplanted(next, n[unitText.new] as number, nextBindings, target),
    );
    if (texts.some((text) => text === null)) return null;
    const written = merged.flatMap((unitText) =>
      typeof unitText === "string" ? [] : [n[unitText.new] as number],
    );
    // The encoding's element must be the source's (a 19139 service's srv:extent is not gmd:extent).
    if (
      s.length > 0 &&
      written.length > 0 &&
      namespaceOf(source, s[0] as number) !== namespaceOf(next, written[0] as number)
    ) {
      if (coarsest) return null;
      continue;
    }
    if (s.length > 0) return replaceUnits(source, s, texts as string[]);
    const inserted = insertion(source, parent, next, written, texts as string[]);
    if (inserted) return [inserted];
    if (coarsest) return null;
  }
  return null;
}

/**
 * The source's units replaced by `texts`: written where the first group of them is (units
 * may sit in several parents, e.g. the temporal elements of two extents), the rest removed.
 */
function replaceUnits(source: Scanned, s: number[], texts: string[]): Splice[] {
  const groups: number[][] = [];
  for (const index of s) {
    const element = source.elements[index] as ScannedElement;
    const group = groups.at(-1);
    const previous = group && (source.elements[group.at(-1) as number] as ScannedElement);
    // Consecutive units of one parent, with nothing but white space and comments between them.
    if (previous && previous.parent === element.parent && !hasElementBetween(source, previous, element))
      group?.push(index);
    else groups.push([index]);
  }
  return groups.map((group, g) => {
    const from = (source.elements[group[0] as number] as ScannedElement).start;
    const to = (source.elements[group.at(-1) as number] as ScannedElement).end;
    const separator = /\s*$/.exec(source.text.slice(0, from))?.[0] || "\n";
    if (g === 0 && texts.length > 0) return { from, to, text: texts.join(separator) };
    return { from: from - separator.length, to, text: "" };
  });
}

function hasElementBetween(source: Scanned, a: ScannedElement, b: ScannedElement): boolean {
  return source.elements.some((e) => e.parent === a.parent && e.start >= a.end && e.end <= b.start);
}

/**
 * The units after the edit, in the new encoding's order: the source's own element where the
 * edit left a unit alone, the new encoding's otherwise. The source's units are matched to the
 * old encoding's one to one by content; where they cannot all be (the model merged or could
 * not read some), the field's units are all written anew, except those given by reference
 * (xlink:href, no content), which the model cannot hold and stay.
 */
function mergeUnits(
  source: Scanned,
  s: number[],
  elsewhere: number[],
  old: Scanned,
  allOld: number[],
  next: Scanned,
  n: number[],
): (string | { new: number })[] {
  const unchanged = new Map(
    commonPairs(
      allOld.length,
      n.length,
      (k, j) => slice(old, allOld[k] as number) === slice(next, n[j] as number),
    ),
  );
  // Old units read from elsewhere in the source and left alone stay there: not written here.
  const stayElsewhere = new Set(
    allOld.flatMap((o, k) =>
      unchanged.has(k) && elsewhere.some((e) => cameFrom(source, e, old, o, true))
        ? [unchanged.get(k) as number]
        : [],
    ),
  );
  const o = allOld.filter((_, k) => !(unchanged.has(k) && stayElsewhere.has(unchanged.get(k) as number)));
  const byReference = s.filter((i) => isReference(source, i));
  const read = s.filter((i) => !isReference(source, i));
  const origin = commonPairs(read.length, o.length, (i, k) =>
    cameFrom(source, read[i] as number, old, o[k] as number),
  );
  const oneToOne = origin.length === read.length && origin.length === o.length;
  const sourceOfOld = new Map(oneToOne ? origin.map(([i, k]) => [o[k] as number, read[i] as number]) : []);
  const keptAt = new Map<number, number>();
  for (const [k, j] of unchanged) {
    const from = sourceOfOld.get(allOld[k] as number);
    if (from !== undefined) keptAt.set(j, from);
  }
  return [
    ...byReference.map((i) => slice(source, i)),
    ...n.flatMap((_, j) =>
      stayElsewhere.has(j) ? [] : [keptAt.has(j) ? slice(source, keptAt.get(j) as number) : { new: j }],
    ),
  ];
}

/** A unit given by reference: an xlink:href on it and no element inside. */
function isReference(doc: Scanned, index: number): boolean {
  const element = doc.elements[index] as ScannedElement;
  const child = doc.elements[index + 1];
  const hasChild = child !== undefined && child.parent === index;
  return !hasChild && /\s[\w.-]+:href\s*=/.test(doc.text.slice(element.start, element.contentStart));
}

/**
 * New units where the source has none: at their place in the parent class's schema order;
 * null when the class does not take them (a 19139 service has no topic category) or the order
 * is not known.
 */
function insertion(
  source: Scanned,
  parent: number,
  next: Scanned,
  n: number[],
  texts: string[],
): Splice | null {
  const container = source.elements[parent] as ScannedElement;
  const parentClass = container.path.at(-1) as string;
  const unit = next.elements[n[0] as number] as ScannedElement;
  const name = unit.path.at(-1) as string;
  const mdb = source.family === "mdb";
  const order = (child: string) =>
    source.family === "dc" ? dublinCoreOrder(parentClass, child) : orderIndex(mdb, parentClass, child);
  // The encodings write the conventional prefixes, which the schema tables use too.
  const place =
    source.family === "dc"
      ? dublinCoreOrder(parentClass, name, namespaceOf(next, n[0] as number))
      : childOrder(mdb, parentClass, name, unit.name.slice(0, unit.name.indexOf(":")));
  if (place === undefined || place < 0) return null;
  const children = source.elements.filter((e) => e.parent === parent);
  const following = children.find((e) => order(e.path.at(-1) as string) > place);
  const indent = (at: number) => /\n[ \t]*$/.exec(source.text.slice(container.contentStart, at))?.[0] ?? "";
  if (following) {
    const separator = indent(following.start);
    return { from: following.start, to: following.start, text: texts.join(separator) + separator };
  }
  const preceding = children.at(-1);
  const at = preceding ? preceding.end : container.contentEnd;
  const separator = preceding ? indent(preceding.start) : "";
  return { from: at, to: at, text: separator + texts.join(separator) };
}

/** The namespace name of an element, as its document binds its prefix. */
function namespaceOf(doc: Scanned, index: number): string | undefined {
  const name = (doc.elements[index] as ScannedElement).name;
  const colon = name.indexOf(":");
  return bindingsAt(doc, index).get(colon < 0 ? "" : name.slice(0, colon));
}

/**
 * The source with the fields' edits merged in, or null when one cannot be made in it (the
 * caller then serves the record's encoding). `before` and `after` are the record's encodings in
 * the source's standard before and after the edit.
 */
export function mergeSections(
  standard: SourceStandard,
  sourceText: string,
  fields: SectionField[],
  before: string,
  after: string,
): Splice[] | null {
  const family: Family = standard === "ISO19139" ? "gmd" : standard === "DUBLIN_CORE" ? "dc" : "mdb";
  const source = scanned(sourceText, family);
  const old = scanned(before, family);
  const next = scanned(after, family);
  const nextBindings = new Map<string, string>();
  for (const element of next.elements) {
    for (const [prefix, uri] of declarationsOf(after.slice(element.start, element.contentStart))) {
      if (!nextBindings.has(prefix)) nextBindings.set(prefix, uri);
    }
  }
  const chains = [...new Set(fields)].flatMap((field) => chainsOf(field, family));
  const splices: Splice[] = [];
  const seen = new Set<string>();
  for (const chain of chains) {
    const key = JSON.stringify(chain);
    if (seen.has(key)) continue;
    seen.add(key);
    const made = chainSplices(source, old, next, chain, nextBindings);
    if (made === null) return null;
    if (made !== "unchanged") splices.push(...made);
  }
  return withoutNested(splices);
}

/** Splices inside another one are already in it (it holds the new encoding); partial overlaps cannot be merged. */
function withoutNested(splices: Splice[]): Splice[] | null {
  const sorted = [...splices].sort((a, b) => a.from - b.from || b.to - a.to);
  const result: Splice[] = [];
  for (const splice of sorted) {
    const previous = result.at(-1);
    if (previous && splice.from < previous.to) {
      if (splice.to <= previous.to) continue;
      return null;
    }
    result.push(splice);
  }
  return result;
}
