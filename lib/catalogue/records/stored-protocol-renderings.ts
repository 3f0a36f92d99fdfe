import { queryRows } from "../../db/client";
import { Prisma } from "../../db/generated/client";
import { recordGraph } from "../../dcat/record-graph";
import { type DcatFormat, graphBody } from "../../dcat/serialize";
import { recordFeature } from "../../ogcapi/record-feature";
import {
  loadPublishedRecordDetails,
  type PublishedRecordDetail,
} from "../public/load-published-record-details";
import {
  changedSinceSql,
  protocolKeySql,
  RENDER_BATCH,
  type Reader,
  type RenderPass,
  storeRenderings,
} from "./stored-renderings";

// Records as OGC API – Records and DCAT-AP serve them, stored in "MetadataSajian" beside CSW's
// (stored-renderings.ts says how they are keyed, written and kept): an items page or a
// catalogue page is then its records' stored texts joined, not built (building one record's
// feature or graph costs about a millisecond; a DCAT page of 100, 200).
//  - What is stored: the record's GeoJSON feature ("ogc") and the body of its DCAT-AP graph in
//    each RDF format ("dcat-…", lib/dcat/serialize.ts graphBody).
//  - Their links are absolute, and the base URL is the request's: they are rendered with
//    BASE_PLACEHOLDER as the base and the request's base put in its place when read. A record
//    whose own text holds the placeholder, or a base URL that would need escaping, is rendered
//    live (and not stored), so the placeholder stands for the base and nothing else.

export const PROTOCOL_FORMS = {
  ogc: (record: PublishedRecordDetail, baseUrl: string) => JSON.stringify(recordFeature(record, baseUrl)),
  "dcat-ttl": dcatForm("turtle"),
  "dcat-jsonld": dcatForm("jsonld"),
  "dcat-rdf": dcatForm("rdfxml"),
  "dcat-nt": dcatForm("ntriples"),
} as const satisfies Record<string, (record: PublishedRecordDetail, baseUrl: string) => string>;

export type ProtocolForm = keyof typeof PROTOCOL_FORMS;
const FORMS = Object.keys(PROTOCOL_FORMS) as ProtocolForm[];

function dcatForm(format: DcatFormat) {
  return (record: PublishedRecordDetail, baseUrl: string) => graphBody(recordGraph(record, baseUrl), format);
}

/** The stored form of a DCAT format. */
export const DCAT_FORMS: Record<DcatFormat, ProtocolForm> = {
  turtle: "dcat-ttl",
  jsonld: "dcat-jsonld",
  rdfxml: "dcat-rdf",
  ntriples: "dcat-nt",
};

/** The base URL renderings are stored with; `.invalid` is reserved, never a real host (RFC 2606). */
export const BASE_PLACEHOLDER = "https://simpul-base-url.invalid";
const PLACEHOLDER_HOST = new URL(BASE_PLACEHOLDER).host;

// A base URL every format writes as it is: scheme, host, port and path characters that neither
// JSON, Turtle, N-Triples nor XML escape.
const PLAIN_BASE_URL = /^https?:\/\/[A-Za-z0-9.:[\]_~%/-]+$/;

/** A published record as a protocol shows it in `form`, and its hierarchy level (DCAT's kind). */
export interface ProtocolRendering {
  id: string;
  levelHierarki: string;
  text: string;
}

interface RenderingRow {
  id: string;
  kunci: string;
  levelHierarki: string;
  teks: string | null;
}

/**
 * Published records by id, as `form` shows them with the base URL `baseUrl`, in the order of
 * `ids` (unknown or unpublished ids are left out). Renderings missing or out of date are
 * rendered live and stored.
 */
export async function loadPublishedRenderings(
  db: Reader,
  ids: string[],
  form: ProtocolForm,
  baseUrl: string,
): Promise<ProtocolRendering[]> {
  if (ids.length === 0) return [];
  const key = protocolKeySql();
  const rows = await queryRows<RenderingRow>(
    db,
    Prisma.sql`
    SELECT m."id", m."levelHierarki", ${key} AS "kunci",
           CASE WHEN r."kunci" = ${key} THEN r."teks" END AS "teks"
      FROM unnest(${ids}::text[]) WITH ORDINALITY AS p("id", "n")
      JOIN "Metadata" m ON m."id" = p."id" AND m."status" = 'PUBLISHED'
      JOIN "Organisasi" o ON o."id" = m."organisasiId"
      LEFT JOIN "MetadataSajian" r ON r."metadataId" = m."id" AND r."bentuk" = ${form}
     ORDER BY p."n"`,
    { prepared: true },
  );
  const plainBase = PLAIN_BASE_URL.test(baseUrl);
  const texts = new Map<string, string>();
  for (const row of rows) {
    if (row.teks !== null && plainBase) texts.set(row.id, row.teks.replaceAll(BASE_PLACEHOLDER, baseUrl));
  }
  const missing = rows.filter((row) => !texts.has(row.id));
  if (missing.length > 0) {
    const rendered = await renderRecords(db, missing, [form]);
    for (const record of rendered.records) {
      const stored = rendered.texts.get(record.id)?.get(form);
      texts.set(
        record.id,
        stored !== undefined && plainBase
          ? stored.replaceAll(BASE_PLACEHOLDER, baseUrl)
          : PROTOCOL_FORMS[form](record, baseUrl),
      );
    }
  }
  return rows.flatMap((row) => {
    const text = texts.get(row.id);
    return text === undefined ? [] : [{ id: row.id, levelHierarki: row.levelHierarki, text }];
  });
}

/**
 * Renders `forms` of the records (published, with the keys read before) with the placeholder
 * base and stores them; returns the records and, by id and form, the texts stored.
 */
async function renderRecords(
  db: Reader,
  keyed: { id: string; kunci: string }[],
  forms: ProtocolForm[],
): Promise<{ records: PublishedRecordDetail[]; texts: Map<string, Map<ProtocolForm, string>> }> {
  const records = await loadPublishedRecordDetails(
    keyed.map((row) => row.id),
    db,
  );
  const keyOf = new Map(keyed.map((row) => [row.id, row.kunci]));
  const texts = new Map<string, Map<ProtocolForm, string>>();
  const stored: Prisma.Sql[] = [];
  for (const record of records) {
    // A record that holds the placeholder's host would have it replaced too: never stored.
    if (JSON.stringify(record).includes(PLACEHOLDER_HOST)) continue;
    const byForm = new Map<ProtocolForm, string>();
    for (const form of forms) {
      const text = PROTOCOL_FORMS[form](record, BASE_PLACEHOLDER);
      byForm.set(form, text);
      stored.push(Prisma.sql`(${record.id}, ${form}, ${keyOf.get(record.id)}, ${text})`);
    }
    texts.set(record.id, byForm);
  }
  await storeRenderings(db, stored);
  return { records, texts };
}

/**
 * Renders and stores every protocol form of the published records that lack one or hold one
 * under an old key; returns how many records were rendered. As renderMissingCswForms.
 */
export async function renderMissingProtocolForms(
  db: Reader,
  { onProgress, stopped = () => false, changedSince = null, batch = RENDER_BATCH }: RenderPass = {},
): Promise<number> {
  const key = protocolKeySql();
  const forms = Prisma.join(FORMS.map((form) => Prisma.sql`(${form})`));
  let rendered = 0;
  let afterId = "";
  while (!stopped()) {
    const page = await db.$queryRaw<{ id: string; kunci: string }[]>`
      SELECT m."id", ${key} AS "kunci"
        FROM "Metadata" m
        JOIN "Organisasi" o ON o."id" = m."organisasiId"
       WHERE m."status" = 'PUBLISHED' AND m."id" > ${afterId} AND ${changedSinceSql(changedSince)}
         AND EXISTS (
           SELECT 1 FROM (VALUES ${forms}) AS f("bentuk")
            WHERE NOT EXISTS (SELECT 1 FROM "MetadataSajian" r
                               WHERE r."metadataId" = m."id" AND r."bentuk" = f."bentuk" AND r."kunci" = ${key}))
       ORDER BY m."id" LIMIT ${batch}`;
    if (page.length === 0) return rendered;
    afterId = page[page.length - 1]?.id as string;
    rendered += (await renderRecords(db, page, FORMS)).records.length;
    onProgress?.(rendered);
  }
  return rendered;
}

/** Renders a published record's protocol forms right after a write committed. */
export async function renderProtocolFormsAfterWrite(db: Reader, id: string): Promise<void> {
  const keyed = await db.$queryRaw<{ id: string; kunci: string }[]>`
    SELECT m."id", ${protocolKeySql()} AS "kunci" FROM "Metadata" m JOIN "Organisasi" o ON o."id" = m."organisasiId"
     WHERE m."id" = ${id} AND m."status" = 'PUBLISHED'`;
  if (keyed.length > 0) await renderRecords(db, keyed, FORMS);
}
