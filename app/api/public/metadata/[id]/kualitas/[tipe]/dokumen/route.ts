// GET /api/public/metadata/{id}/kualitas/{qc|qe|qa}/dokumen – the PDF certificate of a
// PUBLISHED record's current signed document, for anyone (linked from the record page)

import { safeFileName } from "@/lib/file-name";
import { attachmentDisposition } from "@/lib/http/attachment";
import { baseUrlOf } from "@/lib/http/base-url";
import { publicMethodNotAllowed } from "@/lib/http/method-not-allowed";
import { parseQuery } from "@/lib/http/parse-query";
import { publicResponseRoute } from "@/lib/http/public-route";
import { getPublicQualityCertificate } from "@/lib/quality/get-quality-certificate";
import { ZQualityDocumentPath } from "@/lib/schemas/quality-document";

type Context = { params: Promise<{ id: string; tipe: string }> };

export const GET = publicResponseRoute(async (request: Request, { params }: Context) => {
  const { id, tipe } = await params;
  const path = parseQuery(new URLSearchParams({ tipe }), ZQualityDocumentPath);
  const { fileName, pdf } = await getPublicQualityCertificate(id, path.tipe, baseUrlOf(request));
  return new Response(Buffer.from(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": attachmentDisposition(safeFileName(fileName, "sertifikat.pdf")),
      // A document can be revoked or replaced at any time: always ask again.
      "Cache-Control": "public, max-age=0, must-revalidate",
    },
  });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = publicMethodNotAllowed(["GET", "HEAD"]);
