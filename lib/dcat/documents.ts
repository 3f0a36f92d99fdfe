import { findPublishedIdPage, publishedIdsFor } from "../catalogue/public/find-published-id-page";
import { recordNotFound } from "../catalogue/records/record-not-found";
import { DCAT_FORMS, loadPublishedRenderings } from "../catalogue/records/stored-protocol-renderings";
import { getCswSettings } from "../csw/service-settings";
import { getDb } from "../db/client";
import { catalogGraph } from "./catalog-graph";
import { DCAT_MEDIA_TYPES, type DcatFormat, documentOf, graphBody } from "./serialize";

// The DCAT-AP documents /dcat serves: a page of the catalogue (newest published first, the
// order CSW and OGC API page in) and one record, in the format asked. The records' graphs are
// their stored bodies in that format (lib/catalogue/records/stored-protocol-renderings.ts).

/** Records in a catalogue page. */
export const DCAT_PAGE_SIZE = 100;

export interface DcatDocument {
  body: string;
  contentType: string;
}

const contentTypeOf = (format: DcatFormat) => `${DCAT_MEDIA_TYPES[format]}; charset=utf-8`;

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
  const records = await loadPublishedRenderings(await getDb(), ids, DCAT_FORMS[format], baseUrl);
  const catalog = catalogGraph({
    settings,
    records,
    baseUrl,
    page,
    pageSize: DCAT_PAGE_SIZE,
    total,
    pageUrl,
  });
  return {
    body: documentOf([graphBody(catalog, format), ...records.map((record) => record.text)], format),
    contentType: contentTypeOf(format),
  };
}

/** One published record (by its id or file identifier) with its catalogue record; NOT_FOUND otherwise. */
export async function dcatRecord(id: string, format: DcatFormat, baseUrl: string): Promise<DcatDocument> {
  const ids = await publishedIdsFor([id]);
  const [record] = await loadPublishedRenderings(await getDb(), ids, DCAT_FORMS[format], baseUrl);
  if (!record) throw recordNotFound(id);
  return { body: documentOf([record.text], format), contentType: contentTypeOf(format) };
}
