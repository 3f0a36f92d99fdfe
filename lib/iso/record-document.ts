import { xmlToString } from "../xml/builder";
import type { IsoExportFormat } from "./formats";
import { XML_PROFILES } from "./registry";
import { sourceTextAs, withXmlDeclaration } from "./source-document";
import { type StoredRecord, toIsoRecord } from "./stored-record";

// A stored record as an XML document in one ISO profile: an imported record's source document
// in its own standard (or the other edition of ISO 19115-3), the profile's encoding otherwise.

export function storedRecordDocument(stored: StoredRecord, format: IsoExportFormat): string {
  const source = sourceTextAs(stored.sumber, stored.id, format);
  if (source !== null) return withXmlDeclaration(source);
  return xmlToString(XML_PROFILES[format].encode(toIsoRecord(stored)));
}
