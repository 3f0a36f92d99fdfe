import "server-only";
import { cswError, exceptionReportXml } from "../../csw/exception-report";
import { POST_MAX_BYTES } from "../../csw/parse-post";
import { externalCswUrl, proxyCsw } from "../../csw/proxy";
import { baseUrlOf } from "../base-url";
import { PUBLIC_CORS_HEADERS } from "../public-route";
import { readBodyBytes } from "../xml-body";
import { dispatchCsw } from "./dispatch";

// HTTP around the CSW dispatcher: request bodies at most 1 MiB, the external provider when one
// is configured, CORS for browser clients (public, never with credentials).

function withCors(response: Response): Response {
  for (const [name, value] of Object.entries(PUBLIC_CORS_HEADERS)) response.headers.set(name, value);
  return response;
}

async function readPostBody(request: Request): Promise<Uint8Array | Response> {
  try {
    return await readBodyBytes(request, POST_MAX_BYTES);
  } catch {
    const { xml } = exceptionReportXml(
      cswError(
        "InvalidParameterValue",
        "Badan permintaan melebihi 1 MiB / the request body is larger than 1 MiB",
        "request",
      ),
    );
    return new Response(xml, { status: 413, headers: { "Content-Type": "application/xml; charset=utf-8" } });
  }
}

/** Answers GET and POST /csw. */
export async function serveCsw(request: Request): Promise<Response> {
  const method = request.method === "POST" ? "POST" : "GET";
  const body = method === "POST" ? await readPostBody(request) : undefined;
  if (body instanceof Response) return withCors(body);
  const url = new URL(request.url);
  const external = externalCswUrl();
  if (external) {
    const post = body && { body, contentType: request.headers.get("content-type") ?? "application/xml" };
    return withCors(await proxyCsw(external, url.search, post));
  }
  const out = await dispatchCsw({
    method,
    searchParams: url.searchParams,
    body,
    baseUrl: baseUrlOf(request),
    ifNoneMatch: request.headers.get("if-none-match"),
  });
  return withCors(new Response(out.body, { status: out.status, headers: out.headers }));
}
