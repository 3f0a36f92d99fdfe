import { Prisma } from "../../db/generated/client";
import type { TCatalogueFilters } from "../../schemas/public-metadata";
import type { Search } from "../../search/ast";
import { searchToSql } from "../../search/to-sql";
import { freeText } from "../../search/words";

// The public catalogue's filters (REST list and facets, the portal's search page) as a search
// (lib/search): all of them combine; publishedWhere adds the status condition.

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

/** The published records a search finds, as a condition over "Metadata" m. */
export const publishedWhere = (search: Search, options?: Parameters<typeof searchToSql>[1]) =>
  Prisma.sql`m."status" = 'PUBLISHED' AND ${searchToSql(search, options)}`;
