import type { TPublicMetadataQuery } from "../../schemas/public-metadata";
import { countPublishedFacets } from "./count-published-facets";
import { searchPublishedSummaries } from "./search-published-summaries";

/**
 * A page of published records and the facets of the same search, as the portal's search page
 * shows them. The hits are counted once, by the facets (their total), and the page takes its
 * total from there: counted for the page as well, on another connection at the same time, a
 * common word's hits (91,000 of 100,000 records) were read twice at once.
 */
export async function searchPublishedCatalogue(query: TPublicMetadataQuery) {
  const { q, kategori, tipeData, organisasi, bboxN, bboxS, bboxE, bboxW } = query;
  const facets = countPublishedFacets({ q, kategori, tipeData, organisasi, bboxN, bboxS, bboxE, bboxW });
  const [page, counted] = await Promise.all([
    searchPublishedSummaries(query, { total: () => facets.then((found) => found.total) }),
    facets,
  ]);
  return { page, facets: counted };
}
