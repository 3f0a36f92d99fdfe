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
import { freeTextWords, relevanceTier } from "../../search/words";
import {
  catalogueHits,
  catalogueHitsAmongNewest,
  catalogueHitsToCount,
  catalogueSearch,
} from "./catalogue-search";

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
 * The orders but relevance (relevancePage) over the columns "MetadataCari" and "Metadata" share,
 * so that one ORDER BY sorts the page's hits and then its rows.
 */
const ORDER_BY = {
  terbaru: Prisma.sql`m."publishedAt" DESC, m."id" ASC`,
  judul: Prisma.sql`lower(m."judul") ASC, m."judul" ASC, m."id" ASC`,
} as const;

/**
 * How many of the newest published records a relevance page looks among first, for each 20 hits
 * it reaches (at most ten times as many): 20 hits of a word that one record in a hundred holds.
 */
export const RELEVANCE_WINDOW = 2_000;

export interface SummaryPageOptions {
  /** RELEVANCE_WINDOW, smaller in tests so that every way a page is read is reached. */
  relevanceWindow?: number;
  /** The number of hits, where the caller counts them anyway (the facets' total): not counted again. */
  total?: () => Promise<number>;
}

/**
 * One page of published records (spec 4.1). Order `urut`: with `q` most relevant first by
 * default; otherwise (and for relevansi without q) newest first; or by title. The id breaks
 * ties, so pages never overlap or skip. pageSize is clamped to 100.
 */
export async function searchPublishedSummaries(
  query: TPublicMetadataQuery,
  { relevanceWindow = RELEVANCE_WINDOW, total: counted }: SummaryPageOptions = {},
) {
  const page = query.page ?? 1;
  const pageSize = Math.min(query.pageSize ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
  const words = freeTextWords(query.q ?? "").map((w) => w.toLowerCase());
  const { kategori, tipeData, organisasi, bboxN, bboxS, bboxE, bboxW } = query;
  const order =
    query.urut === "judul" ? "judul" : words.length && query.urut !== "terbaru" ? "relevansi" : "terbaru";
  const filters = [words, kategori, tipeData, organisasi, bboxN, bboxS, bboxE, bboxW];
  const key = JSON.stringify(["list", ...filters, order, page, pageSize, relevanceWindow]);
  return cachedCatalogueQuery(key, async () => {
    const search = catalogueSearch(query);
    const db = await getDb();
    const offset = (page - 1) * pageSize;
    const [rows, total] = await Promise.all([
      order === "relevansi"
        ? relevancePage(db, search, offset, pageSize, relevanceWindow)
        : orderedPage(db, search, order, offset, pageSize),
      counted ? counted() : countHits(db, catalogueHitsToCount(search)),
    ]);
    return { records: rows.map(toSummary), total, page, pageSize };
  });
}

/** A page in an order the indexes walk or the hits are sorted by (newest first, by title). */
function orderedPage(db: Db, search: Search, order: "terbaru" | "judul", offset: number, limit: number) {
  const hits = catalogueHits(search);
  return db.$queryRaw<SummaryRow[]>`
    WITH ${hits.with},
    page AS (
      SELECT m."id" FROM ${hits.from} WHERE ${hits.where}
       ORDER BY ${ORDER_BY[order]} LIMIT ${limit} OFFSET ${offset}
    )
    SELECT ${SUMMARY_COLUMNS} FROM page r JOIN "Metadata" m ON m."id" = r."id" ${SUMMARY_JOINS}
     ORDER BY ${ORDER_BY[order]}`;
}

type Tier = 1 | 2 | 3;

/**
 * Each tier's hits: tiers 1 and 2 among the hits whose rank vector matches, 3 among the others.
 * Tier 1's condition is written as the titles' index (migration public_search_title_index) says
 * it, so that the index answers it.
 */
const TIER_CONDITION: Record<Tier, Prisma.Sql> = {
  1: Prisma.sql`ts_filter(m."rankVector", '{a}') @@ tq."query"`,
  2: Prisma.sql`NOT (ts_filter(m."rankVector", '{a}') @@ tq."query")`,
  3: Prisma.sql`NOT coalesce(m."rankVector" @@ tq."query", FALSE)`,
};

/**
 * A page of the hits by relevance: tier by tier, each newest first. A tier's first hits are
 * first looked for among the `window` newest records (walked through the publication index,
 * their rank vectors tested in the row; tier 3's words matched as a count matches them): when
 * that finds as many as the page reaches, they are exactly the tier's first ones, as every
 * other record is older. Otherwise the tier's hits are read through the word indexes and sorted
 * (a tier that few of the newest records hold has few hits), and a tier the page starts past is
 * counted. Relevance is the hit's tier (relevanceTier: the title holds the words, the title and
 * keywords do, the rest of the record does), newest first within it. "provinsi", in 90,075 of
 * 100,000 titles, ranked every hit for 98 ms; its first page is now the newest 20 of 2,000 rows
 * (2 ms).
 */
async function relevancePage(db: Db, search: Search, offset: number, limit: number, window: number) {
  const reach = offset + limit;
  const windowRows = window * Math.min(10, Math.ceil(reach / 20));
  const newest = catalogueHits(search, { inTitles: true, newest: windowRows });
  const inWindow = await db.$queryRaw<{ id: string; tier: number }[]>`
    WITH ${newest.with},
    hits AS (
      SELECT m."id", m."publishedAt", ${relevanceTier(Prisma.sql`tq."query"`)} AS "tier"
        FROM ${newest.from} WHERE ${newest.where}
    )
    SELECT "id", "tier" FROM (
      SELECT "id", "tier", row_number() OVER (PARTITION BY "tier" ORDER BY "publishedAt" DESC, "id" ASC) AS "n"
        FROM hits
    ) ranked WHERE "n" <= ${reach} ORDER BY "tier", "n"`;
  const ids: string[] = [];
  let skip = offset;
  for (const tier of [1, 2, 3] as const) {
    const need = limit - ids.length;
    const firstInWindow =
      tier === 3
        ? await restAmongNewest(db, search, windowRows, skip + need)
        : inWindow.filter((row) => row.tier === tier).map((row) => row.id);
    const found =
      firstInWindow.length >= skip + need
        ? firstInWindow.slice(skip, skip + need)
        : await tierPage(db, search, tier, skip, need);
    ids.push(...found);
    if (ids.length === limit) break;
    if (found.length > 0) skip = 0;
    else if (skip > 0) skip -= await countHits(db, tierHits(search, tier));
  }
  return rowsOf(db, ids);
}

/** The first `limit` hits of tier 3 (the words only elsewhere) among the `newest` newest records. */
async function restAmongNewest(db: Db, search: Search, newest: number, limit: number) {
  const hits = catalogueHitsAmongNewest(search, newest);
  const rows = await db.$queryRaw<{ id: string }[]>`
    WITH ${hits.with} SELECT m."id" FROM ${hits.from} WHERE ${hits.where} AND ${TIER_CONDITION[3]}
     ORDER BY m."publishedAt" DESC, m."id" ASC LIMIT ${limit}`;
  return rows.map((row) => row.id);
}

/** A tier's hits: a FROM clause and a condition as catalogueHits gives them. */
function tierHits(search: Search, tier: Tier) {
  const hits = catalogueHits(search, { inTitles: tier !== 3 });
  return { ...hits, where: Prisma.sql`${hits.where} AND ${TIER_CONDITION[tier]}` };
}

/**
 * `limit` of a tier's hits, newest first, from the `offset`th: all of them read through the
 * word indexes, then sorted. Not walked newest first: the planner cannot see how many hits the
 * words have, and walking the publication index for a word that no record holds tested every
 * record's words (0 hits, 100,000 records: 300 ms).
 */
async function tierPage(db: Db, search: Search, tier: Tier, offset: number, limit: number) {
  const hits = tierHits(search, tier);
  const rows = await db.$queryRaw<{ id: string }[]>`
    WITH ${hits.with},
    hits AS MATERIALIZED (SELECT m."id", m."publishedAt" FROM ${hits.from} WHERE ${hits.where})
    SELECT "id" FROM hits ORDER BY "publishedAt" DESC, "id" ASC LIMIT ${limit} OFFSET ${offset}`;
  return rows.map((row) => row.id);
}

/** The page's columns of these records, in this order. */
async function rowsOf(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db.$queryRaw<SummaryRow[]>`
    SELECT ${SUMMARY_COLUMNS} FROM unnest(${ids}::text[]) WITH ORDINALITY AS r("id", "n")
      JOIN "Metadata" m ON m."id" = r."id" ${SUMMARY_JOINS}
     ORDER BY r."n"`;
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
