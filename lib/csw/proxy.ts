import "server-only";
import { getEnv } from "../env";
import { cswError, exceptionReportXml } from "./exception-report";

// The external provider (spec 4.3): with CSW_PROVIDER_URL set, /csw forwards requests to that
// catalogue and streams its answers back; its service identity is then its own.

const UPSTREAM_TIMEOUT_MS = 30_000;
const FORWARDED_HEADERS = ["content-type", "cache-control", "etag", "last-modified", "content-encoding"];

/** The external CSW endpoint, or null when the built-in provider serves /csw. */
export const externalCswUrl = (): string | null => getEnv().CSW_PROVIDER_URL ?? null;

function unreachable(status: number, detail: string): Response {
  const { xml } = exceptionReportXml(
    cswError(
      "NoApplicableCode",
      `Katalog eksternal tidak dapat dijangkau / the external catalogue is unreachable (${detail})`,
    ),
  );
  return new Response(xml, {
    status,
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/** Forwards a GET (its query) or POST (its body, already read and size-checked) to `target`. */
export async function proxyCsw(
  target: string,
  search: string,
  post?: { body: Uint8Array; contentType: string },
): Promise<Response> {
  const url = new URL(target);
  url.search = search;
  let upstream: Response;
  try {
    upstream = await fetch(url, {
      method: post ? "POST" : "GET",
      body: post ? Buffer.from(post.body) : undefined,
      headers: post ? { "Content-Type": post.contentType } : {},
      redirect: "manual",
      signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut = (error as Error).name === "TimeoutError";
    return unreachable(timedOut ? 504 : 502, timedOut ? "timeout" : "connection failed");
  }
  const headers = new Headers();
  for (const name of FORWARDED_HEADERS) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(upstream.body, { status: upstream.status, headers });
}

/** Spec 2.7 `csw`: the provider's name and whether it answers GetCapabilities. */
export async function checkCswProvider(
  target: string | null = externalCswUrl(),
): Promise<{ provider: "builtin" | "external"; healthy: boolean }> {
  if (!target) return { provider: "builtin", healthy: true };
  const url = new URL(target);
  url.search = "service=CSW&request=GetCapabilities";
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    const text = await response.text();
    return { provider: "external", healthy: response.ok && /<(\w+:)?Capabilities[\s>]/.test(text) };
  } catch {
    return { provider: "external", healthy: false };
  }
}
