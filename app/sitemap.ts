import type { MetadataRoute } from "next";
import { listSitemapRecords } from "@/lib/catalogue/public/list-sitemap-records";
import { siteBaseUrl } from "@/lib/http/site-url";

// /sitemap.xml: the static public pages and every published record. Rendered per request
// (the catalogue lives in the database, not in the build), with SITE_URL or the request's
// own origin as the base, like every other absolute link Simpul writes.

export const dynamic = "force-dynamic";

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [base, records] = await Promise.all([siteBaseUrl(), listSitemapRecords()]);
  const newest = records[0]?.lastModified;
  return [
    { url: `${base}/`, lastModified: newest, changeFrequency: "daily", priority: 1 },
    { url: `${base}/katalog`, lastModified: newest, changeFrequency: "daily", priority: 0.9 },
    { url: `${base}/layanan-csw`, changeFrequency: "monthly", priority: 0.5 },
    ...records.map((r) => ({
      url: `${base}/katalog/${encodeURIComponent(r.id)}`,
      lastModified: r.lastModified,
      changeFrequency: "weekly" as const,
      priority: 0.7,
    })),
  ];
}
