// GET/PUT/DELETE /api/admin/xslt – the administrator's XSLT stylesheet behind format=xslt
// PUT body: the stylesheet itself (application/xslt+xml, application/xml or text/xml); ?nama= names it.

import {
  getExportStylesheet,
  removeExportStylesheet,
  setExportStylesheet,
} from "@/lib/catalogue/export/export-stylesheet";
import { AppError } from "@/lib/errors";
import { safeFileName } from "@/lib/file-name";
import { attachmentDisposition } from "@/lib/http/attachment";
import { methodNotAllowed } from "@/lib/http/method-not-allowed";
import { parseQuery } from "@/lib/http/parse-query";
import { withRole } from "@/lib/http/with-session";
import { readXmlBytes } from "@/lib/http/xml-body";
import { ZStylesheetQuery } from "@/lib/schemas/export-stylesheet";
import { STYLESHEET_MAX_BYTES } from "@/lib/xslt/check-stylesheet";

const noStylesheet = () =>
  new AppError("NOT_FOUND", "Belum ada stylesheet XSLT / no XSLT stylesheet is configured", {});

export const GET = withRole(async () => {
  const stylesheet = await getExportStylesheet();
  if (!stylesheet) throw noStylesheet();
  return new Response(stylesheet.isi, {
    headers: {
      "Content-Type": "application/xslt+xml; charset=utf-8",
      "Content-Disposition": attachmentDisposition(safeFileName(stylesheet.nama, "stylesheet.xsl")),
      "Last-Modified": stylesheet.updatedAt.toUTCString(),
    },
  });
}, ["ADMIN"]);

export const PUT = withRole(
  async (request: Request, _context: unknown, actor) => {
    const { nama } = parseQuery(new URL(request.url).searchParams, ZStylesheetQuery);
    const isi = new TextDecoder().decode(await readXmlBytes(request, STYLESHEET_MAX_BYTES));
    const stored = await setExportStylesheet(actor, { nama, isi });
    return Response.json({
      nama: stored.nama,
      updatedAt: stored.updatedAt.toISOString(),
      ukuran: Buffer.byteLength(isi),
    });
  },
  ["ADMIN"],
);

export const DELETE = withRole(
  async (_request: Request, _context: unknown, actor) => {
    if (!(await removeExportStylesheet(actor))) throw noStylesheet();
    return new Response(null, { status: 204 });
  },
  ["ADMIN"],
);

export const { POST, PATCH, OPTIONS } = methodNotAllowed(["GET", "HEAD", "PUT", "DELETE"]);
