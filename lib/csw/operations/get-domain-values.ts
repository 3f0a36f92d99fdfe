import "server-only";
import { cachedCatalogueQuery } from "../../cache/catalogue-query-cache";
import { getDb } from "../../db/client";
import { Prisma } from "../../db/generated/client";
import type { DomainQueryable, StoredDomainQueryable } from "../capabilities-model";

// The values GetDomain lists for a queryable: distinct, non-blank values among PUBLISHED
// records, as the filters read them (dc:subject is keywords and topic categories; the others
// what the served XML holds at their paths, "Metadata"."nilaiKueri"). Sorted by code point
// (COLLATE "C"), so PGlite and PostgreSQL servers with other locales agree.

export const DOMAIN_VALUES_LIMIT = 1000;

const published = Prisma.sql`m."status" = 'PUBLISHED'`;
const keywords = Prisma.sql`SELECT k."kataKunci" AS v FROM "MetadataKataKunci" k
  JOIN "Metadata" m ON m."id" = k."metadataId" WHERE ${published}`;
const topicCategories = Prisma.sql`SELECT unnest(m."topikKategori") AS v FROM "Metadata" m WHERE ${published}`;

/** One column `v` of candidate values per queryable (the stored ones: storedValues). */
const SOURCES: Record<Exclude<DomainQueryable, StoredDomainQueryable>, Prisma.Sql> = {
  TopicCategory: topicCategories,
  Subject: Prisma.sql`${keywords} UNION ALL ${topicCategories}`,
};

/** Distinct values of a queryable among published records (at most DOMAIN_VALUES_LIMIT, sorted). */
export function domainValues(queryable: DomainQueryable): Promise<string[]> {
  return cachedCatalogueQuery(JSON.stringify(["csw-domain", queryable]), () => queryDomainValues(queryable));
}

/** A queryable read from the served XML: its values as stored. */
const storedValues = (queryable: StoredDomainQueryable) =>
  Prisma.sql`SELECT jsonb_array_elements_text(m."nilaiKueri"->${queryable}::text) AS v FROM "Metadata" m WHERE ${published}`;

async function queryDomainValues(queryable: DomainQueryable): Promise<string[]> {
  const db = await getDb();
  const source =
    queryable in SOURCES
      ? SOURCES[queryable as keyof typeof SOURCES]
      : storedValues(queryable as StoredDomainQueryable);
  const rows = await db.$queryRaw<{ v: string }[]>`
    SELECT v FROM (SELECT DISTINCT s.v FROM (${source}) s WHERE btrim(s.v) <> '') d
    ORDER BY v COLLATE "C" LIMIT ${DOMAIN_VALUES_LIMIT}`;
  return rows.map((row) => row.v);
}
