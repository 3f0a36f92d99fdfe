import "server-only";
import { cswError, exceptionReportXml } from "../../csw/exception-report";

// /csw with an external provider (CSW_PROVIDER_URL, spec 4.3): requests are forwarded to that
// catalogue and its answers streamed back.

const UPSTREAM_TIMEOUT_MS = 30_000;
const FORWARDED_HEADERS = ["content-type", "cache-control", "etag", "last-modified", "content-encoding"];

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
