import type { XmlElement } from "../xml/element";
import type { IsoRecord } from "./record";

/** What a decoder reads from a document: the record without the organisation. */
export interface DecodedRecord extends Omit<IsoRecord, "organisasi" | "fileIdentifier"> {
  /** null when the document has none (it is optional in ISO 19139). */
  fileIdentifier: string | null;
}

export interface DecodeResult {
  record: DecodedRecord;
  /** What was read leniently or left out, in words an importing user understands. */
  warnings: string[];
}

/**
 * Reads one metadata document (its root element) into a record. Pure. Throws an AppError
 * VALIDATION_FAILED with details.reason "UNSUPPORTED_DOCUMENT" for a root it cannot read.
 * Content checks (a title, an abstract, field lengths) happen once, after decoding.
 */
export type IsoDecoder = (root: XmlElement) => DecodeResult;
