import "server-only";
import { cswError } from "../../csw/exception-report";
import { POST_MAX_BYTES } from "../../csw/parse-post";
import { externalCswUrl } from "../../csw/provider";
import { baseUrlOf } from "../base-url";
import { publicResponse, servePublicRead, withPublicCors } from "../public-edge";
import { readBodyBytes } from "../xml-body";
import { cswExceptionAnswer, cswRead } from "./dispatch";
import { proxyCsw } from "./proxy";

// HTTP around the CSW dispatcher: request bodies at most 1 MiB, the external provider when one
// is configured, and the public edge (CORS, caching, ETag) for everything Simpul answers.

const TOO_LARGE = () =>
  cswError(
    "InvalidParameterValue",
    "Badan permintaan melebihi 1 MiB / the request body is larger than 1 MiB",
    "request",
  );

/** Answers GET and POST /csw. */
export async function serveCsw(request: Request): Promise<Response> {
  const method = request.method === "POST" ? "POST" : "GET";
  let body: Uint8Array | undefined;
  if (method === "POST") {
    try {
      body = await readBodyBytes(request, POST_MAX_BYTES);
    } catch {
      return publicResponse(request, { ...cswExceptionAnswer(TOO_LARGE()), status: 413 });
    }
  }
  const url = new URL(request.url);
  const external = externalCswUrl();
  if (external) {
    const post = body && { body, contentType: request.headers.get("content-type") ?? "application/xml" };
    return withPublicCors(await proxyCsw(external, url.search, post));
  }
  const read = cswRead({ method, searchParams: url.searchParams, body, baseUrl: baseUrlOf(request) });
  // The catalogue version could not be read (the database is down): an exception report too.
  return servePublicRead(request, read).catch((error: unknown) =>
    publicResponse(request, cswExceptionAnswer(error)),
  );
}
