import { findPublishedIdPage, publishedIdsFor } from "../catalogue/public/find-published-id-page";
import { loadPublishedRecordDetails } from "../catalogue/public/load-published-record-details";
import { recordNotFound } from "../catalogue/records/record-not-found";
import { getCswSettings } from "../csw/service-settings";
import { catalogGraph } from "./catalog-graph";
import { recordGraph } from "./record-graph";
import { DCAT_MEDIA_TYPES, type DcatFormat, serializeGraph } from "./serialize";

// The DCAT-AP documents /dcat serves: a page of the catalogue (newest published first, the
// order CSW and OGC API page in) and one record, in the format asked.

/** Records in a catalogue page. */
export const DCAT_PAGE_SIZE = 100;

export interface DcatDocument {
  body: string;
  contentType: string;
}

const document = (quads: Parameters<typeof serializeGraph>[0], format: DcatFormat): DcatDocument => ({
  body: serializeGraph(quads, format),
  contentType: `${DCAT_MEDIA_TYPES[format]}; charset=utf-8`,
});

/** Page `page` (1-based) of the catalogue; `pageUrl` gives the URL of a page in the same format. */
export async function dcatCatalogPage(
  page: number,
  format: DcatFormat,
  baseUrl: string,
  pageUrl: (page: number) => string,
): Promise<DcatDocument> {
  const [settings, { total, ids }] = await Promise.all([
    getCswSettings(),
    findPublishedIdPage({
      where: null,
      order: [],
      offset: (page - 1) * DCAT_PAGE_SIZE,
      limit: DCAT_PAGE_SIZE,
    }),
  ]);
  const records = await loadPublishedRecordDetails(ids);
  return document(
    catalogGraph({ settings, records, baseUrl, page, pageSize: DCAT_PAGE_SIZE, total, pageUrl }),
    format,
  );
}

/** One published record (by its id or file identifier) with its catalogue record; NOT_FOUND otherwise. */
export async function dcatRecord(id: string, format: DcatFormat, baseUrl: string): Promise<DcatDocument> {
  const [record] = await loadPublishedRecordDetails(await publishedIdsFor([id]));
  if (!record) throw recordNotFound(id);
  return document(recordGraph(record, baseUrl), format);
}
