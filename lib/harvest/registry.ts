import { CONCURRENT_CHANGE } from "../catalogue/import/import-record";
import type { HarvestFailureReason, HarvestProtocol, HarvestProtocolName } from "./protocol";
import { cswProtocol } from "./protocols/csw";
import { oaiPmhProtocol } from "./protocols/oai-pmh";
import { ogcApiRecordsProtocol } from "./protocols/ogcapi-records";
import { wafProtocol } from "./protocols/waf";

// The harvesting protocols by name, and what an import's refusal of a harvested document means
// for a run's report: what every harvest (a stored source's run, npm run harvest) shares.

export const HARVEST_PROTOCOLS: Record<HarvestProtocolName, HarvestProtocol> = {
  CSW: cswProtocol,
  OGCAPI_RECORDS: ogcApiRecordsProtocol,
  OAI_PMH: oaiPmhProtocol,
  WAF: wafProtocol,
};

/** Why a record did not go in: a harvest reason, or a conflict with a record held here. */
export type HarvestProblemReason = HarvestFailureReason | "CONFLICT";

/** What an import refusal (its reason code and message) means for the report. */
export function refusalReason(reason: string, message: string): HarvestProblemReason {
  if (["HARVEST_CONFLICT", "FORBIDDEN", "CONFLICT", CONCURRENT_CHANGE].includes(reason)) return "CONFLICT";
  if (reason === "CONTENT") {
    if (/invalid option|enum/i.test(message)) return "UNKNOWN_CODE";
    if (/required|too small|received undefined|kosong|empty/i.test(message)) return "MISSING_ELEMENT";
  }
  return "SCHEMA_ERROR";
}
