import { Prisma } from "../../db/generated/client";
import type { TCatalogueFilters } from "../../schemas/public-metadata";
import type { Search } from "../../search/ast";
import { freeTextTsquery, searchToSql } from "../../search/to-sql";
import { freeText } from "../../search/words";

// The public catalogue's filters (REST list and facets, the portal's search page) as a search
// (lib/search): all of them combine.

/** The search the filters ask; an And of nothing (every record) without filters. */
export function catalogueSearch(filters: TCatalogueFilters): Search {
  const args: Search[] = [];
  const text = freeText(filters.q);
  if (text) args.push(text);
  const equals = (property: "TopicCategory" | "DataType" | "OrganisationCode", value: string): Search => ({
    op: "Compare",
    comparator: "=",
    property,
    value,
    matchCase: true,
  });
  if (filters.kategori) args.push(equals("TopicCategory", filters.kategori));
  if (filters.tipeData) args.push(equals("DataType", filters.tipeData));
  if (filters.organisasi) args.push(equals("OrganisationCode", filters.organisasi));
  const { bboxN, bboxS, bboxE, bboxW } = filters;
  if (bboxN !== undefined && bboxS !== undefined && bboxE !== undefined && bboxW !== undefined) {
    // Records whose extent intersects the box; bboxW > bboxE crosses the antimeridian.
    args.push({
      op: "Spatial",
      relation: "BBOX",
      box: { minx: bboxW, miny: bboxS, maxx: bboxE, maxy: bboxN },
    });
  }
  return { op: "And", args };
}

/**
 * The published records a catalogue search finds (with `inTitles`, only those whose title or
 * keywords hold its words: the rank vector, through its own index), as a WITH clause, a FROM
 * clause and a condition over "MetadataCari" m: the published records' search rows
 * (schema.prisma), which hold every column the filters above read, and nothing but published
 * records. The words' tsquery is
 * computed once, in a materialised CTE (tq."query", NULL without words): the planner, which
 * cannot see it, then reads the hits through the words' index. With the words in sight it
 * estimates a common word's hits well (91,000 of 100,000) and reads every row instead,
 * fetching each row's vector from TOAST to test it: 900 ms, against 15-30 ms through the index.
 * With `newest`, only the hits among that many newest published records (newest first, as the
 * publication index walks them): where a search's first hits are, when it has many.
 */
export function catalogueHits(
  search: Search,
  { inTitles = false, newest }: { inTitles?: boolean; newest?: number } = {},
) {
  const rows = newest === undefined ? Prisma.sql`"MetadataCari" m` : Prisma.sql`${newestRows(newest)} m`;
  return {
    with: wordsQuery(search),
    from: Prisma.sql`${rows} CROSS JOIN tq`,
    where: searchToSql(search, {
      freeTextQuery: Prisma.sql`tq."query"`,
      freeTextVector: inTitles ? "rankVector" : "searchVector",
    }),
  };
}

/** The CTE tq: the search's words as one tsquery, computed once (NULL without words). */
const wordsQuery = (search: Search) =>
  Prisma.sql`tq AS MATERIALIZED (SELECT ${freeTextTsquery(search) ?? Prisma.sql`NULL::tsquery`} AS "query")`;

/** The `newest` newest search rows, as the publication index walks them. */
const newestRows = (newest: number) =>
  Prisma.sql`(SELECT * FROM "MetadataCari" ORDER BY "publishedAt" DESC, "id" ASC LIMIT ${newest})`;

/** A search of catalogueSearch (words and filters in one And) as its words and its other filters. */
function wordsAndFilters(search: Search): { words: Search & { op: "And" }; filters: Search & { op: "And" } } {
  const parts = search.op === "And" ? search.args : [search];
  return {
    words: { op: "And", args: parts.filter((part) => part.op === "FreeText") },
    filters: { op: "And", args: parts.filter((part) => part.op !== "FreeText") },
  };
}

/**
 * The hits as catalogueHits gives them, to be counted: those of a search of words alone in
 * "MetadataCariKata", the search rows' words and nothing else (schema.prisma says why), whose
 * condition is the same over its one column; any other search's in the search rows.
 */
export function catalogueHitsToCount(search: Search) {
  const hits = catalogueHits(search);
  const { words, filters } = wordsAndFilters(search);
  const wordsAlone = words.args.length > 0 && filters.args.length === 0;
  return wordsAlone ? { ...hits, from: Prisma.sql`"MetadataCariKata" m CROSS JOIN tq` } : hits;
}

/**
 * The hits among the `newest` newest published records, as catalogueHits gives them, but with
 * their words matched in "MetadataCariKata" (every hit's id, read as a count reads them) rather
 * than in each row's vector, which is in TOAST. Where a relevance page looks for the hits whose
 * words are only in their abstract: reading them all from the search rows visited a page for
 * each ("danau", 4,705 such hits at 100,000 records: 10-70 ms), these visit the count's pages
 * and the newest rows. `search` is a search of catalogueSearch: words and filters in one And.
 */
export function catalogueHitsAmongNewest(search: Search, newest: number) {
  const { words, filters } = wordsAndFilters(search);
  // Both sides materialised and hash-joined: the planner, which thinks the words have 500 hits,
  // otherwise scanned every hit's id for each of the newest rows (danau: 140 ms instead of 10).
  return {
    with: Prisma.sql`${wordsQuery(search)},
    worded AS MATERIALIZED (
      SELECT m."id" FROM "MetadataCariKata" m CROSS JOIN tq
       WHERE ${searchToSql(words, { freeTextQuery: Prisma.sql`tq."query"` })}
    ),
    among AS MATERIALIZED (
      SELECT m.* FROM ${newestRows(newest)} m WHERE ${searchToSql(filters)}
    )`,
    from: Prisma.sql`among m CROSS JOIN tq JOIN worded w ON w."id" = m."id"`,
    where: Prisma.sql`TRUE`,
  };
}
