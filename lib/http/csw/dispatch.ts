import "server-only";
import type { XMLBuilder } from "xmlbuilder2/lib/interfaces";
import { exceptionReport } from "../../csw/exception-report";
import { parseKvpRequest } from "../../csw/kvp";
import { describeRecordXml } from "../../csw/operations/describe-record";
import { getCapabilitiesText } from "../../csw/operations/get-capabilities";
import { getDomainResponseXml } from "../../csw/operations/get-domain";
import { getRecordByIdXml } from "../../csw/operations/get-record-by-id";
import { getRecordsXml } from "../../csw/operations/get-records";
import { parsePostRequest } from "../../csw/parse-post";
import type { CswRequest } from "../../csw/request";
import { getCswSettings } from "../../csw/service-settings";
import { xmlToString } from "../../xml/builder";
import type { PublicAnswer, PublicRead } from "../public-edge";

// /csw: request (KVP or XML) -> operation -> rendered XML, handed to the public edge as a read
// keyed by the parsed request; every failure becomes an ows:ExceptionReport (pycsw's split:
// dispatch, operations, encoders).

export interface CswInput {
  method: "GET" | "POST";
  searchParams: URLSearchParams;
  body?: Uint8Array;
  baseUrl: string;
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

async function render(request: CswRequest, baseUrl: string): Promise<XMLBuilder | string | string[]> {
  switch (request.operation) {
    case "GetCapabilities":
      return getCapabilitiesText(await getCswSettings(), baseUrl, request);
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

/** An exception report, never kept by any cache. */
export function cswExceptionAnswer(error: unknown): PublicAnswer {
  const { xml, status, retryAfterSeconds } = exceptionReport(error);
  return {
    status,
    body: xml,
    contentType: XML_TYPE,
    maxAge: 0,
    headers: retryAfterSeconds ? { "Retry-After": String(retryAfterSeconds) } : undefined,
  };
}

/** What the public edge answers for a CSW request. */
export function cswRead(input: CswInput): PublicRead {
  let request: CswRequest;
  try {
    request =
      input.method === "POST"
        ? parsePostRequest(input.body ?? new Uint8Array())
        : parseKvpRequest(input.searchParams);
  } catch (error) {
    return { cacheKey: null, lifetimeSeconds: 0, answer: async () => cswExceptionAnswer(error) };
  }
  const key = cacheKey(request, input.baseUrl);
  const lifetime = LIFETIME[request.operation];
  return {
    cacheKey: key,
    lifetimeSeconds: lifetime,
    answer: async () => {
      try {
        const rendered = await render(request, input.baseUrl);
        const xml =
          typeof rendered === "string" || Array.isArray(rendered) // parts: records in their document
            ? rendered
            : xmlToString(rendered, { pretty: false });
        return {
          status: 200,
          body: xml,
          contentType: XML_TYPE,
          maxAge: key ? lifetime : 0,
          reuse: "shared",
          // A GetRecords answer carries its timestamp: computed again, it is other bytes, so a
          // tag of it would never match (and hashing a page of full records costs a
          // millisecond). A stored answer has one: the store sends the same bytes again.
          etag: request.operation !== "GetRecords",
        };
      } catch (error) {
        return cswExceptionAnswer(error);
      }
    },
  };
}
