import { AppError } from "../errors";

const XML_TYPES = /^(application\/(xslt\+)?xml|text\/xml|application\/[\w.+-]+\+xml)\s*(;|$)/i;

export const tooLarge = (maxBytes: number) =>
  new AppError(
    "PAYLOAD_TOO_LARGE",
    `Badan permintaan melebihi ${maxBytes} bita / the body is larger than ${maxBytes} bytes`,
    { limit: maxBytes },
  );

/** The body's bytes, refusing more than maxBytes while reading (413), whatever Content-Length says. */
export async function readBodyBytes(request: Request, maxBytes: number): Promise<Uint8Array> {
  if (Number(request.headers.get("content-length") ?? 0) > maxBytes) throw tooLarge(maxBytes);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body?.getReader();
  for (;;) {
    const next = await reader?.read();
    if (!next || next.done) break;
    size += next.value.byteLength;
    if (size > maxBytes) {
      await reader?.cancel();
      throw tooLarge(maxBytes);
    }
    chunks.push(next.value);
  }
  return Buffer.concat(chunks);
}

/** An XML body (XML Content-Type, at most maxBytes) as bytes; the document's own declaration names its encoding. */
export async function readXmlBytes(request: Request, maxBytes: number): Promise<Uint8Array> {
  const type = request.headers.get("content-type") ?? "";
  if (!XML_TYPES.test(type)) {
    throw new AppError(
      "VALIDATION_FAILED",
      "Content-Type harus XML / the body must be XML (application/xml)",
      {
        contentType: type,
      },
    );
  }
  return readBodyBytes(request, maxBytes);
}
