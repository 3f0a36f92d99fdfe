// Mappings shared by the ISO 19139 encoder and decoder, so the two stay each other's inverse.

/**
 * Simpul's DQ_ELEMEN codes use the ISO 19157 names; two of them are spelt differently in
 * ISO 19139 (19115:2003 name, and the 19115-2 gmi element for usability).
 */
const DQ_ELEMENT_IN_19139: Record<string, string> = {
  DQ_NonQuantitativeAttributeCorrectness: "gmd:DQ_NonQuantitativeAttributeAccuracy",
  DQ_UsabilityElement: "gmi:QE_Usability",
};

/** The DQ element classes gmd defines (the concrete substitutes of gmd:AbstractDQ_Element). */
const GMD_DQ_ELEMENTS = new Set([
  "DQ_CompletenessCommission",
  "DQ_CompletenessOmission",
  "DQ_ConceptualConsistency",
  "DQ_DomainConsistency",
  "DQ_FormatConsistency",
  "DQ_TopologicalConsistency",
  "DQ_AbsoluteExternalPositionalAccuracy",
  "DQ_GriddedDataPositionalAccuracy",
  "DQ_RelativeInternalPositionalAccuracy",
  "DQ_ThematicClassificationCorrectness",
  "DQ_NonQuantitativeAttributeAccuracy",
  "DQ_QuantitativeAttributeAccuracy",
  "DQ_AccuracyOfATimeMeasurement",
  "DQ_TemporalConsistency",
  "DQ_TemporalValidity",
]);

/**
 * The qualified name a report is written as. A name gmd does not know cannot be written at all,
 * so it falls back to gmd:DQ_DomainConsistency (the generic "conforms to rules" element).
 */
export function dqElementFor(elemen: string): string {
  const mapped = DQ_ELEMENT_IN_19139[elemen];
  if (mapped) return mapped;
  return `gmd:${GMD_DQ_ELEMENTS.has(elemen) ? elemen : "DQ_DomainConsistency"}`;
}

/** The DQ_ELEMEN code of a report element read from a document (by local name). */
export function elemenFor(local: string): string {
  for (const [elemen, qname] of Object.entries(DQ_ELEMENT_IN_19139)) {
    if (qname.endsWith(`:${local}`)) return elemen;
  }
  return local;
}

/**
 * "AUTHORITY:CODE" for the usual spellings of a CRS reference: EPSG:4326, the OGC URN
 * (urn:ogc:def:crs:EPSG::4326, also with a version or x-ogc), the OGC http URI, a bare code with
 * its codeSpace, or a name that quotes an EPSG code. Anything else is returned trimmed.
 */
export function normaliseReferenceSystem(code: string, codeSpace?: string): string {
  const text = code.trim();
  const urn = /^urn:(?:x-)?ogc:def:crs:([^:]+):(?:[^:]*:)?([^:]+)$/i.exec(text);
  if (urn) return `${authority(urn[1] as string)}:${urn[2]}`;
  const uri = /^https?:\/\/www\.opengis\.net\/def\/crs\/([^/]+)\/[^/]+\/([^/]+)$/i.exec(text);
  if (uri) return `${authority(uri[1] as string)}:${uri[2]}`;
  const pair = /^([A-Za-z][\w.-]*):(\w+)$/.exec(text);
  if (pair) return `${authority(pair[1] as string)}:${pair[2]}`;
  if (/^\d+$/.test(text)) {
    const space = codeSpace?.trim() ?? "";
    return `${space === "" || /epsg/i.test(space) ? "EPSG" : space}:${text}`;
  }
  if (/^WGS[\s_-]?84$/i.test(text)) return "EPSG:4326";
  // A name with the code in it, e.g. "RGF93 / CC48 (EPSG:3948)".
  const named = /\bEPSG\s*:+\s*(\d+)\b/i.exec(text);
  return named ? `EPSG:${named[1]}` : text;
}

const authority = (name: string) => (/^(epsg|ogc|esri|iau)$/i.test(name) ? name.toUpperCase() : name);

/** The RS_Identifier code and codeSpace the encoder writes for a stored reference system. */
export function splitReferenceSystem(value: string): { code: string; codeSpace: string | null } {
  const normalised = normaliseReferenceSystem(value);
  const pair = /^([A-Za-z][\w.-]*):(\w+)$/.exec(normalised);
  return pair
    ? { code: pair[2] as string, codeSpace: pair[1] as string }
    : { code: normalised, codeSpace: null };
}
