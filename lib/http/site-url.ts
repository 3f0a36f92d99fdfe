import "server-only";
import { headers } from "next/headers";
import { getEnv } from "../env";

/**
 * The public base URL for server components and metadata routes, which get no Request:
 * SITE_URL when configured, else the origin the visitor used (Host, and the protocol Next
 * recorded in X-Forwarded-Proto). Same rule as baseUrlOf(request). No trailing slash.
 */
export async function siteBaseUrl(): Promise<string> {
  const configured = getEnv().SITE_URL;
  if (configured) return configured.replace(/\/+$/, "");
  const list = await headers();
  const host = list.get("x-forwarded-host")?.split(",")[0]?.trim() || list.get("host") || "localhost";
  const proto = list.get("x-forwarded-proto")?.split(",")[0]?.trim() || "http";
  return `${proto === "https" ? "https" : "http"}://${host}`;
}
