import "server-only";
import type { Actor } from "../../auth/actor";
import { getDb } from "../../db/client";
import { Prisma } from "../../db/generated/client";
import type { StatusMetadata } from "../../db/generated/enums";
import { MAX_PAGE_SIZE } from "../../schemas/public-metadata";
import { DEFAULT_LIST_PAGE_SIZE, type TRecordList, type TRecordListQuery } from "../../schemas/record-list";
import { freeTextTsquery, searchToSql } from "../../search/to-sql";
import { freeText, relevanceTier } from "../../search/words";
import { allowedMoves } from "../../workflow/machine";
import { readableWhere } from "./readable-where";

// GET /api/metadata (spec 4.2): one page of the records the actor may read, newest change
// first (or most relevant first with q), with the moves the actor may make on each.

interface ListRow {
  id: string;
  fileIdentifier: string | null;
  judul: string;
  status: StatusMetadata;
  tipeData: string;
  ownerId: string;
  organisasiId: string;
  createdAt: Date;
  updatedAt: Date;
  publishedAt: Date | null;
  version: number;
  pemilikNama: string;
  organisasiKode: string;
  organisasiNama: string;
  lintasOrg: boolean;
  total: number;
}

/** Narrows the list further than the read scope (the dashboard's "my records"). */
export interface ListReadableRecordsOptions {
  /** Only records the actor owns. */
  ownOnly?: boolean;
}

export async function listReadableRecords(
  actor: Actor,
  query: TRecordListQuery,
  options: ListReadableRecordsOptions = {},
): Promise<TRecordList> {
  const page = query.page ?? 1;
  const pageSize = Math.min(query.pageSize ?? DEFAULT_LIST_PAGE_SIZE, MAX_PAGE_SIZE);
  const search = freeText(query.q);
  const text = freeTextTsquery(search);
  const conditions = [readableWhere(actor)];
  if (options.ownOnly) conditions.push(Prisma.sql`m."ownerId" = ${actor.userId}`);
  if (query.status) conditions.push(Prisma.sql`m."status"::text = ${query.status}`);
  // The words as the public search matches them, computed once in tq; relevance as the public
  // search's (its tiers), the newest change first within each.
  if (search) conditions.push(searchToSql(search, { freeTextQuery: Prisma.sql`tq."query"` }));
  const order = text
    ? Prisma.sql`${relevanceTier(Prisma.sql`tq."query"`)} ASC, m."updatedAt" DESC, m."id" ASC`
    : Prisma.sql`m."updatedAt" DESC, m."id" ASC`;
  const db = await getDb();
  const rows = await db.$queryRaw<ListRow[]>`
    WITH tq AS MATERIALIZED (SELECT ${text ?? Prisma.sql`NULL::tsquery`} AS "query")
    SELECT m."id", m."fileIdentifier", m."judul", m."status", m."tipeData", m."ownerId", m."organisasiId",
           m."createdAt", m."updatedAt", m."publishedAt", m."version",
           p."namaLengkap" AS "pemilikNama", o."kode" AS "organisasiKode", o."nama" AS "organisasiNama",
           o."allowLintasOrgReviewer" AS "lintasOrg", count(*) OVER ()::int AS "total"
      FROM "Metadata" m CROSS JOIN tq
      JOIN "Pengguna" p ON p."id" = m."ownerId" JOIN "Organisasi" o ON o."id" = m."organisasiId"
     WHERE ${Prisma.join(conditions, " AND ")}
     ORDER BY ${order} LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`;
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && page > 1) {
    // Past the last page no row carries the total.
    const counted = await db.$queryRaw<{ total: number }[]>`
      WITH tq AS MATERIALIZED (SELECT ${text ?? Prisma.sql`NULL::tsquery`} AS "query")
      SELECT count(*)::int AS "total" FROM "Metadata" m CROSS JOIN tq WHERE ${Prisma.join(conditions, " AND ")}`;
    total = counted[0]?.total ?? 0;
  }
  return {
    records: rows.map((row) => ({
      id: row.id,
      fileIdentifier: row.fileIdentifier,
      judul: row.judul,
      status: row.status,
      tipeData: row.tipeData,
      organisasi: { kode: row.organisasiKode, nama: row.organisasiNama },
      pemilik: { id: row.ownerId, namaLengkap: row.pemilikNama },
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      publishedAt: row.publishedAt?.toISOString() ?? null,
      version: row.version,
      statusBerikut: allowedMoves(actor, {
        ownerId: row.ownerId,
        organisasiId: row.organisasiId,
        status: row.status,
        lintasOrg: row.lintasOrg,
      }),
    })),
    total,
    page,
    pageSize,
  };
}
