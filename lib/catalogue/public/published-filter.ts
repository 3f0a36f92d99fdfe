import { Prisma } from "../../db/generated/client";
import type { TCatalogueFilters } from "../../schemas/public-metadata";

// The WHERE clause of public catalogue queries (list, facets), over "Metadata" aliased m.
// Uses the search storage of the migrations: "searchVector" (GIN) and "bbox" (GiST).

const MAX_SEARCH_WORDS = 16;

/** The words of a search text: letters and digits only, so they are safe inside to_tsquery. */
export function searchWords(q: string | undefined): string[] {
  return (q?.normalize("NFC").match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_SEARCH_WORDS);
}

/**
 * Every word must match (exactly, or by its Indonesian or English stem); the last word also
 * matches as a prefix, so results appear while the user is still typing. Null without words.
 */
export function textSearchQuery(q: string | undefined): Prisma.Sql | null {
  const words = searchWords(q);
  if (words.length === 0) return null;
  const parts = words.map((word, i) =>
    i < words.length - 1
      ? Prisma.sql`simpul_tsquery(${word})`
      : Prisma.sql`(simpul_tsquery(${word}) || to_tsquery('pg_catalog.simple', public.unaccent('public.unaccent', lower(${word})) || ':*'))`,
  );
  return Prisma.sql`(${Prisma.join(parts, " && ")})`;
}

/**
 * Intersection with the query box; a box with west > east crosses the antimeridian. Beside a
 * word search it is written as box_overlap(), which the GiST index cannot answer, so the word
 * index drives (why: spatialSql in lib/csw/filter/filter-to-sql.ts).
 */
function bboxCondition(n: number, s: number, e: number, w: number, indexed: boolean): Prisma.Sql {
  const box = (west: number, east: number) => {
    const query = Prisma.sql`box(point(${west}::float8, ${s}::float8), point(${east}::float8, ${n}::float8))`;
    return indexed ? Prisma.sql`m."bbox" && ${query}` : Prisma.sql`box_overlap(m."bbox", ${query})`;
  };
  return w <= e ? box(w, e) : Prisma.sql`(${box(w, 180)} OR ${box(-180, e)})`;
}

/** Published records matching the filters (all of them combine). */
export function publishedWhere(filters: TCatalogueFilters, textQuery: Prisma.Sql | null): Prisma.Sql {
  const conditions = [Prisma.sql`m."status" = 'PUBLISHED'`];
  if (textQuery) conditions.push(Prisma.sql`m."searchVector" @@ ${textQuery}`);
  if (filters.kategori) conditions.push(Prisma.sql`m."topikKategori" @> ARRAY[${filters.kategori}]::text[]`);
  if (filters.tipeData) conditions.push(Prisma.sql`m."tipeData" = ${filters.tipeData}`);
  if (filters.organisasi) {
    conditions.push(
      Prisma.sql`m."organisasiId" = (SELECT o."id" FROM "Organisasi" o WHERE o."kode" = ${filters.organisasi})`,
    );
  }
  const { bboxN, bboxS, bboxE, bboxW } = filters;
  if (bboxN !== undefined && bboxS !== undefined && bboxE !== undefined && bboxW !== undefined) {
    conditions.push(bboxCondition(bboxN, bboxS, bboxE, bboxW, textQuery === null));
  }
  return Prisma.join(conditions, " AND ");
}
