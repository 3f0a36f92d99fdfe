import { cachedCatalogueQuery } from "../../cache/catalogue-query-cache";
import { cachedCount, statementKey } from "../../cache/count-cache";
import { type Db, getDb } from "../../db/client";
import { Prisma } from "../../db/generated/client";
import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  type TPublicMetadataQuery,
  type TRecordSummary,
} from "../../schemas/public-metadata";
import type { Search } from "../../search/ast";
import { freeTextWords } from "../../search/words";
import { catalogueHits, catalogueSearch } from "./catalogue-search";

interface SummaryRow {
  id: string;
  judul: string;
  abstrak: string;
  tipeData: string;
  topikKategori: string[];
  bboxUtara: number | null;
  bboxSelatan: number | null;
  bboxTimur: number | null;
  bboxBarat: number | null;
  publishedAt: Date;
  namaLengkap: string;
  organisasi: string;
  total?: number;
}

const SUMMARY_COLUMNS = Prisma.sql`m."id", m."judul", m."abstrak", m."tipeData", m."topikKategori",
  m."bboxUtara", m."bboxSelatan", m."bboxTimur", m."bboxBarat", m."publishedAt",
  p."namaLengkap", o."nama" AS "organisasi"`;
const SUMMARY_JOINS = Prisma.sql`JOIN "Pengguna" p ON p."id" = m."ownerId" JOIN "Organisasi" o ON o."id" = m."organisasiId"`;

/**
 * Each order over the columns "MetadataCari" and "Metadata" share, so that one ORDER BY sorts
 * the page's hits and then its rows; "rank" is the page's own column (ts_rank of the hit's
 * "rankVector", title and keywords: see the metadata_rank_vector migration; 0 in the other
 * orders).
 */
const ORDER_BY = {
  relevansi: Prisma.sql`"rank" DESC, m."publishedAt" DESC, m."id" ASC`,
  terbaru: Prisma.sql`m."publishedAt" DESC, m."id" ASC`,
  judul: Prisma.sql`lower(m."judul") ASC, m."judul" ASC, m."id" ASC`,
} as const;

/**
 * One page of published records (spec 4.1). Order `urut`: with `q` most relevant first by
 * default; otherwise (and for relevansi without q) newest first; or by title. The id breaks
 * ties, so pages never overlap or skip. pageSize is clamped to 100.
 */
export async function searchPublishedSummaries(query: TPublicMetadataQuery) {
  const page = query.page ?? 1;
  const pageSize = Math.min(query.pageSize ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
  const words = freeTextWords(query.q ?? "").map((w) => w.toLowerCase());
  const { kategori, tipeData, organisasi, bboxN, bboxS, bboxE, bboxW } = query;
  const order =
    query.urut === "judul" ? "judul" : words.length && query.urut !== "terbaru" ? "relevansi" : "terbaru";
  const filters = [words, kategori, tipeData, organisasi, bboxN, bboxS, bboxE, bboxW];
  const key = JSON.stringify(["list", ...filters, order, page, pageSize]);
  return cachedCatalogueQuery(key, async () => {
    const search = catalogueSearch(query);
    const { rows, total } = await summaryPage(search, order, page, pageSize, words.length === 1);
    return { records: rows.map(toSummary), total, page, pageSize };
  });
}

/**
 * A one-word question's tsquery is an OR of the word's forms and its prefix, so ts_rank (its OR
 * ranking) gives exactly 0 to a hit whose title and keywords hold none of them and more than 0
 * to every other (every hit has a rank vector: a trigger derives it with the words' vector). Its
 * most relevant hits are therefore those whose rank vector matches, ranked: a common word's
 * first pages are read from them, through the rank vector's index, instead of ranking every hit
 * ("peta": 16,333 of 50,648 hits at 100,000 records, 49 ms -> 17). A page that reaches past
 * them is read by ranking every hit. The condition checks that the tsquery really is an OR (a
 * word PostgreSQL's parser splits becomes a phrase, ranked otherwise): if not, no row comes back
 * and every hit is ranked.
 */
export const OR_ONLY_QUERY = Prisma.sql`strpos(tq."query"::text, '&') = 0 AND strpos(tq."query"::text, '<') = 0`;

/**
 * The page of hits in the order asked, read from the search rows and then joined to their
 * records for the page's columns; the count runs beside it, on a second connection.
 */
async function summaryPage(
  search: Search,
  order: keyof typeof ORDER_BY,
  page: number,
  pageSize: number,
  oneWord: boolean,
) {
  const db = await getDb();
  const hits = catalogueHits(search);
  const readPage = async () => {
    if (order === "relevansi" && oneWord) {
      const inTitles = catalogueHits(search, { inTitles: true });
      const ranked = await pageOf(db, inTitles, order, page, pageSize, OR_ONLY_QUERY);
      if (ranked.length === pageSize) return ranked;
    }
    return pageOf(db, hits, order, page, pageSize, Prisma.sql`TRUE`);
  };
  const [rows, total] = await Promise.all([readPage(), countHits(db, hits)]);
  return { rows, total };
}

function pageOf(
  db: Db,
  hits: ReturnType<typeof catalogueHits>,
  order: keyof typeof ORDER_BY,
  page: number,
  pageSize: number,
  condition: Prisma.Sql,
) {
  const rank = order === "relevansi" ? Prisma.sql`ts_rank(m."rankVector", tq."query")` : Prisma.sql`0`;
  return db.$queryRaw<SummaryRow[]>`
    WITH ${hits.with},
    page AS (
      SELECT m."id", ${rank} AS "rank" FROM ${hits.from} WHERE ${hits.where} AND ${condition}
       ORDER BY ${ORDER_BY[order]} LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}
    )
    SELECT ${SUMMARY_COLUMNS} FROM page r JOIN "Metadata" m ON m."id" = r."id" ${SUMMARY_JOINS}
     ORDER BY ${ORDER_BY[order]}`;
}

/** The number of hits, counted once per question and catalogue version (the pages of one search share it). */
function countHits(db: Db, hits: ReturnType<typeof catalogueHits>) {
  const statement = Prisma.sql`WITH ${hits.with} SELECT count(*)::int AS "total" FROM ${hits.from} WHERE ${hits.where}`;
  return cachedCount(db, statementKey(statement), async () => {
    const counted = await db.$queryRaw<{ total: number }[]>(statement);
    return counted[0]?.total ?? 0;
  });
}

function toSummary(row: SummaryRow): TRecordSummary {
  return {
    id: row.id,
    judul: row.judul,
    abstrak: row.abstrak,
    tipeData: row.tipeData,
    topikKategori: row.topikKategori,
    bboxUtara: row.bboxUtara,
    bboxSelatan: row.bboxSelatan,
    bboxTimur: row.bboxTimur,
    bboxBarat: row.bboxBarat,
    publishedAt: row.publishedAt.toISOString(),
    createdBy: { namaLengkap: row.namaLengkap, organisasi: row.organisasi },
  };
}
