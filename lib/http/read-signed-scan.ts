import { AppError } from "../errors";
import { readMultipartForm } from "./read-upload";
import { tooLarge } from "./xml-body";

// The scanned-document alternative of POST /api/metadata/{id}/kualitas/{tipe}: a multipart form
// with the fields of the JSON body (itemPemeriksaan as JSON text) and the PDF in `dokumen`.

/** A scanned, hand-signed document: PDF only, at most 10 MB. */
export const SCAN_MAX_BYTES = 10 * 1024 * 1024;
const PDF_MAGIC = Buffer.from("%PDF-");

export interface SignedScanForm {
  fields: Record<string, unknown>;
  pdf: Uint8Array;
}

const invalid = (field: string, message: string) =>
  new AppError("VALIDATION_FAILED", `Isian tidak valid / invalid fields: ${field}`, {
    fields: [{ field, message }],
  });

export async function readSignedScan(request: Request): Promise<SignedScanForm> {
  // The scan and the few text fields around it.
  const form = await readMultipartForm(request, SCAN_MAX_BYTES + 64 * 1024);
  const file = form.get("dokumen");
  if (!file || typeof file === "string")
    throw invalid("dokumen", "berkas PDF wajib / a PDF file is required");
  if (file.size > SCAN_MAX_BYTES) throw tooLarge(SCAN_MAX_BYTES);
  const pdf = new Uint8Array(await file.arrayBuffer());
  // The bytes decide, not the name or the declared type.
  if (!Buffer.from(pdf.subarray(0, PDF_MAGIC.length)).equals(PDF_MAGIC)) {
    throw invalid("dokumen", "bukan berkas PDF / not a PDF file");
  }
  const fields: Record<string, unknown> = {};
  const sesuai = form.get("sesuai");
  if (sesuai === "true" || sesuai === "false") fields.sesuai = sesuai === "true";
  else if (sesuai !== null) fields.sesuai = sesuai;
  const catatan = form.get("catatan");
  if (typeof catatan === "string") fields.catatan = catatan;
  const items = form.get("itemPemeriksaan");
  if (typeof items === "string" && items.trim() !== "") {
    try {
      fields.itemPemeriksaan = JSON.parse(items);
    } catch {
      throw invalid("itemPemeriksaan", "harus JSON / must be JSON");
    }
  }
  return { fields, pdf };
}
