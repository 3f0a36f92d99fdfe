import { getDb } from "../db/client";
import { Prisma } from "../db/generated/client";
import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  type TPublicMetadataQuery,
  type TRecordSummary,
} from "../schemas/public-metadata";
import { publishedWhere, textSearchQuery } from "./published-filter";

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
}

/**
 * One page of published records (spec 4.1). With `q`: most relevant first; otherwise newest
 * first. The id breaks ties, so pages never overlap or skip. pageSize is clamped to 100.
 */
export async function searchPublishedRecords(query: TPublicMetadataQuery) {
  const page = query.page ?? 1;
  const pageSize = Math.min(query.pageSize ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
  const textQuery = textSearchQuery(query.q);
  const where = publishedWhere(query, textQuery);
  const order = textQuery
    ? Prisma.sql`ts_rank(m."searchVector", ${textQuery}) DESC, m."publishedAt" DESC, m."id" ASC`
    : Prisma.sql`m."publishedAt" DESC, m."id" ASC`;
  const db = await getDb();
  const [rows, counted] = await Promise.all([
    db.$queryRaw<SummaryRow[]>`
      SELECT m."id", m."judul", m."abstrak", m."tipeData", m."topikKategori",
             m."bboxUtara", m."bboxSelatan", m."bboxTimur", m."bboxBarat", m."publishedAt",
             p."namaLengkap", o."nama" AS "organisasi"
        FROM "Metadata" m
        JOIN "Pengguna" p ON p."id" = m."ownerId"
        JOIN "Organisasi" o ON o."id" = m."organisasiId"
       WHERE ${where}
       ORDER BY ${order}
       LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
    db.$queryRaw<{ total: number }[]>`SELECT count(*)::int AS "total" FROM "Metadata" m WHERE ${where}`,
  ]);
  return { records: rows.map(toSummary), total: counted[0]?.total ?? 0, page, pageSize };
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
