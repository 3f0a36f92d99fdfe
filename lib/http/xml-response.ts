import { attachmentDisposition } from "./attachment";
import { etagOf, matchesEtag } from "./etag";
import type { PublicAnswer } from "./public-edge";

// XML file downloads: the spec's Content-Type and an attachment file name, plus ETag
// revalidation and short public caching like the JSON endpoints.

interface XmlDownload {
  /** Made safe by the caller (safeFileName), so quoting it is enough. */
  fileName: string;
  xml: string;
}

const XML_TYPE = "application/xml; charset=utf-8";

/** A published record's XML download, for the public edge. */
export function xmlDownloadAnswer({ fileName, xml }: XmlDownload, maxAge: number): PublicAnswer {
  return {
    status: 200,
    body: xml,
    contentType: XML_TYPE,
    maxAge,
    etag: true,
    headers: { "Content-Disposition": attachmentDisposition(fileName), "X-Content-Type-Options": "nosniff" },
  };
}

/** A signed-in user's view of a record as XML: no cache may keep it. */
export function privateXmlDownloadResponse(request: Request, { fileName, xml }: XmlDownload): Response {
  const tag = etagOf(xml);
  const headers = new Headers({
    "Content-Type": XML_TYPE,
    "Content-Disposition": attachmentDisposition(fileName),
    "Cache-Control": "private, no-store",
    "X-Content-Type-Options": "nosniff",
    ETag: tag,
  });
  if (matchesEtag(request.headers.get("If-None-Match"), tag))
    return new Response(null, { status: 304, headers });
  return new Response(xml, { status: 200, headers });
}
