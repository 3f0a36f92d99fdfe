import type { MetadataRoute } from "next";
import { siteBaseUrl } from "@/lib/http/site-url";

// /robots.txt (replaces the static public/robots.txt, whose rules it keeps): pages may be
// crawled, the API not; the Sitemap line needs an absolute URL, hence a route.

export const dynamic = "force-dynamic";

export default async function robots(): Promise<MetadataRoute.Robots> {
  const base = await siteBaseUrl();
  return {
    rules: { userAgent: "*", allow: "/", disallow: ["/api/", "/bahasa"] },
    sitemap: `${base}/sitemap.xml`,
  };
}
