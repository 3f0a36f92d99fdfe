import type { MetadataRoute } from "next";
import { siteBaseUrl } from "@/lib/http/site-url";

// /robots.txt: everything public may be crawled; it points crawlers at the sitemap.

export const dynamic = "force-dynamic";

export default async function robots(): Promise<MetadataRoute.Robots> {
  const base = await siteBaseUrl();
  return { rules: { userAgent: "*", allow: "/", disallow: ["/bahasa"] }, sitemap: `${base}/sitemap.xml` };
}
