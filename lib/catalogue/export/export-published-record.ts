import "server-only";
import { AppError } from "../../errors";
import { safeFileName } from "../../file-name";
import { ISO_EXPORT_FORMATS, type IsoExportFormat, type PublicXmlFormat } from "../../iso/formats";
import { storedRecordDocument } from "../../iso/record-document";
import { runXslt } from "../../xslt/run-xslt";
import { loadStoredRecord } from "../records/load-stored-records";
import { recordNotFound } from "../records/record-not-found";
import { getExportStylesheet } from "./export-stylesheet";

// GET /api/public/metadata/{id}/xml: a PUBLISHED record in one ISO profile, or the mdb2016
// document passed through the administrator's XSLT stylesheet.

export interface XmlDownload {
  fileName: string;
  xml: string;
}

/** `<id>.xml`, with the id made safe for a Content-Disposition header. */
export const safeXmlFileName = (id: string) => `${safeFileName(id, "metadata")}.xml`;

export async function exportPublishedRecord(id: string, format: PublicXmlFormat): Promise<XmlDownload> {
  const stored = await loadStoredRecord({ id, status: "PUBLISHED" });
  if (!stored) throw recordNotFound(id);
  const fileName = safeXmlFileName(id);
  if (format !== "xslt")
    return { fileName, xml: storedRecordDocument(stored, format satisfies IsoExportFormat) };
  const stylesheet = await getExportStylesheet();
  if (!stylesheet) {
    throw new AppError(
      "NOT_FOUND",
      "Belum ada stylesheet XSLT yang dikonfigurasi / no XSLT stylesheet is configured",
      { format: "xslt", allowed: ISO_EXPORT_FORMATS },
    );
  }
  const document = storedRecordDocument(stored, "mdb2016");
  return { fileName, xml: await runXslt(stylesheet.isi, document) };
}
