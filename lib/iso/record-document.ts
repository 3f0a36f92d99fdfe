import { xmlToString } from "../xml/builder";
import type { IsoExportFormat } from "./formats";
import { XML_PROFILES } from "./registry";
import { servedSourceDocument, sourceServedAs } from "./source-document";
import { type StoredRecord, toIsoRecord } from "./stored-record";

// A stored record as an XML document in one ISO profile: an imported record's source document
// in its own standard, the profile's encoding of the record otherwise.

export function storedRecordDocument(stored: StoredRecord, format: IsoExportFormat): string {
  const source = sourceServedAs(stored.sumber, format);
  if (source) return servedSourceDocument(source, stored.id);
  return xmlToString(XML_PROFILES[format].encode(toIsoRecord(stored)));
}
