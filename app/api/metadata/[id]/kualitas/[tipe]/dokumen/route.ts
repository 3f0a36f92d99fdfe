// GET /api/metadata/{id}/kualitas/{qc|qe|qa}/dokumen – the PDF certificate of the current
// signed document, with a QR code to {BASE_URL}/verifikasi/{token}

import { safeFileName } from "@/lib/file-name";
import { attachmentDisposition } from "@/lib/http/attachment";
import { baseUrlOf } from "@/lib/http/base-url";
import { methodNotAllowed } from "@/lib/http/method-not-allowed";
import { parseQuery } from "@/lib/http/parse-query";
import { withSession } from "@/lib/http/with-session";
import { getQualityCertificate } from "@/lib/quality/get-quality-certificate";
import { ZQualityDocumentPath } from "@/lib/schemas/quality-document";

type Context = { params: Promise<{ id: string; tipe: string }> };

export const GET = withSession(async (request: Request, { params }: Context, actor) => {
  const { id, tipe } = await params;
  const path = parseQuery(new URLSearchParams({ tipe }), ZQualityDocumentPath);
  const { fileName, pdf } = await getQualityCertificate(actor, id, path.tipe, baseUrlOf(request));
  return new Response(Buffer.from(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": attachmentDisposition(safeFileName(fileName, "sertifikat.pdf")),
    },
  });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodNotAllowed(["GET", "HEAD"]);
