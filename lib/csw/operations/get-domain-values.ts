import "server-only";
import { cachedCatalogueQuery } from "../../cache/catalogue-query-cache";
import { getDb } from "../../db/client";
import { Prisma } from "../../db/generated/client";
import type { DomainQueryable } from "../capabilities-model";

// The values GetDomain lists for a queryable: distinct, non-blank values among PUBLISHED
// records, as the CSW encoders write them (dc:type is levelHierarki, dc:subject is keywords
// and topic categories, dc:format the distribution formats, ...). Sorted by code point
// (COLLATE "C"), so PGlite and PostgreSQL servers with other locales agree.

export const DOMAIN_VALUES_LIMIT = 1000;

const published = Prisma.sql`m."status" = 'PUBLISHED'`;
const keywords = Prisma.sql`SELECT k."kataKunci" AS v FROM "MetadataKataKunci" k
  JOIN "Metadata" m ON m."id" = k."metadataId" WHERE ${published}`;
const topicCategories = Prisma.sql`SELECT unnest(m."topikKategori") AS v FROM "Metadata" m WHERE ${published}`;

/** One column `v` of candidate values per queryable. */
const SOURCES: Record<DomainQueryable, Prisma.Sql> = {
  Type: Prisma.sql`SELECT m."levelHierarki" AS v FROM "Metadata" m WHERE ${published}`,
  TopicCategory: topicCategories,
  Format: Prisma.sql`SELECT d."formatNama" AS v FROM "MetadataDistribusi" d
    JOIN "Metadata" m ON m."id" = d."metadataId" WHERE ${published}`,
  Language: Prisma.sql`SELECT m."bahasa" AS v FROM "Metadata" m WHERE ${published}`,
  // The publishing organisation and the organisations of the resource's contacts.
  OrganisationName: Prisma.sql`SELECT o."nama" AS v FROM "Metadata" m
    JOIN "Organisasi" o ON o."id" = m."organisasiId" WHERE ${published}
    UNION ALL
    SELECT c."namaOrganisasi" FROM "MetadataKontak" c
    JOIN "Metadata" m ON m."id" = c."metadataId" WHERE ${published} AND c."lingkup" = 'SUMBER_DAYA'`,
  Subject: Prisma.sql`${keywords} UNION ALL ${topicCategories}`,
};

/** Distinct values of a queryable among published records (at most DOMAIN_VALUES_LIMIT, sorted). */
export function domainValues(queryable: DomainQueryable): Promise<string[]> {
  return cachedCatalogueQuery(JSON.stringify(["csw-domain", queryable]), () => queryDomainValues(queryable));
}

async function queryDomainValues(queryable: DomainQueryable): Promise<string[]> {
  const db = await getDb();
  const rows = await db.$queryRaw<{ v: string }[]>`
    SELECT v FROM (SELECT DISTINCT s.v FROM (${SOURCES[queryable]}) s WHERE btrim(s.v) <> '') d
    ORDER BY v COLLATE "C" LIMIT ${DOMAIN_VALUES_LIMIT}`;
  return rows.map((row) => row.v);
}
