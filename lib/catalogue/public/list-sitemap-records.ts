import "server-only";
import { getDb } from "../../db/client";

// The sitemap's limit per file (sitemaps.org): beyond it a sitemap index would be needed.
const SITEMAP_MAX = 50_000;

/** Every published record's id and last change, newest change first, for sitemap.xml. */
export async function listSitemapRecords(): Promise<{ id: string; lastModified: Date }[]> {
  const db = await getDb();
  const rows = await db.metadata.findMany({
    where: { status: "PUBLISHED" },
    orderBy: [{ updatedAt: "desc" }, { id: "asc" }],
    take: SITEMAP_MAX,
    select: { id: true, updatedAt: true },
  });
  return rows.map((row) => ({ id: row.id, lastModified: row.updatedAt }));
}
