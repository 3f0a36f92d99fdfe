import type { ElementSetName } from "../iso/encoder";
import type { Search } from "../search/ast";
import type { Queryable } from "./filter/queryables";

// CSW requests after parsing, whichever encoding (KVP or XML) they came in.

export interface SortKey {
  property: Queryable;
  descending: boolean;
}

export interface GetCapabilitiesRequest {
  operation: "GetCapabilities";
  sections?: string[];
  acceptVersions?: string[];
  updateSequence?: string;
}

export interface DescribeRecordRequest {
  operation: "DescribeRecord";
  typeNames?: string[];
  outputFormat?: string;
  schemaLanguage?: string;
}

export interface GetDomainRequest {
  operation: "GetDomain";
  parameterName?: string;
  propertyName?: string;
}

export interface GetRecordsRequest {
  operation: "GetRecords";
  outputSchema: string;
  typeNames: string[];
  elementSetName: ElementSetName;
  /** ElementName: specific elements instead of an element set (Dublin Core only). */
  elementNames: string[];
  resultType: "results" | "hits" | "validate";
  startPosition: number;
  maxRecords: number;
  /** The Constraint, q and BBOX parameters together. */
  constraint: Search | null;
  sortBy: SortKey[];
  requestId?: string;
  /** The request as received, echoed by resultType=validate. */
  echo: { kvp: Record<string, string> } | { xml: string };
}

export interface GetRecordByIdRequest {
  operation: "GetRecordById";
  ids: string[];
  outputSchema: string;
  elementSetName: ElementSetName;
}

export type CswRequest =
  | GetCapabilitiesRequest
  | DescribeRecordRequest
  | GetDomainRequest
  | GetRecordsRequest
  | GetRecordByIdRequest;
