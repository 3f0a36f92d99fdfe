import { STORED_QUERYABLES } from "../../iso/queryable-values";
import type { InternalProperty, Property } from "../../search/ast";

// CSW queryables (OGC 07-006r1 core queryables and the ISO AP "apiso:" ones) and the names
// requests may use for them, onto the properties of the search language (lib/search/ast.ts).
// Matching ignores case and the namespace prefix.

/** The search properties CSW offers: all but the internal ones, which no name below maps to. */
export type Queryable = Exclude<Property, InternalProperty>;

/** Other spellings: dc:subject is apiso:Subject is Keywords; dc:type is apiso:Type; ... */
const ALIASES: Record<string, Queryable> = {
  // Each queryable read from the served XML by its own name (apiso:TempExtent_begin, ...).
  ...Object.fromEntries(STORED_QUERYABLES.map((name) => [name.toLowerCase(), name])),
  anytext: "AnyText",
  csw_anytext: "AnyText",
  title: "Title",
  abstract: "Abstract",
  description: "Abstract",
  subject: "Subject",
  keywords: "Subject",
  identifier: "Identifier",
  fileidentifier: "Identifier",
  modified: "Modified",
  type: "Type",
  hierarchylevel: "Type",
  format: "Format",
  organisationname: "OrganisationName",
  organizationname: "OrganisationName",
  alternative: "AlternateTitle",
  topiccategory: "TopicCategory",
  boundingbox: "BoundingBox",
  bbox: "BoundingBox",
  envelope: "BoundingBox",
  creationdate: "CreationDate",
  created: "CreationDate",
  publicationdate: "PublicationDate",
  issued: "PublicationDate",
  revisiondate: "RevisionDate",
  language: "Language",
};

/** The queryable a PropertyName denotes (prefix and case ignored, XPath-ish paths take their last step); undefined if none. */
export function queryableNamed(propertyName: string): Queryable | undefined {
  const last = propertyName.trim().split("/").pop() ?? "";
  const local = last.includes(":") ? last.slice(last.indexOf(":") + 1) : last;
  const key = local.toLowerCase().replace(/[^a-z_]/g, "");
  // Own names only: "__proto__" or "constructor" would find Object's.
  return Object.hasOwn(ALIASES, key) ? ALIASES[key] : undefined;
}

/** The names GetCapabilities advertises, in the spellings clients look for. */
export const ADVERTISED_QUERYABLES = {
  SupportedDublinCoreQueryables: [
    "csw:AnyText",
    "dc:title",
    "dct:abstract",
    "dc:subject",
    "dc:identifier",
    "dct:modified",
    "dc:type",
    "dc:format",
    "dc:creator",
    "dc:contributor",
    "dc:publisher",
    "dc:date",
    "dc:language",
    "dc:relation",
    "dc:rights",
    "dc:source",
    "dct:alternative",
    "dct:spatial",
    "ows:BoundingBox",
  ],
  SupportedISOQueryables: [
    "apiso:AnyText",
    "apiso:Title",
    "apiso:Abstract",
    "apiso:Subject",
    "apiso:Identifier",
    "apiso:Modified",
    "apiso:Type",
    "apiso:Format",
    "apiso:OrganisationName",
    "apiso:TopicCategory",
    "apiso:BoundingBox",
    "apiso:CreationDate",
    "apiso:PublicationDate",
    "apiso:RevisionDate",
    "apiso:Language",
    "apiso:ResourceIdentifier",
    "apiso:ServiceType",
    "apiso:ServiceTypeVersion",
    "apiso:CouplingType",
    "apiso:Operation",
    "apiso:OperatesOn",
    "apiso:OperatesOnIdentifier",
    "apiso:OperatesOnName",
    "apiso:AlternateTitle",
    "apiso:ParentIdentifier",
    "apiso:KeywordType",
    "apiso:ResourceLanguage",
    "apiso:CRS",
    "apiso:GeographicDescriptionCode",
    "apiso:Denominator",
    "apiso:DistanceValue",
    "apiso:DistanceUOM",
    "apiso:TempExtent_begin",
    "apiso:TempExtent_end",
    "apiso:HasSecurityConstraints",
  ],
  // The ISO AP's additional queryables (07-045, table 11).
  AdditionalQueryables: [
    "apiso:Lineage",
    "apiso:AccessConstraints",
    "apiso:OtherConstraints",
    "apiso:Classification",
    "apiso:ConditionApplyingToAccessAndUse",
    "apiso:ResponsiblePartyRole",
    "apiso:Degree",
    "apiso:SpecificationTitle",
    "apiso:SpecificationDate",
    "apiso:SpecificationDateType",
  ],
} as const;
