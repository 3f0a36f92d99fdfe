import { isDatabaseUnavailable } from "../db/unavailable";
import { AppError, isAppError } from "../errors";
import { logger } from "../log/logger";
import { newXmlDocument, xmlToString } from "../xml/builder";
import { CSW } from "../xml/namespaces";

// The one place where errors become OGC exception reports (spec 7): ows:ExceptionReport
// version 1.2.0 with exceptionCode, locator and a readable text, never a stack trace.

export const OWS_EXCEPTION_CODES = [
  "MissingParameterValue",
  "InvalidParameterValue",
  "OperationNotSupported",
  "VersionNegotiationFailed",
  "NoApplicableCode",
] as const;
export type OwsExceptionCode = (typeof OWS_EXCEPTION_CODES)[number];

/** A CSW request error: an AppError carrying the OWS code and the offending parameter. */
export function cswError(owsCode: OwsExceptionCode, message: string, locator?: string): AppError {
  const code = owsCode === "NoApplicableCode" ? "INTERNAL" : "VALIDATION_FAILED";
  return new AppError(code, message, { owsCode, ...(locator ? { locator } : {}) });
}

/** The OWS code, locator and text of any error (internals hidden); `unavailable`: worth a retry (503). */
export function owsException(error: unknown): {
  code: OwsExceptionCode;
  locator?: string;
  text: string;
  unavailable?: true;
} {
  if (isAppError(error)) {
    if (error.code === "SERVICE_UNAVAILABLE")
      return { code: "NoApplicableCode", text: error.message, unavailable: true };
    const owsCode = error.details.owsCode as OwsExceptionCode | undefined;
    const locator = typeof error.details.locator === "string" ? error.details.locator : undefined;
    const fallback: OwsExceptionCode =
      error.code === "VALIDATION_FAILED" || error.code === "NOT_FOUND"
        ? "InvalidParameterValue"
        : "NoApplicableCode";
    return { code: owsCode ?? fallback, locator, text: error.message };
  }
  if (isDatabaseUnavailable(error)) {
    return {
      code: "NoApplicableCode",
      text: "Basis data sedang tidak dapat dijangkau / the database is unreachable; retry shortly",
      unavailable: true,
    };
  }
  logger().error({ err: error }, "Unhandled CSW error");
  return { code: "NoApplicableCode", text: "Terjadi kesalahan internal / an internal error occurred" };
}

/**
 * The HTTP status of an exception report. OWSLib shows the report's text for 400
 * (ServiceException) and GDAL prints the ExceptionText it finds in the body; 500 is kept for
 * our own failures, 503 (with Retry-After) for passing ones.
 */
const EXCEPTION_STATUS: Record<OwsExceptionCode, number> = {
  MissingParameterValue: 400,
  InvalidParameterValue: 400,
  VersionNegotiationFailed: 400,
  OperationNotSupported: 400,
  NoApplicableCode: 500,
};

/** The ExceptionReport of an error and the HTTP status it is answered with. */
export function exceptionReport(error: unknown): { xml: string; status: number; retryAfterSeconds?: number } {
  const { xml, code, retryAfterSeconds } = exceptionReportXml(error);
  return { xml, status: retryAfterSeconds ? 503 : EXCEPTION_STATUS[code], retryAfterSeconds };
}

/**
 * The ExceptionReport document of an error. `retryAfterSeconds` is set when the error is
 * passing (the database or a store unreachable): answered with 503 and Retry-After, not 500.
 */
export function exceptionReportXml(error: unknown): {
  xml: string;
  code: OwsExceptionCode;
  retryAfterSeconds?: number;
} {
  const { code, locator, text, unavailable } = owsException(error);
  const doc = newXmlDocument();
  const report = doc.ele(CSW.ows, "ows:ExceptionReport", {
    version: "1.2.0",
    language: "id",
    "xmlns:xsi": "http://www.w3.org/2001/XMLSchema-instance",
    "xsi:schemaLocation":
      "http://www.opengis.net/ows http://schemas.opengis.net/ows/1.0.0/owsExceptionReport.xsd",
  });
  const exception = report.ele(CSW.ows, "ows:Exception", {
    exceptionCode: code,
    ...(locator ? { locator } : {}),
  });
  exception.ele(CSW.ows, "ows:ExceptionText").txt(text);
  return { xml: xmlToString(doc), code, ...(unavailable ? { retryAfterSeconds: 5 } : {}) };
}
