import "server-only";
import { getDb } from "../../db/client";
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
  order: RecordOrder[];
  offset: number;
  /** 0 only counts. */
  limit: number;
}

/** The page's ids and the total; without an order, newest published first (the index order). */
export async function findPublishedIdPage({ where, order, offset, limit }: FindPublishedIdPageOptions) {
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
  const [counted, rows] = await Promise.all([
    db.$queryRaw<{ total: number }[]>`SELECT count(*)::int AS "total" FROM "Metadata" m WHERE ${condition}`,
    limit > 0
      ? db.$queryRaw<
          { id: string }[]
        >`SELECT m."id" FROM "Metadata" m WHERE ${condition} ORDER BY ${orderBy} LIMIT ${limit} OFFSET ${offset}`
      : Promise.resolve([]),
  ]);
  return { total: counted[0]?.total ?? 0, ids: rows.map((row) => row.id) };
}

/** Published record ids for identifiers (fileIdentifier or id), in the order asked, without repeats. */
export async function publishedIdsFor(identifiers: string[]): Promise<string[]> {
  const db = await getDb();
  const found = await db.metadata.findMany({
    where: {
      status: "PUBLISHED",
      OR: [{ fileIdentifier: { in: identifiers } }, { id: { in: identifiers } }],
    },
    select: { id: true, fileIdentifier: true },
  });
  const idOf = new Map<string, string>();
  for (const row of found) {
    idOf.set(row.id, row.id);
    if (row.fileIdentifier) idOf.set(row.fileIdentifier, row.id);
  }
  return [...new Set(identifiers.flatMap((identifier) => idOf.get(identifier) ?? []))];
}
