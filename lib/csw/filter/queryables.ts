import type { InternalProperty, Property } from "../../search/ast";

// CSW queryables (OGC 07-006r1 core queryables and the ISO AP "apiso:" ones) and the names
// requests may use for them, onto the properties of the search language (lib/search/ast.ts).
// Matching ignores case and the namespace prefix.

/** The search properties CSW offers: all but the internal ones, which no name below maps to. */
export type Queryable = Exclude<Property, InternalProperty>;

/** Other spellings: dc:subject is apiso:Subject is Keywords; dc:type is apiso:Type; ... */
const ALIASES: Record<string, Queryable> = {
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
  date: "Modified",
  type: "Type",
  hierarchylevel: "Type",
  format: "Format",
  organisationname: "OrganisationName",
  organizationname: "OrganisationName",
  creator: "OrganisationName",
  publisher: "OrganisationName",
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
  resourcelanguage: "Language",
  resourceidentifier: "ResourceIdentifier",
  servicetype: "ServiceType",
  servicetypeversion: "ServiceTypeVersion",
  couplingtype: "CouplingType",
  operation: "Operation",
  operatesonidentifier: "OperatesOnIdentifier",
  operateson: "OperatesOn",
  operatesonname: "OperatesOnName",
};

/** The queryable a PropertyName denotes (prefix and case ignored, XPath-ish paths take their last step); undefined if none. */
export function queryableNamed(propertyName: string): Queryable | undefined {
  const last = propertyName.trim().split("/").pop() ?? "";
  const local = last.includes(":") ? last.slice(last.indexOf(":") + 1) : last;
  return ALIASES[local.toLowerCase().replace(/[^a-z_]/g, "")];
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
    "dc:publisher",
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
  ],
} as const;
