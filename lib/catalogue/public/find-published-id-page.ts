import "server-only";
import { cachedCount, statementKey } from "../../cache/count-cache";
import { getDb, queryRows } from "../../db/client";
import { Prisma } from "../../db/generated/client";

// Ids of published records matching a WHERE fragment over "Metadata" m (built by the caller,
// e.g. the CSW filter translation), in a stable order, and how many match in all.

export type RecordOrder = { column: "judul" | "modified" | "fileIdentifier"; descending: boolean };

const ORDER_COLUMNS: Record<RecordOrder["column"], Prisma.Sql> = {
  judul: Prisma.sql`m."judul"`,
  modified: Prisma.sql`coalesce(m."tanggalMetadata", m."updatedAt")`,
  fileIdentifier: Prisma.sql`m."fileIdentifier"`,
};

export interface FindPublishedIdPageOptions {
  where: Prisma.Sql | null;
  /**
   * The same condition over "MetadataCariKata" m, when the search has words alone
   * (publishedWordsSql): the matches are counted there, in a narrow table.
   */
  wordsWhere?: Prisma.Sql | null;
  order: RecordOrder[];
  offset: number;
  /** 0 only counts. */
  limit: number;
}

/**
 * Whether to sort a search's matches rather than walk the order's index until the page is full.
 * The walk checks about (offset + limit) * records / matches records, the sort all the matches;
 * the planner cannot choose, as it cannot know how many records a condition computed at run time
 * (AnyText's words) finds: walking the newest-first index for a search that matched nothing
 * checked all 100,000 records (a second), where the sort of its few matches takes a millisecond.
 */
const sortsMatches = (matches: number, pageEnd: number, records: number) =>
  matches * matches < pageEnd * Math.max(records, matches);

/** The page's ids and the total; without an order, newest published first (the index order). */
export async function findPublishedIdPage({
  where,
  wordsWhere,
  order,
  offset,
  limit,
}: FindPublishedIdPageOptions) {
  const db = await getDb();
  const condition = where
    ? Prisma.sql`m."status" = 'PUBLISHED' AND (${where})`
    : Prisma.sql`m."status" = 'PUBLISHED'`;
  const orderBy = order.length
    ? Prisma.join([
        ...order.map(
          (o) => Prisma.sql`${ORDER_COLUMNS[o.column]} ${o.descending ? Prisma.sql`DESC` : Prisma.sql`ASC`}`,
        ),
        Prisma.sql`m."id" ASC`,
      ])
    : Prisma.sql`m."publishedAt" DESC, m."id" ASC`;
  // reltuples: the table's size as last analysed (-1 before), an estimate that costs nothing.
  const countSql = Prisma.sql`
    SELECT count(*)::int AS "total",
           (SELECT c.reltuples FROM pg_class c WHERE c.oid = '"Metadata"'::regclass)::float8 AS "records"
      FROM ${wordsWhere ? Prisma.sql`"MetadataCariKata" m WHERE ${wordsWhere}` : Prisma.sql`"Metadata" m WHERE ${condition}`}`;
  // Counted once per catalogue version (a harvester asks it on every page).
  const [counted] = await cachedCount(db, statementKey(countSql), () =>
    queryRows<{ total: number; records: number }>(db, countSql),
  );
  const total = counted?.total ?? 0;
  if (limit === 0 || offset >= total) return { total, ids: [] };
  // OFFSET 0 keeps the subquery whole: its matches are found as the count found them, then sorted.
  const matches =
    where && sortsMatches(total, offset + limit, counted?.records ?? 0)
      ? Prisma.sql`(SELECT * FROM "Metadata" m WHERE ${condition} OFFSET 0) m`
      : Prisma.sql`"Metadata" m WHERE ${condition}`;
  // A page of the whole catalogue (a harvester's) is one of seven statements (no order, or one
  // key of three either way): prepared. A filter or a longer order is written into the text.
  const rows = await queryRows<{ id: string }>(
    db,
    Prisma.sql`SELECT m."id" FROM ${matches} ORDER BY ${orderBy} LIMIT ${limit} OFFSET ${offset}`,
    { prepared: where === null && order.length <= 1 },
  );
  return { total, ids: rows.map((row) => row.id) };
}

/** Published record ids for identifiers (fileIdentifier or id), in the order asked, without repeats. */
export async function publishedIdsFor(identifiers: string[]): Promise<string[]> {
  if (identifiers.length === 0) return [];
  const found = await queryRows<{ id: string; fileIdentifier: string | null }>(
    await getDb(),
    Prisma.sql`SELECT m."id", m."fileIdentifier" FROM "Metadata" m
      WHERE m."status" = 'PUBLISHED' AND (m."fileIdentifier" = ANY(${identifiers}::text[]) OR m."id" = ANY(${identifiers}::text[]))`,
    { prepared: true },
  );
  const idOf = new Map<string, string>();
  for (const row of found) {
    idOf.set(row.id, row.id);
    if (row.fileIdentifier) idOf.set(row.fileIdentifier, row.id);
  }
  return [...new Set(identifiers.flatMap((identifier) => idOf.get(identifier) ?? []))];
}
