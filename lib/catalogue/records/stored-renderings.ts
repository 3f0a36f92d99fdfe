import { type Db, queryRows, runStatement } from "../../db/client";
import { Prisma } from "../../db/generated/client";
import type { ElementSetName } from "../../iso/encoder";
import { recordFragment } from "../../iso/record-document";
import { XML_PROFILES, type XmlProfile } from "../../iso/registry";
import { renderingVersion } from "../../iso/rendering-version";
import {
  type SourceDocument,
  type SourceStandard,
  servedSource,
  sourceServedAs,
} from "../../iso/source-document";
import type { StoredRecord } from "../../iso/stored-record";
import { logger } from "../../log/logger";
import { STORED_RECORD_SELECT } from "./stored-record-select";

// Records as CSW serves them, stored ("MetadataSajian"): a page of records is then read and
// concatenated, not built (building a record's XML costs milliseconds; reading it, microseconds).
//  - What is stored: every output schema and element set CSW offers (RENDERING_FORMS), each the
//    exact text the renderer gives (recordFragment), except where the record is its own source
//    document (an import in that standard): that document is read instead, as it is.
//  - The key: the renderers' version (rendering-version.ts); the row's version (every write of
//    a record, its children, its source or its status moves it on) and update time (what any
//    ORM update of the row sets); a digest of the organisation's details (a record made here
//    names its organisation as its contact). A rendering is served only while its key is the
//    record's current one, computed in the statement that reads it; any other input of the
//    renderers would have to join the key.
//  - Written (render-stored.ts): after the editor's, the workflow's and the signatures' writes
//    (renderAfterWrite), by `npm start`'s renderer for what is missing (renderMissing: imports,
//    a new deploy, changed organisations), and by a read that found one missing (rendered live,
//    then stored).
//  - The key is read before the record it renders, so a write in between leaves a rendering
//    under an older key, which is never served.

export const RENDERING_FORMS = {
  gmd: { profile: XML_PROFILES.gmd, elementSet: "full", own: "ISO19139" },
  mdb2018: { profile: XML_PROFILES.mdb2018, elementSet: "full", own: "ISO19115_3_2018" },
  "dc-brief": { profile: XML_PROFILES.dublinCore, elementSet: "brief", own: null },
  "dc-summary": { profile: XML_PROFILES.dublinCore, elementSet: "summary", own: null },
  "dc-full": { profile: XML_PROFILES.dublinCore, elementSet: "full", own: "DUBLIN_CORE" },
} as const satisfies Record<
  string,
  { profile: XmlProfile; elementSet: ElementSetName; own: SourceStandard | null }
>;
export type RenderingForm = keyof typeof RENDERING_FORMS;
const FORMS = Object.keys(RENDERING_FORMS) as RenderingForm[];

/** The stored form of a CSW output profile and element set (the ISO profiles have one: the full record). */
export function renderingFormOf(profile: XmlProfile, elementSet: ElementSetName): RenderingForm {
  if (profile.format === "dublinCore") return `dc-${elementSet}`;
  if (profile.format === "gmd" || profile.format === "mdb2018") return profile.format;
  throw new Error(`renderingFormOf: CSW does not offer ${profile.format}`);
}

export type Reader = Pick<Db, "$queryRaw" | "$queryRawUnsafe" | "$executeRaw" | "metadata">;

/** The key a rendering of record `m` (with its organisation `o`) must carry to be served. */
const keySql = (version: string) =>
  Prisma.sql`${version} || ':' || m."version" || ':' || m."updatedAt"::text || ':' || md5(ROW(o."nama", o."kontakEmail", o."kontakTelepon", o."alamat", o."kota", o."provinsi", o."kodePos", o."website")::text)`;

/**
 * The key of a rendering for OGC API – Records and DCAT-AP (stored-protocol-renderings.ts):
 * theirs also show the organisation's code and short name, the record's signed quality
 * documents (their verification pages) and, for a harvested record, its source and original.
 */
export const protocolKeySql = () =>
  Prisma.sql`${keySql(renderingVersion("protocols"))} || ':' || md5(ROW(o."kode", o."singkatan")::text) || ':' || coalesce((SELECT md5(string_agg(d."id" || d."status", ',' ORDER BY d."id")) FROM "DokumenKualitas" d WHERE d."metadataId" = m."id"), '') || ':' || coalesce((SELECT md5(ROW(p."tautanAsli", h."nama", h."url")::text) FROM "MetadataPanen" p JOIN "SumberPanen" h ON h."id" = p."sumberId" WHERE p."metadataId" = m."id"), '')`;

/**
 * Records whose rendering keys (keySql, protocolKeySql) may have moved since `since`: the
 * record, its organisation, one of its quality documents or its harvest source written since
 * (every writer of them sets "updatedAt"). Null: every record. What it misses is no error: a
 * read compares the key and renders live.
 */
export const changedSinceSql = (since: Date | null) =>
  since === null
    ? Prisma.sql`TRUE`
    : // An array, not IN (…): the planner then looks the few ids up by key, where a semi-join
      // estimated from an organisation's records read and sorted the whole table.
      Prisma.sql`m."id" = ANY(ARRAY(
        SELECT c."id" FROM "Metadata" c WHERE c."updatedAt" >= ${since}
        UNION ALL
        SELECT c."id" FROM "Organisasi" co JOIN "Metadata" c ON c."organisasiId" = co."id" WHERE co."updatedAt" >= ${since}
        UNION ALL
        SELECT d."metadataId" FROM "DokumenKualitas" d WHERE d."updatedAt" >= ${since}
        UNION ALL
        SELECT p."metadataId" FROM "SumberPanen" h JOIN "MetadataPanen" p ON p."sumberId" = h."id" WHERE h."updatedAt" >= ${since}))`;

/** Stores renderings, given as `(metadataId, bentuk, kunci, teks)` rows; a failure is logged, not thrown. */
export async function storeRenderings(db: Reader, rows: Prisma.Sql[]): Promise<void> {
  if (rows.length === 0) return;
  try {
    // runStatement: a batch's renderings are a megabyte or more of parameters (db/client.ts).
    const { text, values } = Prisma.sql`INSERT INTO "MetadataSajian" ("metadataId", "bentuk", "kunci", "teks")
      VALUES ${Prisma.join(rows)}
      ON CONFLICT ("metadataId", "bentuk") DO UPDATE SET "kunci" = EXCLUDED."kunci", "teks" = EXCLUDED."teks"`;
    await runStatement(db, text, values);
  } catch (error) {
    // The answer stands without them (a record deleted meanwhile, the database busy): the
    // next read or npm start's renderer stores them.
    logger().warn({ err: error }, "renderings not stored; they are rendered again when next needed");
  }
}

/** The record's own source document as served in `form`, when that is what it serves (nothing to render). */
function ownSourceText(form: RenderingForm, id: string, source: SourceDocument): string | null {
  const { profile, elementSet } = RENDERING_FORMS[form];
  const own = sourceServedAs(source, profile.format, elementSet);
  return own ? servedSource(own, id) : null;
}

interface RenderingRow {
  id: string;
  kunci: string;
  teks: string | null;
  standar: SourceStandard | null;
  dokumen: string | null;
}

/**
 * Published records by id, as CSW serves them in `form`, in the order of `ids` (unknown or
 * unpublished ids are left out). Renderings missing or out of date are rendered live and stored.
 */
export async function loadPublishedFragments(
  db: Reader,
  ids: string[],
  form: RenderingForm,
): Promise<string[]> {
  if (ids.length === 0) return [];
  const own = RENDERING_FORMS[form].own;
  const key = keySql(renderingVersion());
  // A row a record, each text its own string. Tried and left (10,000 records, 16 clients):
  // the page's texts joined into one string by PostgreSQL (string_agg) made `gmd` full 50 cost
  // 1.7 times the CPU, as a string of most of a megabyte is allocated among V8's large objects
  // and brought on full collections (38 in 669 requests against 21 in 1,078); encoding each row
  // as the driver hands it over (its row events) cost more, and as much was promoted as before.
  const rows = await queryRows<RenderingRow>(
    db,
    Prisma.sql`
    SELECT m."id", ${key} AS "kunci",
           CASE WHEN r."kunci" = ${key} THEN r."teks" END AS "teks",
           s."standar"::text AS "standar",
           CASE WHEN s."disuntingPada" IS NULL AND s."standar"::text = ${own} THEN s."dokumen" END AS "dokumen"
      FROM unnest(${ids}::text[]) WITH ORDINALITY AS p("id", "n")
      JOIN "Metadata" m ON m."id" = p."id" AND m."status" = 'PUBLISHED'
      JOIN "Organisasi" o ON o."id" = m."organisasiId"
      LEFT JOIN "MetadataSumber" s ON s."metadataId" = m."id"
      LEFT JOIN "MetadataSajian" r ON r."metadataId" = m."id" AND r."bentuk" = ${form}
     ORDER BY p."n"`,
    { prepared: true },
  );
  const fragments = new Map<string, string>();
  const missing: RenderingRow[] = [];
  for (const row of rows) {
    const source =
      row.dokumen !== null && row.standar
        ? ownSourceText(form, row.id, { standar: row.standar, dokumen: row.dokumen })
        : null;
    const text = source ?? row.teks;
    if (text === null) missing.push(row);
    else fragments.set(row.id, text);
  }
  if (missing.length > 0) {
    const rendered = await renderRecords(db, missing, [form]);
    for (const [id, byForm] of rendered) fragments.set(id, byForm.get(form) as string);
  }
  return rows.flatMap((row) => fragments.get(row.id) ?? []);
}

/**
 * Renders `forms` of the records (published, with the keys read before), stores the renderings
 * that are not the record's own source, and returns them all by id and form.
 */
async function renderRecords(
  db: Reader,
  keyed: { id: string; kunci: string }[],
  forms: RenderingForm[],
): Promise<Map<string, Map<RenderingForm, string>>> {
  const records: StoredRecord[] = await db.metadata.findMany({
    where: { id: { in: keyed.map((row) => row.id) }, status: "PUBLISHED" },
    select: STORED_RECORD_SELECT,
  });
  const keyOf = new Map(keyed.map((row) => [row.id, row.kunci]));
  const rendered = new Map<string, Map<RenderingForm, string>>();
  const stored: Prisma.Sql[] = [];
  for (const record of records) {
    const byForm = new Map<RenderingForm, string>();
    for (const form of forms) {
      const { profile, elementSet } = RENDERING_FORMS[form];
      const text = recordFragment(record, profile, elementSet);
      byForm.set(form, text);
      const own = sourceServedAs(record.sumber, profile.format, elementSet);
      if (!own) stored.push(Prisma.sql`(${record.id}, ${form}, ${keyOf.get(record.id)}, ${text})`);
    }
    rendered.set(record.id, byForm);
  }
  await storeRenderings(db, stored);
  return rendered;
}

/** Published records per batch of renderMissing: each batch loads them with their documents. */
export const RENDER_BATCH = 50;

/** How a pass of the renderers over what is missing runs (renderMissing and the families' own). */
export interface RenderPass {
  /** Called after each batch with the records rendered so far. */
  onProgress?: (rendered: number) => void;
  /** Asked before each batch; true ends the pass where it is (a server stopping does not wait for a whole catalogue). */
  stopped?: () => boolean;
  /** Only records changed since then (changedSinceSql); null or absent: every record. */
  changedSince?: Date | null;
  /** Records a batch loads, renders and stores in one statement (default RENDER_BATCH). */
  batch?: number;
}

/**
 * Renders and stores every form of the published records that lack one or hold one under an
 * old key, batch by batch as `pass` says; returns how many records were rendered.
 */
export async function renderMissingCswForms(
  db: Reader,
  { onProgress, stopped = () => false, changedSince = null, batch = RENDER_BATCH }: RenderPass = {},
): Promise<number> {
  const key = keySql(renderingVersion());
  const forms = Prisma.join(FORMS.map((form) => Prisma.sql`(${form}, ${RENDERING_FORMS[form].own ?? ""})`));
  let rendered = 0;
  let afterId = "";
  while (!stopped()) {
    const page = await db.$queryRaw<{ id: string; kunci: string }[]>`
      SELECT m."id", ${key} AS "kunci"
        FROM "Metadata" m
        JOIN "Organisasi" o ON o."id" = m."organisasiId"
        LEFT JOIN "MetadataSumber" s ON s."metadataId" = m."id"
       WHERE m."status" = 'PUBLISHED' AND m."id" > ${afterId} AND ${changedSinceSql(changedSince)}
         AND EXISTS (
           SELECT 1 FROM (VALUES ${forms}) AS f("bentuk", "own")
            WHERE NOT coalesce(s."metadataId" IS NOT NULL AND s."disuntingPada" IS NULL AND s."standar"::text = f."own", false)
              AND NOT EXISTS (SELECT 1 FROM "MetadataSajian" r
                               WHERE r."metadataId" = m."id" AND r."bentuk" = f."bentuk" AND r."kunci" = ${key}))
       ORDER BY m."id" LIMIT ${batch}`;
    if (page.length === 0) return rendered;
    afterId = page[page.length - 1]?.id as string;
    rendered += (await renderRecords(db, page, FORMS)).size;
    onProgress?.(rendered);
  }
  return rendered;
}

/** Renders a published record's CSW forms right after a write committed (render-stored.ts). */
export async function renderCswFormsAfterWrite(db: Reader, id: string): Promise<void> {
  const key = keySql(renderingVersion());
  const keyed = await db.$queryRaw<{ id: string; kunci: string }[]>`
    SELECT m."id", ${key} AS "kunci" FROM "Metadata" m JOIN "Organisasi" o ON o."id" = m."organisasiId"
     WHERE m."id" = ${id} AND m."status" = 'PUBLISHED'`;
  if (keyed.length > 0) await renderRecords(db, keyed, FORMS);
}
