import { expect } from "vitest";
import { owsException } from "@/lib/csw/exception-report";
import { constraintSql } from "@/lib/csw/filter/constraint-sql";
import { parseKvpRequest } from "@/lib/csw/kvp";
import { parsePostRequest } from "@/lib/csw/parse-post";
import type { AppError } from "@/lib/errors";
import type { Search } from "@/lib/search/ast";
import { expectReadableRefusal, outcomeOf } from "./fuzz";

// The CSW entry points a constraint reaches in production, for the property-based tests: a
// GetRecords KVP request (CONSTRAINT + CONSTRAINTLANGUAGE) and a GetRecords POST document.

const CSW_NS = "http://www.opengis.net/cat/csw/2.0.2";

/** GetRecords by KVP with the constraint text in the given language. */
export function kvpConstraint(language: "FILTER" | "CQL_TEXT", constraint: string): Search | null {
  const request = parseKvpRequest(
    new URLSearchParams({
      service: "CSW",
      request: "GetRecords",
      version: "2.0.2",
      typeNames: "csw:Record",
      constraintLanguage: language,
      constraint,
    }),
  );
  return request.operation === "GetRecords" ? request.constraint : null;
}

/** A GetRecords POST document around an ogc:Filter document (XML declaration removed) or CQL text. */
export function postDocument(constraint: { filterXml: string } | { cql: string }): string {
  const body =
    "filterXml" in constraint
      ? constraint.filterXml.replace(/^\s*<\?xml[^>]*\?>/, "")
      : `<csw:CqlText>${constraint.cql.replace(/&/g, "&amp;").replace(/</g, "&lt;")}</csw:CqlText>`;
  return `<?xml version="1.0" encoding="UTF-8"?><csw:GetRecords xmlns:csw="${CSW_NS}" service="CSW" version="2.0.2" resultType="hits"><csw:Query typeNames="csw:Record"><csw:Constraint version="1.1.0">${body}</csw:Constraint></csw:Query></csw:GetRecords>`;
}

export function postConstraint(document: string | Uint8Array): Search | null {
  const request = parsePostRequest(
    typeof document === "string" ? new TextEncoder().encode(document) : document,
  );
  return request.operation === "GetRecords" ? request.constraint : null;
}

/** A CSW refusal: readable, and an OWS exception code other than NoApplicableCode (a 500). */
export function expectCswRefusal(error: AppError): void {
  expectReadableRefusal(error);
  expect(owsException(error).code).not.toBe("NoApplicableCode");
}

/**
 * The totality property of one input: parsing gives a filter or a CSW refusal, and the filter
 * translates to SQL or is refused the same way; never a raw error, never slowly.
 */
export function expectParsedOrRefused(what: string, parse: () => Search | null): Search | null {
  const parsed = outcomeOf(what, parse);
  if (!parsed.ok) {
    expectCswRefusal(parsed.error);
    return null;
  }
  if (parsed.value === null) return null;
  const filter = parsed.value;
  const sql = outcomeOf(`constraintSql after ${what}`, () => constraintSql(filter));
  if (!sql.ok) {
    expectCswRefusal(sql.error);
    return null;
  }
  return filter;
}
