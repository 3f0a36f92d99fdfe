import type { Property } from "../search/ast";

// The queryables of the record collection (OGC API – Records, /ogcapi/collections/katalog):
// the names a CQL2 filter may use (lib/ogcapi/cql2-text.ts, cql2-json.ts), the search property each means
// (lib/search/ast.ts), and its JSON Schema in the /queryables document (OGC API – Features –
// Part 3). Names are the OGC API – Records record properties where the record has one (id,
// title, description, keywords, type, language, created, updated; `format` for its formats);
// the others are the ISO queryables in the same camelCase. The organisations of the resource's
// parties are `organization`, the spelling of the Records contact property: they are every
// party (points of contact, cited parties, distributors), not only the publisher. Free text
// (`q`) is a parameter of its own, not a queryable.

/** How a queryable's values are written and compared: text, a day, an instant, or the record's extent. */
export type QueryableType = "string" | "date" | "date-time" | "geometry";

export interface Queryable {
  property: Property;
  type: QueryableType;
  title: string;
  description?: string;
}

export const QUERYABLES = {
  id: {
    property: "Identifier",
    type: "string",
    title: "Identifier",
    description: "The record's file identifier.",
  },
  title: { property: "Title", type: "string", title: "Title" },
  description: { property: "Abstract", type: "string", title: "Abstract" },
  keywords: {
    property: "Subject",
    type: "string",
    title: "Keywords",
    description: "Matches when one of the record's keywords or topic categories does.",
  },
  type: {
    property: "Type",
    type: "string",
    title: "Resource type",
    description: "The hierarchy level: dataset, series, service, ...",
  },
  format: {
    property: "Format",
    type: "string",
    title: "Format",
    description: "Matches when the name of one of the distribution formats does.",
  },
  language: {
    property: "Language",
    type: "string",
    title: "Language",
    description: "The language of the metadata (ISO 639-2, e.g. ind, eng).",
  },
  topicCategory: {
    property: "TopicCategory",
    type: "string",
    title: "Topic category",
    description: "An ISO 19115 topic category code (e.g. environment, boundaries).",
  },
  organization: {
    property: "OrganisationName",
    type: "string",
    title: "Organisation",
    description: "Matches when the organisation of one of the resource's responsible parties does.",
  },
  created: { property: "CreationDate", type: "date", title: "Creation date of the resource" },
  publicationDate: { property: "PublicationDate", type: "date", title: "Publication date of the resource" },
  revisionDate: { property: "RevisionDate", type: "date", title: "Revision date of the resource" },
  updated: { property: "Modified", type: "date-time", title: "Date the metadata was last updated" },
  anytext: {
    property: "AnyText",
    type: "string",
    title: "Any text",
    description:
      "Every text of the record. = and <> search words (by their stems, case and accents ignored); LIKE matches one whole value.",
  },
  geometry: {
    property: "BoundingBox",
    type: "geometry",
    title: "Extent",
    description: "The record's extent: a box in longitude/latitude (CRS84), tested by the spatial functions.",
  },
} as const satisfies Record<string, Queryable>;

export type QueryableName = keyof typeof QUERYABLES;

/** The queryable of that exact name (CQL2 names are case-sensitive); undefined if none. */
export function queryableNamed(name: string): Queryable | undefined {
  return Object.hasOwn(QUERYABLES, name) ? QUERYABLES[name as QueryableName] : undefined;
}

interface PropertySchema {
  title: string;
  description?: string;
  type?: "string";
  format?: "date" | "date-time" | "geometry-any";
}

function propertySchema({ type, title, description }: Queryable): PropertySchema {
  const named = description ? { title, description } : { title };
  if (type === "geometry") return { ...named, format: "geometry-any" };
  return type === "string" ? { ...named, type: "string" } : { ...named, type: "string", format: type };
}

/** The /ogcapi/collections/katalog/queryables document: a JSON Schema (2020-12) of the queryables. */
export function queryablesSchema(baseUrl: string) {
  return {
    $schema: "https://json-schema.org/draft/2020-12/schema",
    $id: `${baseUrl.replace(/\/+$/, "")}/ogcapi/collections/katalog/queryables`,
    type: "object",
    title: "Katalog",
    description: "Properti yang dapat dipakai dalam filter CQL2 / The properties a CQL2 filter can use",
    properties: Object.fromEntries(
      Object.entries(QUERYABLES).map(([name, queryable]) => [name, propertySchema(queryable)]),
    ) as Record<QueryableName, PropertySchema>,
    additionalProperties: false,
  } as const;
}
