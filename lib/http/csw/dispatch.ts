import "server-only";
import type { XMLBuilder } from "xmlbuilder2/lib/interfaces";
import { exceptionReportXml, type OwsExceptionCode } from "../../csw/exception-report";
import { parseKvpRequest } from "../../csw/kvp";
import { describeRecordXml } from "../../csw/operations/describe-record";
import { getCapabilitiesXml } from "../../csw/operations/get-capabilities";
import { getDomainResponseXml } from "../../csw/operations/get-domain";
import { getRecordByIdXml } from "../../csw/operations/get-record-by-id";
import { getRecordsXml } from "../../csw/operations/get-records";
import { parsePostRequest } from "../../csw/parse-post";
import type { CswRequest } from "../../csw/request";
import { getCswSettings } from "../../csw/service-settings";
import { xmlToString } from "../../xml/builder";
import { etagOf, matchesEtag } from "../etag";
import { PUBLIC_CORS_HEADERS } from "../public-route";
import { cachedResponse } from "../response-cache";

// /csw: request (KVP or XML) -> operation -> rendered XML, cached per catalogue version;
// every failure becomes an ows:ExceptionReport (pycsw's split: dispatch, operations, encoders).

export interface CswInput {
  method: "GET" | "POST";
  searchParams: URLSearchParams;
  body?: Uint8Array;
  baseUrl: string;
  ifNoneMatch: string | null;
}

export interface CswOutput {
  status: number;
  headers: Record<string, string>;
  body: Uint8Array<ArrayBuffer> | string | null;
}

const XML_TYPE = "application/xml; charset=utf-8";

/** s-maxage per operation (spec 4.3: capabilities 10 minutes, records 60 s). */
const LIFETIME: Record<CswRequest["operation"], number> = {
  GetCapabilities: 600,
  DescribeRecord: 600,
  GetDomain: 60,
  GetRecords: 60,
  GetRecordById: 60,
};

/**
 * HTTP status of an exception report. OWSLib shows the report's text for 400 (ServiceException)
 * and GDAL prints the ExceptionText it finds in the body; 500 is kept for our own failures.
 */
const EXCEPTION_STATUS: Record<OwsExceptionCode, number> = {
  MissingParameterValue: 400,
  InvalidParameterValue: 400,
  VersionNegotiationFailed: 400,
  OperationNotSupported: 400,
  NoApplicableCode: 500,
};

async function render(request: CswRequest, baseUrl: string): Promise<XMLBuilder | string> {
  switch (request.operation) {
    case "GetCapabilities":
      return getCapabilitiesXml(await getCswSettings(), baseUrl, request);
    case "DescribeRecord":
      return describeRecordXml(request);
    case "GetDomain":
      return getDomainResponseXml(request);
    case "GetRecords":
      return getRecordsXml(request);
    case "GetRecordById":
      return getRecordByIdXml(request);
  }
}

/** The cache key: the parsed request (not its spelling), and the base URL the links use. */
function cacheKey(request: CswRequest, baseUrl: string): string | null {
  if (request.operation === "GetRecords" && request.resultType === "validate") return null;
  const { echo: _echo, ...rest } = request as CswRequest & { echo?: unknown };
  return JSON.stringify([baseUrl, rest]);
}

export async function dispatchCsw(input: CswInput): Promise<CswOutput> {
  try {
    const request =
      input.method === "POST"
        ? parsePostRequest(input.body ?? new Uint8Array())
        : parseKvpRequest(input.searchParams);
    const key = cacheKey(request, input.baseUrl);
    const lifetime = LIFETIME[request.operation];
    // Stored with the response: the custom server's fast path sends them as they are.
    const headers: Record<string, string> = {
      "Content-Type": XML_TYPE,
      "Cache-Control": key ? `public, s-maxage=${lifetime}, max-age=0, must-revalidate` : "no-store",
      ...PUBLIC_CORS_HEADERS,
    };
    const renderOnce = async () => {
      const rendered = await render(request, input.baseUrl);
      const xml = typeof rendered === "string" ? rendered : xmlToString(rendered, { pretty: false });
      return { body: Buffer.from(xml, "utf8"), etag: etagOf(xml), headers };
    };
    const { body, etag, cached } = key
      ? await cachedResponse(key, lifetime, renderOnce)
      : { ...(await renderOnce()), cached: false };
    // RFC 9211: whether the rendered-response cache answered.
    const cacheStatus = cached ? "Simpul; hit" : key ? "Simpul; fwd=miss; stored" : "Simpul; fwd=uri-miss";
    const sent = { ...headers, ETag: etag, "Cache-Status": cacheStatus };
    if (matchesEtag(input.ifNoneMatch, etag)) return { status: 304, headers: sent, body: null };
    return { status: 200, headers: sent, body };
  } catch (error) {
    const { xml, code, retryAfterSeconds } = exceptionReportXml(error);
    return {
      status: retryAfterSeconds ? 503 : EXCEPTION_STATUS[code],
      headers: {
        "Content-Type": XML_TYPE,
        "Cache-Control": "no-store",
        ...(retryAfterSeconds ? { "Retry-After": String(retryAfterSeconds) } : {}),
      },
      body: xml,
    };
  }
}
