import { Prisma } from "../db/generated/client";
import { STORED_QUERYABLES, type StoredQueryable } from "../iso/queryable-values";
import type { Property } from "./ast";
import { instantOf } from "./dates";

// Where each property's values are, over "Metadata" m. Multi-valued properties (Subject and
// every queryable read from the served XML) match when any of their values does (EXISTS). The
// queryables read from the served XML (lib/iso/queryable-values.ts) are stored per record in
// "Metadata"."nilaiKueri", a JSON object of arrays; dates there are instants, numbers and
// booleans canonical text (storedQueryableValues). The dates and numbers are also rows of
// "NilaiKueri", typed and indexed (kept by a trigger: migration queryable_ranges), where
// comparisons and ranges on them are answered.

const sql = Prisma.sql;

type DateProperty = "Modified" | (typeof STORED_DATES)[number];
type TextProperty = Exclude<Property, "AnyText" | "BoundingBox" | DateProperty>;
/** A property as "some value satisfies test(value)". */
type Values = (test: (value: Prisma.Sql) => Prisma.Sql) => Prisma.Sql;

const topics: Values = (test) =>
  sql`EXISTS (SELECT 1 FROM unnest(m."topikKategori") AS c(v) WHERE ${test(sql`c.v`)})`;

/**
 * Stored queryables whose values are instants ('YYYY-MM-DD HH:MM:SS.mmm' in UTC, as stored).
 * This list and STORED_NUMBERS are also in the queryable_ranges migration's
 * simpul_nilai_kueri_baris (lib/search/to-sql.db.test.ts compares them).
 */
export const STORED_DATES = [
  "CreationDate",
  "PublicationDate",
  "RevisionDate",
  "TempExtent_begin",
  "TempExtent_end",
  "SpecificationDate",
  "Date",
] as const;
/** Stored queryables whose values are numbers (compared as numbers). */
export const STORED_NUMBERS = new Set<Property>(["Denominator", "DistanceValue"]);
/** Stored queryables whose values are "true" or "false". */
export const STORED_BOOLEANS = new Set<Property>(["HasSecurityConstraints", "Degree"]);

/** A queryable read from the served XML: one of its values ("Metadata"."nilaiKueri", a JSON array each). */
const stored =
  (queryable: StoredQueryable): Values =>
  (test) =>
    sql`EXISTS (SELECT 1 FROM jsonb_array_elements_text(m."nilaiKueri"->${Prisma.raw(`'${queryable}'`)}) AS q(v) WHERE ${test(sql`q.v`)})`;

export const TEXT: Record<TextProperty, Values> = {
  Title: (test) => test(sql`m."judul"`),
  Abstract: (test) => test(sql`m."abstrak"`),
  Identifier: (test) => sql`(m."fileIdentifier" IS NOT NULL AND ${test(sql`m."fileIdentifier"`)})`,
  TopicCategory: topics,
  Subject: (test) =>
    sql`(EXISTS (SELECT 1 FROM "MetadataKataKunci" k WHERE k."metadataId" = m."id" AND ${test(sql`k."kataKunci"`)}) OR ${topics(test)})`,
  ...storedText(),
  DataType: (test) => test(sql`m."tipeData"`),
  OrganisationCode: (test) =>
    sql`EXISTS (SELECT 1 FROM "Organisasi" o WHERE o."id" = m."organisasiId" AND ${test(sql`o."kode"`)})`,
};

/** A date or number queryable's values, typed: rows of "NilaiKueri", indexed by queryable and value. */
const typed =
  (queryable: StoredQueryable, column: "waktu" | "angka"): Values =>
  (test) =>
    sql`EXISTS (SELECT 1 FROM "NilaiKueri" q WHERE q."metadataId" = m."id" AND q."kueri" = ${Prisma.raw(`'${queryable}'`)} AND ${test(Prisma.raw(`q."${column}"`))})`;

export const DATES: Record<DateProperty, Values> = {
  Modified: (test) => test(sql`coalesce(m."tanggalMetadata", m."updatedAt")`),
  ...Object.fromEntries(STORED_DATES.map((queryable) => [queryable, typed(queryable, "waktu")])),
} as Record<DateProperty, Values>;

/** The number queryables' values as numbers (float8: they are JavaScript numbers, written canonically). */
export const NUMBERS = Object.fromEntries(
  [...STORED_NUMBERS].map((queryable) => [queryable, typed(queryable as StoredQueryable, "angka")]),
) as Partial<Record<Property, Values>>;

/** The text and number queryables read from the served XML. */
function storedText() {
  const names = STORED_QUERYABLES.filter(
    (name): name is Exclude<StoredQueryable, (typeof STORED_DATES)[number]> =>
      !(STORED_DATES as readonly string[]).includes(name),
  );
  return Object.fromEntries(names.map((name) => [name, stored(name)])) as Record<
    (typeof names)[number],
    Values
  >;
}

/** Equality (matchCase) in a form an index answers, where the form above would not be. */
export const INDEXED_EQUALS: Partial<Record<Property, (value: string) => Prisma.Sql>> = {
  // The GIN index of topikKategori answers containment directly.
  TopicCategory: (value) =>
    sql`(m."topikKategori" IS NOT NULL AND m."topikKategori" @> ARRAY[${value}]::text[])`,
  // Codes are unique: the organisation is found once, before the scan, and the planner takes it
  // as one value of "organisasiId", whose index answers. An unknown code matches nothing
  // (coalesce: FALSE, not NULL).
  OrganisationCode: (value) =>
    sql`m."organisasiId" = coalesce((SELECT o."id" FROM "Organisasi" o WHERE o."kode" = ${value}), '')`,
  // JSON containment, which the GIN index of "nilaiKueri" answers (numbers compare as numbers).
  ...Object.fromEntries(
    STORED_QUERYABLES.filter((name) => !STORED_NUMBERS.has(name) && !isDate(name)).map((name) => [
      name,
      (value: string) =>
        sql`(m."nilaiKueri" IS NOT NULL AND m."nilaiKueri" @> jsonb_build_object(${name}::text, jsonb_build_array(${value}::text)))`,
    ]),
  ),
};

/** A number as stored and compared ("50000" for "5e4"); undefined when the text is none. */
export function canonicalNumber(text: string): string | undefined {
  const number = Number(text.trim());
  return text.trim() !== "" && Number.isFinite(number) ? String(number) : undefined;
}

/** A boolean as stored and compared: "true" for true or 1, "false" for false or 0 (gco:Boolean). */
export const canonicalBoolean = (text: string): string | undefined =>
  ({ true: "true", "1": "true", false: "false", "0": "false" })[text.trim().toLowerCase()];

/**
 * The stored form of a record's queryable values ("Metadata"."nilaiKueri"): dates as the
 * instants they start at, numbers and booleans written canonically, text as read. A date or
 * number that is none cannot be compared and is left out of its queryable (AnyText still
 * holds it).
 */
export function storedQueryableValues(
  values: Partial<Record<StoredQueryable, string[]>>,
): Partial<Record<StoredQueryable, string[]>> {
  const canonical = (name: StoredQueryable, value: string): string | undefined => {
    if (isDate(name)) return instantOf(value);
    if (STORED_NUMBERS.has(name)) return canonicalNumber(value);
    if (STORED_BOOLEANS.has(name)) return canonicalBoolean(value);
    return value;
  };
  const stored: Partial<Record<StoredQueryable, string[]>> = {};
  for (const [name, list] of Object.entries(values) as [StoredQueryable, string[]][]) {
    const kept = [...new Set(list.flatMap((value) => canonical(name, value) ?? []))];
    if (kept.length > 0) stored[name] = kept;
  }
  return stored;
}

export function isDate(property: Property): property is DateProperty {
  return property in DATES;
}
