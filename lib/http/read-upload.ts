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
  const body = await readBodyBytes(request, UPLOAD_MAX_BYTES);
  let form: FormData;
  try {
    form = await new Response(Buffer.from(body), { headers: { "Content-Type": type } }).formData();
  } catch {
    throw new AppError(
      "VALIDATION_FAILED",
      "Formulir multipart tidak dapat dibaca / unreadable multipart form",
      {},
    );
  }
  const files = form.getAll(field).filter((value): value is File => typeof value !== "string");
  return { kind: "files", files };
}
