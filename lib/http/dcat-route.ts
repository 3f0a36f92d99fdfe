import "server-only";
import type { DcatDocument } from "../dcat/documents";
import { DCAT_MEDIA_TYPES, type DcatFormat } from "../dcat/serialize";
import { AppError } from "../errors";
import { baseUrlOf } from "./base-url";
import { CACHE_SECONDS } from "./cache-policy";
import { errorToResponse } from "./error-to-response";
import { servePublicRead, withPublicCors } from "./public-edge";

// The DCAT-AP routes (/dcat, /dcat/{id}): public like the REST API (any origin, the response
// store, ETags, JSON errors), in the RDF format asked by `?format=` or, without it, by the
// Accept header: Turtle unless the client prefers JSON-LD, RDF/XML or N-Triples.

/** `?format=` values, as CKAN's DCAT extension and most harvesters spell them. */
export const DCAT_FORMAT_NAMES: Record<string, DcatFormat> = {
  ttl: "turtle",
  turtle: "turtle",
  jsonld: "jsonld",
  rdf: "rdfxml",
  xml: "rdfxml",
  nt: "ntriples",
};

/** The format a request asks for; VALIDATION_FAILED for an unknown `format`. */
export function dcatFormatOf(request: Request, url: URL): DcatFormat {
  const name = url.searchParams.get("format");
  if (name !== null) {
    const format = DCAT_FORMAT_NAMES[name.toLowerCase()];
    if (format) return format;
    throw new AppError(
      "VALIDATION_FAILED",
      `format harus salah satu dari / must be one of: ${Object.keys(DCAT_FORMAT_NAMES).join(", ")}`,
      { parameters: [{ parameter: "format", message: name }] },
    );
  }
  let best: { format: DcatFormat; weight: number } = { format: "turtle", weight: 0 };
  for (const item of (request.headers.get("accept") ?? "").split(",")) {
    const [type = "", ...params] = item.trim().toLowerCase().split(";");
    const weight = Number(params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean) ?? 1);
    const format = (Object.keys(DCAT_MEDIA_TYPES) as DcatFormat[]).find(
      (f) => DCAT_MEDIA_TYPES[f] === type.trim(),
    );
    if (format && weight > best.weight) best = { format, weight };
  }
  return best.format;
}

/** A GET route answering a DCAT document; 200 answers are kept per URL and format. */
export function dcatRoute<Params>(
  answer: (format: DcatFormat, url: URL, baseUrl: string, params: Params) => Promise<DcatDocument>,
) {
  return async (request: Request, routeContext?: { params?: Promise<Params> }): Promise<Response> => {
    try {
      const url = new URL(request.url);
      const format = dcatFormatOf(request, url);
      const params = ((await routeContext?.params) ?? {}) as Params;
      return await servePublicRead(request, {
        cacheKey: `${url.pathname}${url.search}#${format}`,
        lifetimeSeconds: CACHE_SECONDS.list,
        answer: async () => {
          const { body, contentType } = await answer(format, url, baseUrlOf(request), params);
          return {
            status: 200,
            body,
            contentType,
            maxAge: CACHE_SECONDS.list,
            etag: true,
            headers: { Vary: "Accept" },
          };
        },
      });
    } catch (error) {
      return withPublicCors(errorToResponse(error));
    }
  };
}
