import { readFileSync } from "node:fs";
import path from "node:path";
import { logger } from "../log/logger";

// The route label of a request path: the Next route template it is served by (for example
// /api/public/metadata/[id]), taken from the build's routes manifest, so a metric has one series
// per route rather than one per record. Static files under /_next/static are one label; paths
// no route serves (public files, probes, typos) are all "other": the label set stays bounded
// whatever clients send. No "server-only" import: scripts/serve.ts loads this.

export const OTHER_ROUTE = "other";
export const NEXT_STATIC_ROUTE = "/_next/static/*";
/** Longer paths are "other" without being remembered. */
const MAX_PATH_LENGTH = 512;

interface ManifestRoute {
  page: string;
  regex: string;
}

export interface RoutesManifest {
  staticRoutes?: ManifestRoute[];
  dynamicRoutes?: ManifestRoute[];
}

export type RouteLabeler = (url: string | undefined) => string;

/**
 * A labeler for request URLs (path and query, as in IncomingMessage.url). Each path's label is
 * remembered (up to `maxRemembered` paths, then forgotten all at once), so the dynamic routes'
 * regular expressions run once per distinct path, not once per request.
 */
export function createRouteLabeler(manifest: RoutesManifest, maxRemembered = 2_000): RouteLabeler {
  const staticPages = new Set((manifest.staticRoutes ?? []).map((route) => route.page));
  // In the manifest's order, which is Next's own matching order (most specific first).
  const dynamic = (manifest.dynamicRoutes ?? []).map((route) => ({
    page: route.page,
    regex: new RegExp(route.regex),
  }));
  const remembered = new Map<string, string>();

  const match = (pathname: string): string => {
    if (pathname.startsWith("/_next/static/")) return NEXT_STATIC_ROUTE;
    const bare = pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
    if (staticPages.has(bare)) return bare;
    for (const route of dynamic) if (route.regex.test(pathname)) return route.page;
    return OTHER_ROUTE;
  };

  return (url) => {
    if (url === undefined || url.charCodeAt(0) !== 47 /* "/" */) return OTHER_ROUTE;
    const query = url.indexOf("?");
    const pathname = query === -1 ? url : url.slice(0, query);
    const known = remembered.get(pathname);
    if (known !== undefined) return known;
    if (pathname.length > MAX_PATH_LENGTH) return OTHER_ROUTE;
    const label = match(pathname);
    if (remembered.size >= maxRemembered) remembered.clear();
    remembered.set(pathname, label);
    return label;
  };
}

/** The labeler for the build in `distDir` (default .next); without a manifest every route is "other". */
export function loadRouteLabeler(distDir = path.join(process.cwd(), ".next")): RouteLabeler {
  let manifest: RoutesManifest = {};
  try {
    manifest = JSON.parse(readFileSync(path.join(distDir, "routes-manifest.json"), "utf8")) as RoutesManifest;
  } catch {
    logger().warn('no routes manifest in the build: every route is labelled "other" in metrics and logs');
  }
  return createRouteLabeler(manifest);
}
