import { attachmentDisposition } from "./attachment";
import { etagOf, matchesEtag } from "./etag";

// XML file downloads: the spec's Content-Type and an attachment file name, plus ETag
// revalidation and short public caching like the JSON endpoints.

export function xmlDownloadResponse(
  request: Request,
  { fileName, xml }: { fileName: string; xml: string },
  { maxAge }: { maxAge: number | "private" },
): Response {
  const tag = etagOf(xml);
  const headers = new Headers({
    "Content-Type": "application/xml; charset=utf-8",
    // fileName is made safe by the caller (safeFileName), so quoting it is enough.
    "Content-Disposition": attachmentDisposition(fileName),
    // "private": a signed-in user's view, which no cache may keep.
    "Cache-Control": maxAge === "private" ? "private, no-store" : `public, max-age=${maxAge}`,
    "X-Content-Type-Options": "nosniff",
    ETag: tag,
  });
  if (matchesEtag(request.headers.get("If-None-Match"), tag)) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(xml, { status: 200, headers });
}
