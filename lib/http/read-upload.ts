import { AppError } from "../errors";
import { XML_MAX_BYTES } from "../xml/read-xml";
import { readBodyBytes, readXmlBytes } from "./xml-body";

// Uploaded XML: a single document as the body, or files in one multipart field.

/** Total size of a multipart upload (many files of at most XML_MAX_BYTES each). */
export const UPLOAD_MAX_BYTES = 100 * 1024 * 1024;

export type Upload = { kind: "document"; bytes: Uint8Array } | { kind: "files"; files: File[] };

export async function readUpload(request: Request, field: string): Promise<Upload> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data/i.test(type)) {
    return { kind: "document", bytes: await readXmlBytes(request, XML_MAX_BYTES) };
  }
  const form = await readMultipartForm(request, UPLOAD_MAX_BYTES);
  const files = form.getAll(field).filter((value): value is File => typeof value !== "string");
  return { kind: "files", files };
}

/** A multipart/form-data body of at most maxBytes (413 beyond, 400 when unreadable). */
export async function readMultipartForm(request: Request, maxBytes: number): Promise<FormData> {
  const type = request.headers.get("content-type") ?? "";
  const body = await readBodyBytes(request, maxBytes);
  try {
    return await new Response(Buffer.from(body), { headers: { "Content-Type": type } }).formData();
  } catch {
    throw new AppError(
      "VALIDATION_FAILED",
      "Formulir multipart tidak dapat dibaca / unreadable multipart form",
      {},
    );
  }
}
