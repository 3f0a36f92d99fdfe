import type { XmlElement } from "../xml/element";
import { GML31, GML32, ISO19139, XLINK } from "../xml/namespaces";
import { DUBLIN_CORE_AGENT_ROLES } from "./encoders/dublin-core";

// The values of the CSW queryables that are read from the record as it is served in ISO 19139,
// each at the path the OGC ISO Application Profile (07-045) gives it, and the Dublin Core ones
// where the csw:Record takes them from. A queryable holds what the document holds at its path
// and nothing else: no value from the catalogue's own tables (the organisation that keeps the
// record, say) unless the document names it.

/** The resource's parties: its points of contact, the parties its citation names, its distributors. */
const RESOURCE_PARTIES = [
  "gmd:identificationInfo/*/gmd:pointOfContact/*",
  "gmd:identificationInfo/*/gmd:citation/*/gmd:citedResponsibleParty/*",
  "gmd:distributionInfo/*/gmd:distributor/*/gmd:distributorContact/*",
];

/** The stored queryables, by where they are read. */
const ISO_QUERYABLE_PATHS = {
  // Every level the record names (some name both dataset and service); none is a dataset.
  Type: ["gmd:hierarchyLevel/*"],
  Language: ["gmd:language/*"],
  Format: [
    "gmd:distributionInfo/*/gmd:distributionFormat/*/gmd:name/*",
    "gmd:distributionInfo/*/gmd:distributor/*/gmd:distributorFormat/*/gmd:name/*",
  ],
  // The organisations of the resource's parties (the metadata contact is the record's, not the
  // resource's).
  OrganisationName: RESOURCE_PARTIES.map((party) => `${party}/gmd:organisationName/*`),
  AlternateTitle: ["gmd:identificationInfo/*/gmd:citation/*/gmd:alternateTitle/*"],
  ResourceIdentifier: ["gmd:identificationInfo/*/gmd:citation/*/gmd:identifier/*/gmd:code/*"],
  ParentIdentifier: ["gmd:parentIdentifier/*"],
  KeywordType: ["gmd:identificationInfo/*/gmd:descriptiveKeywords/*/gmd:type/*"],
  ResourceLanguage: ["gmd:identificationInfo/*/gmd:language/*"],
  CRS: ["gmd:referenceSystemInfo/*/gmd:referenceSystemIdentifier/*/gmd:code/*"],
  GeographicDescriptionCode: [
    "gmd:identificationInfo/*/*:extent/*/gmd:geographicElement/gmd:EX_GeographicDescription/gmd:geographicIdentifier/*/gmd:code/*",
  ],
  Denominator: ["gmd:identificationInfo/*/gmd:spatialResolution/*/gmd:equivalentScale/*/gmd:denominator/*"],
  DistanceValue: ["gmd:identificationInfo/*/gmd:spatialResolution/*/gmd:distance/*"],
  DistanceUOM: ["gmd:identificationInfo/*/gmd:spatialResolution/*/gmd:distance/*/@uom"],
  TempExtent_begin: [
    "gmd:identificationInfo/*/*:extent/*/gmd:temporalElement/*/gmd:extent/gml:TimePeriod/gml:beginPosition",
    "gmd:identificationInfo/*/*:extent/*/gmd:temporalElement/*/gmd:extent/gml:TimePeriod/gml:begin/gml:TimeInstant/gml:timePosition",
    "gmd:identificationInfo/*/*:extent/*/gmd:temporalElement/*/gmd:extent/gml:TimeInstant/gml:timePosition",
  ],
  TempExtent_end: [
    "gmd:identificationInfo/*/*:extent/*/gmd:temporalElement/*/gmd:extent/gml:TimePeriod/gml:endPosition",
    "gmd:identificationInfo/*/*:extent/*/gmd:temporalElement/*/gmd:extent/gml:TimePeriod/gml:end/gml:TimeInstant/gml:timePosition",
    "gmd:identificationInfo/*/*:extent/*/gmd:temporalElement/*/gmd:extent/gml:TimeInstant/gml:timePosition",
  ],
  // "true" when the resource has a security constraint, "false" otherwise (always present).
  HasSecurityConstraints: [],
  ServiceType: ["gmd:identificationInfo/srv:SV_ServiceIdentification/srv:serviceType/*"],
  ServiceTypeVersion: ["gmd:identificationInfo/srv:SV_ServiceIdentification/srv:serviceTypeVersion/*"],
  Operation: [
    "gmd:identificationInfo/srv:SV_ServiceIdentification/srv:containsOperations/*/srv:operationName/*",
  ],
  OperatesOn: ["gmd:identificationInfo/srv:SV_ServiceIdentification/srv:operatesOn/@uuidref"],
  OperatesOnIdentifier: [
    "gmd:identificationInfo/srv:SV_ServiceIdentification/srv:coupledResource/*/srv:identifier/*",
  ],
  OperatesOnName: [
    "gmd:identificationInfo/srv:SV_ServiceIdentification/srv:coupledResource/*/srv:operationName/*",
  ],
  CouplingType: ["gmd:identificationInfo/srv:SV_ServiceIdentification/srv:couplingType/*"],
  Lineage: ["gmd:dataQualityInfo/*/gmd:lineage/*/gmd:statement/*"],
  AccessConstraints: ["gmd:identificationInfo/*/gmd:resourceConstraints/*/gmd:accessConstraints/*"],
  OtherConstraints: ["gmd:identificationInfo/*/gmd:resourceConstraints/*/gmd:otherConstraints/*"],
  Classification: ["gmd:identificationInfo/*/gmd:resourceConstraints/*/gmd:classification/*"],
  ConditionApplyingToAccessAndUse: ["gmd:identificationInfo/*/gmd:resourceConstraints/*/gmd:useLimitation/*"],
  ResponsiblePartyRole: ["gmd:identificationInfo/*/gmd:pointOfContact/*/gmd:role/*"],
  Degree: ["gmd:dataQualityInfo/*/gmd:report/*/gmd:result/gmd:DQ_ConformanceResult/gmd:pass/*"],
  SpecificationTitle: [
    "gmd:dataQualityInfo/*/gmd:report/*/gmd:result/gmd:DQ_ConformanceResult/gmd:specification/*/gmd:title/*",
  ],
  SpecificationDate: [
    "gmd:dataQualityInfo/*/gmd:report/*/gmd:result/gmd:DQ_ConformanceResult/gmd:specification/*/gmd:date/*/gmd:date/*",
  ],
  SpecificationDateType: [
    "gmd:dataQualityInfo/*/gmd:report/*/gmd:result/gmd:DQ_ConformanceResult/gmd:specification/*/gmd:date/*/gmd:dateType/*",
  ],
} as const satisfies Record<string, readonly string[]>;

/**
 * The Dublin Core queryables, read where the csw:Record a record is served as takes them from
 * (lib/iso/encoders/dublin-core.ts), so that a dc: filter finds what that record shows.
 */
const DUBLIN_CORE_QUERYABLE_PATHS = {
  // dc:date: the metadata date stamp and the resource's dates.
  Date: ["gmd:dateStamp/*", "gmd:identificationInfo/*/gmd:citation/*/gmd:date/*/gmd:date/*"],
  Relation: ["gmd:parentIdentifier/*"],
  Rights: [
    "gmd:identificationInfo/*/gmd:resourceConstraints/*/gmd:useLimitation/*",
    "gmd:identificationInfo/*/gmd:resourceConstraints/*/gmd:otherConstraints/*",
    "gmd:identificationInfo/*/gmd:resourceConstraints/*/gmd:accessConstraints/*",
    "gmd:identificationInfo/*/gmd:resourceConstraints/*/gmd:useConstraints/*",
  ],
  Source: ["gmd:dataQualityInfo/*/gmd:lineage/*/gmd:source/*/gmd:description/*"],
  Spatial: ["gmd:identificationInfo/*/*:extent/*/gmd:description/*"],
} as const satisfies Record<string, readonly string[]>;

/** The resource's dates by their type (CI_DateTypeCode). */
const CITATION_DATE_QUERYABLES = {
  CreationDate: "creation",
  PublicationDate: "publication",
  RevisionDate: "revision",
} as const;

/** dc:creator, dc:publisher and dc:contributor: the names of the resource's parties in those roles. */
const AGENT_QUERYABLES = { Creator: "creator", Publisher: "publisher", Contributor: "contributor" } as const;

export type StoredQueryable =
  | keyof typeof ISO_QUERYABLE_PATHS
  | keyof typeof DUBLIN_CORE_QUERYABLE_PATHS
  | keyof typeof AGENT_QUERYABLES
  | keyof typeof CITATION_DATE_QUERYABLES;

export const STORED_QUERYABLES = [
  ...Object.keys(ISO_QUERYABLE_PATHS),
  ...Object.keys(DUBLIN_CORE_QUERYABLE_PATHS),
  ...Object.keys(AGENT_QUERYABLES),
  ...Object.keys(CITATION_DATE_QUERYABLES),
] as StoredQueryable[];

const PREFIXES: Record<string, readonly string[]> = {
  gmd: [ISO19139.gmd],
  srv: [ISO19139.srv],
  gml: [GML32, GML31],
};

/**
 * The elements found at each path from an element, kept while the element lives: the
 * queryables' paths share their first steps (the identification, its citation), which
 * are walked once. The lists are never changed.
 */
const foundAt = new WeakMap<XmlElement, Map<string, readonly XmlElement[]>>();

/** A path's last step, and the path before it (null: the root's children), read once per path. */
interface PathStep {
  parent: string | null;
  /** null: any element. */
  local: string | null;
  /** null: any namespace. */
  namespaces: readonly string[] | null;
}
const pathSteps = new Map<string, PathStep>();

function stepOf(path: string): PathStep {
  let step = pathSteps.get(path);
  if (!step) {
    const cut = path.lastIndexOf("/");
    const last = path.slice(cut + 1);
    const [prefix, local] = last.includes(":") ? (last.split(":") as [string, string]) : ["*", last];
    step = {
      parent: cut < 0 ? null : path.slice(0, cut),
      local: local === "*" ? null : local,
      namespaces: prefix === "*" ? null : (PREFIXES[prefix] ?? null),
    };
    pathSteps.set(path, step);
  }
  return step;
}

/** The elements at a path: `*` is any element, `*:name` a name in any namespace. */
function elementsAt(root: XmlElement, path: string): readonly XmlElement[] {
  let found = foundAt.get(root);
  if (!found) {
    found = new Map();
    foundAt.set(root, found);
  }
  const known = found.get(path);
  if (known) return known;
  const { parent, local, namespaces } = stepOf(path);
  const parents = parent === null ? [root] : elementsAt(root, parent);
  const elements: XmlElement[] = [];
  for (const element of parents)
    for (const child of element.children)
      if ((local === null || child.local === local) && (namespaces === null || namespaces.includes(child.ns)))
        elements.push(child);
  found.set(path, elements);
  return elements;
}

/** The values at a path (see elementsAt); a last step `@a` is an attribute. */
function valuesAt(root: XmlElement, path: string): string[] {
  const at = path.lastIndexOf("/@");
  if (at >= 0)
    return elementsAt(root, path.slice(0, at)).map((element) => element.attrs[path.slice(at + 2)] ?? "");
  return elementsAt(root, path).map((element) => elementValue(element) ?? "");
}

/**
 * An element's value: its code list value for a code, what it points at for a link-only
 * element (a gmx:Anchor's text wins), its text otherwise.
 */
const elementValue = (element: XmlElement): string | undefined =>
  element.attrs.codeListValue ?? (element.text.trim() || element.attrs[`{${XLINK}}href`]);

/** Each path's values, whitespace collapsed, each distinct one once. */
function distinctValues(root: XmlElement, paths: readonly string[]): string[] {
  const values = new Set<string>();
  for (const path of paths)
    for (const raw of valuesAt(root, path)) {
      const value = raw.replace(/\s+/g, " ").trim();
      if (value) values.add(value);
    }
  return [...values];
}

/**
 * The stored queryables' values of a record from its ISO 19139 document as served
 * (gmd:MD_Metadata): each value as written, whitespace collapsed, each distinct one once; a
 * queryable without values is absent.
 */
export function queryableValuesOf(iso: XmlElement): Partial<Record<StoredQueryable, string[]>> {
  const values: Record<string, string[]> = {};
  for (const [queryable, paths] of Object.entries({
    ...ISO_QUERYABLE_PATHS,
    ...DUBLIN_CORE_QUERYABLE_PATHS,
  })) {
    const found = distinctValues(iso, paths);
    if (found.length > 0) values[queryable] = found;
  }
  // "otherRestrictions" only points at the free-text constraints, as in the csw:Record.
  const rights = values.Rights?.filter((value) => value !== "otherRestrictions") ?? [];
  if (rights.length > 0) values.Rights = rights;
  else delete values.Rights;
  // A party's name: its organisation's, else its person's (as the csw:Record names it).
  const parties = RESOURCE_PARTIES.flatMap((path) => elementsAt(iso, path));
  for (const [queryable, agent] of Object.entries(AGENT_QUERYABLES)) {
    const names = parties
      .filter((party) => DUBLIN_CORE_AGENT_ROLES[agent].has(distinctValues(party, ["gmd:role/*"])[0] ?? ""))
      .flatMap((party) =>
        distinctValues(party, ["gmd:organisationName/*", "gmd:individualName/*"]).slice(0, 1),
      );
    if (names.length > 0) values[queryable] = [...new Set(names)];
  }
  const dates = elementsAt(iso, "gmd:identificationInfo/*/gmd:citation/*/gmd:date/*");
  for (const [queryable, type] of Object.entries(CITATION_DATE_QUERYABLES)) {
    const found = dates
      .filter((date) => distinctValues(date, ["gmd:dateType/*"]).includes(type))
      .flatMap((date) => distinctValues(date, ["gmd:date/*"]));
    if (found.length > 0) values[queryable] = [...new Set(found)];
  }
  values.Type ??= ["dataset"]; // ISO 19115: hierarchyLevel is only written when not dataset
  const security = elementsAt(
    iso,
    "gmd:identificationInfo/*/gmd:resourceConstraints/gmd:MD_SecurityConstraints",
  );
  values.HasSecurityConstraints = [security.length > 0 ? "true" : "false"];
  return values;
}
