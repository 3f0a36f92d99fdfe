// POST /api/metadata/{id}/kualitas/{qc|qe|qa} – the examiner's checks and result, signed with
// the examiner's certificate (PKI); signing QC and QE moves the record to REVIEW or REJECTED.

import { parseJsonBody } from "@/lib/http/parse-body";
import { parseQuery } from "@/lib/http/parse-query";
import { methodNotAllowed } from "@/lib/http/public-route";
import { withSession } from "@/lib/http/with-session";
import { signQualityDocument } from "@/lib/quality/sign-document";
import { ZQualityDocumentPath, ZSignRequest } from "@/lib/schemas/quality-document";

type Context = { params: Promise<{ id: string; tipe: string }> };

export const POST = withSession(async (request: Request, { params }: Context, actor) => {
  const { id, tipe } = await params;
  const path = parseQuery(new URLSearchParams({ tipe }), ZQualityDocumentPath);
  const document = await signQualityDocument(
    actor,
    id,
    path.tipe,
    await parseJsonBody(request, ZSignRequest),
  );
  return Response.json(document, { status: 201 });
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = methodNotAllowed(["POST"]);
