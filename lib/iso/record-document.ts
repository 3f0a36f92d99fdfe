import { xmlToString } from "../xml/builder";
import type { ElementSetName } from "./encoder";
import type { IsoExportFormat } from "./formats";
import { XML_PROFILES, type XmlProfile } from "./registry";
import { sourceTextAs, withXmlDeclaration } from "./source-document";
import { type StoredRecord, toIsoRecord } from "./stored-record";

// A stored record as an XML document in one ISO profile: an imported record's source document
// in its own standard (or the other edition of ISO 19115-3), the profile's encoding otherwise.

export function storedRecordDocument(stored: StoredRecord, format: IsoExportFormat): string {
  const source = sourceTextAs(stored.sumber, stored.id, format);
  if (source !== null) return withXmlDeclaration(source);
  return xmlToString(XML_PROFILES[format].encode(toIsoRecord(stored)));
}

/**
 * A stored record as a record of a CSW response (no XML declaration, not indented, its own
 * namespaces declared): the source as it serves the profile, else the profile's encoding. The
 * ISO profiles have no element sets: they always give the full record.
 */
export function recordFragment(
  stored: StoredRecord,
  profile: XmlProfile,
  elementSet: ElementSetName,
): string {
  const source = sourceTextAs(stored.sumber, stored.id, profile.format, elementSet);
  if (source !== null) return source;
  return xmlToString(profile.encode(toIsoRecord(stored), elementSet), { pretty: false, headless: true });
}
