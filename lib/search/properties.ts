import { Prisma } from "../db/generated/client";
import type { Property } from "./ast";

// Where each property's values are, over "Metadata" m. Multi-valued properties (Subject,
// Format, OrganisationName, the citation dates, and the resource identifiers and service
// description an imported document gives) match when any of their values does (EXISTS).

const sql = Prisma.sql;

type DateProperty = "Modified" | "CreationDate" | "PublicationDate" | "RevisionDate";
type TextProperty = Exclude<Property, "AnyText" | "BoundingBox" | DateProperty>;
/** A property as "some value satisfies test(value)". */
type Values = (test: (value: Prisma.Sql) => Prisma.Sql) => Prisma.Sql;

const citationDate =
  (tipe: "creation" | "publication" | "revision"): Values =>
  (test) =>
    sql`EXISTS (SELECT 1 FROM "MetadataTanggal" t WHERE t."metadataId" = m."id" AND t."tipe" = ${tipe}::"TipeTanggal" AND ${test(sql`t."tanggal"`)})`;

const topics: Values = (test) =>
  sql`EXISTS (SELECT 1 FROM unnest(m."topikKategori") AS c(v) WHERE ${test(sql`c.v`)})`;

/**
 * Values from an imported record's details (MetadataSumber.rincian, lib/iso/source-details.ts),
 * while its document is what is served: `path` walks JSON arrays (`[]`) and keys (constants,
 * written into the SQL) down to text.
 */
function detail(...path: string[]): Values {
  return (test) => {
    const joins: Prisma.Sql[] = [];
    let value = sql`s."rincian"`;
    for (const [i, step] of path.entries()) {
      if (step === "[]") {
        const alias = Prisma.raw(`j${i}`);
        joins.push(sql`CROSS JOIN jsonb_array_elements(coalesce(${value}, '[]'::jsonb)) AS ${alias}(v)`);
        value = sql`${alias}.v`;
      } else value = sql`${value}->${Prisma.raw(`'${step}'`)}`;
    }
    const text = sql`(${value} #>> '{}')`;
    return sql`EXISTS (SELECT 1 FROM "MetadataSumber" s ${Prisma.join(joins, " ", "", "")}
      WHERE s."metadataId" = m."id" AND s."disuntingPada" IS NULL AND ${text} IS NOT NULL AND ${test(text)})`;
  };
}

export const TEXT: Record<TextProperty, Values> = {
  Title: (test) => test(sql`m."judul"`),
  Abstract: (test) => test(sql`m."abstrak"`),
  Identifier: (test) => sql`(m."fileIdentifier" IS NOT NULL AND ${test(sql`m."fileIdentifier"`)})`,
  Type: (test) => test(sql`m."levelHierarki"`),
  Language: (test) => test(sql`m."bahasa"`),
  TopicCategory: topics,
  Subject: (test) =>
    sql`(EXISTS (SELECT 1 FROM "MetadataKataKunci" k WHERE k."metadataId" = m."id" AND ${test(sql`k."kataKunci"`)}) OR ${topics(test)})`,
  Format: (test) =>
    sql`EXISTS (SELECT 1 FROM "MetadataDistribusi" d WHERE d."metadataId" = m."id" AND ${test(sql`d."formatNama"`)})`,
  ResourceIdentifier: detail("identifikasiSumberDaya", "[]", "kode"),
  ServiceType: detail("layanan", "[]", "tipe", "nama"),
  ServiceTypeVersion: detail("layanan", "[]", "versi", "[]"),
  CouplingType: detail("layanan", "[]", "couplingType"),
  Operation: detail("layanan", "[]", "operasi", "[]", "nama"),
  OperatesOn: detail("layanan", "[]", "dataTerkait", "[]", "uuidref"),
  OperatesOnIdentifier: detail("layanan", "[]", "dataTerkait", "[]", "pengenal"),
  OperatesOnName: detail("layanan", "[]", "dataTerkait", "[]", "operasi"),
  OrganisationName: (test) =>
    sql`(EXISTS (SELECT 1 FROM "Organisasi" o WHERE o."id" = m."organisasiId" AND ${test(sql`o."nama"`)})
      OR EXISTS (SELECT 1 FROM "MetadataKontak" k WHERE k."metadataId" = m."id" AND ${test(sql`k."namaOrganisasi"`)}))`,
  DataType: (test) => test(sql`m."tipeData"`),
  OrganisationCode: (test) =>
    sql`EXISTS (SELECT 1 FROM "Organisasi" o WHERE o."id" = m."organisasiId" AND ${test(sql`o."kode"`)})`,
};

export const DATES: Record<DateProperty, Values> = {
  Modified: (test) => test(sql`coalesce(m."tanggalMetadata", m."updatedAt")`),
  CreationDate: citationDate("creation"),
  PublicationDate: citationDate("publication"),
  RevisionDate: citationDate("revision"),
};

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
};

export const isDate = (property: Property): property is DateProperty => property in DATES;
