import { cachedCatalogueQuery } from "../../cache/catalogue-query-cache";
import { getDb } from "../../db/client";

const RECENT_COUNT = 8;

/** Public statistics (spec 2.5). */
export function getPublicStats() {
  return cachedCatalogueQuery("stats", queryStats);
}

async function queryStats() {
  const db = await getDb();
  const published = { status: "PUBLISHED" as const };
  const [totalPublished, totalOrganisasi, recent] = await Promise.all([
    db.metadata.count({ where: published }),
    db.organisasi.count({ where: { metadata: { some: published } } }),
    db.metadata.findMany({
      where: published,
      orderBy: [{ publishedAt: "desc" }, { id: "asc" }],
      take: RECENT_COUNT,
      select: { id: true, judul: true, publishedAt: true },
    }),
  ]);
  return {
    totalPublished,
    totalOrganisasi,
    recentPublished: recent.map((r) => ({
      id: r.id,
      judul: r.judul,
      publishedAt: (r.publishedAt as Date).toISOString(),
    })),
  };
}
