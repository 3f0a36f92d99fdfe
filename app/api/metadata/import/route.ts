// POST /api/metadata/import – import ISO 19139 / ISO 19115-3 / Dublin Core XML (session required)
// Body: one XML document (application/xml; ?nama= names it), or multipart/form-data with files
// in field "berkas". Query: status=DRAFT|PUBLISHED (PUBLISHED: administrators), organisasi=KODE.

import { CATALOGUE_PERMISSIONS } from "@/lib/auth/permissions";
import { importUploadedDocument, importUploadedFiles } from "@/lib/catalogue/import/import-upload";
import { methodNotAllowed } from "@/lib/http/method-not-allowed";
import { parseQuery } from "@/lib/http/parse-query";
import { readUpload } from "@/lib/http/read-upload";
import { withRole } from "@/lib/http/with-session";
import { ZImportQuery } from "@/lib/schemas/import-request";

export const POST = withRole(async (request: Request, _context: unknown, actor) => {
  const query = parseQuery(new URL(request.url).searchParams, ZImportQuery);
  const upload = await readUpload(request, "berkas");
  if (upload.kind === "files") return Response.json(await importUploadedFiles(actor, query, upload.files));
  const outcome = await importUploadedDocument(actor, query, upload.bytes);
  return Response.json(outcome, { status: outcome.outcome === "imported" ? 201 : 200 });
}, CATALOGUE_PERMISSIONS.import);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = methodNotAllowed(["POST"]);
