// POST /api/metadata/{id}/kualitas/{qc|qe|qa} – the examiner's checks and result, signed with
// the examiner's certificate (PKI); or, as multipart/form-data with the PDF in `dokumen`, a
// scanned hand-signed document (MANUAL). Signing QC and QE moves the record to REVIEW or REJECTED.

import { methodNotAllowed } from "@/lib/http/method-not-allowed";
import { parseJsonBody } from "@/lib/http/parse-body";
import { parseQuery } from "@/lib/http/parse-query";
import { readSignedScan } from "@/lib/http/read-signed-scan";
import { withSession } from "@/lib/http/with-session";
import { signQualityDocument } from "@/lib/quality/sign-document";
import { ZQualityDocumentPath, ZSignRequest } from "@/lib/schemas/quality-document";
import { validateBody } from "@/lib/schemas/validate-body";

type Context = { params: Promise<{ id: string; tipe: string }> };

export const POST = withSession(async (request: Request, { params }: Context, actor) => {
  const { id, tipe } = await params;
  const path = parseQuery(new URLSearchParams({ tipe }), ZQualityDocumentPath);
  const multipart = /^multipart\/form-data/i.test(request.headers.get("content-type") ?? "");
  const document = multipart
    ? await readSignedScan(request).then(({ fields, pdf }) =>
        signQualityDocument(actor, id, path.tipe, validateBody(fields, ZSignRequest), pdf),
      )
    : await signQualityDocument(actor, id, path.tipe, await parseJsonBody(request, ZSignRequest));
  return Response.json(document, { status: 201 });
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = methodNotAllowed(["POST"]);
