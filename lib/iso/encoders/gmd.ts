import { newXmlDocument } from "../../xml/builder";
import { GML32, ISO19139, XSI } from "../../xml/namespaces";
import type { IsoEncoder } from "../encoder";
import { isoDateTime } from "../iso-values";
import type { IsoRecord } from "../record";
import { splitReferenceSystem } from "./gmd-codes";
import { writeMetadataContacts } from "./gmd-contact";
import { writeDistribution } from "./gmd-distribution";
import { writeIdentification } from "./gmd-identification";
import { writeDataQuality } from "./gmd-quality";
import {
  attribute,
  characterString,
  codeList,
  languageCode,
  optionalString,
  type Parent,
  path,
  present,
  text,
} from "./gmd-xml";

// ISO/TS 19139:2007 (gmd:MD_Metadata with GML 3.2), the profile most harvesters read. Element
// order follows metadataEntity.xsd; decoders/gmd.ts is its exact inverse (see the tests).

/** The whole record as gmd:MD_Metadata; 19139 has no element sets, so elementSet is ignored. */
export const encodeGmd: IsoEncoder = (record) => {
  const document = newXmlDocument();
  const builder = document.ele(ISO19139.gmd, "gmd:MD_Metadata");
  const root = builder.node as unknown as Element;
  attribute(root, "xmlns:gmd", ISO19139.gmd);
  attribute(root, "xmlns:gco", ISO19139.gco);
  attribute(root, "xmlns:gml", GML32);
  attribute(root, "xmlns:xsi", XSI);
  attribute(
    root,
    "xsi:schemaLocation",
    `${ISO19139.gmd} http://schemas.opengis.net/iso/19139/20070417/gmd/gmd.xsd`,
  );
  writeHeader(root, record);
  writeIdentification(root, record);
  writeDistribution(root, record.distribusi);
  writeDataQuality(root, record);
  return document;
};

function writeHeader(root: Parent, record: IsoRecord): void {
  optionalString(root, "gmd:fileIdentifier", record.fileIdentifier);
  languageCode(root, "gmd:language", record.bahasaMetadata);
  codeList(root, "gmd:characterSet", "MD_CharacterSetCode", record.characterSet);
  optionalString(root, "gmd:parentIdentifier", record.parentIdentifier);
  codeList(root, "gmd:hierarchyLevel", "MD_ScopeCode", record.levelHierarki);
  writeMetadataContacts(root, record);
  text(path(root, "gmd:dateStamp", "gco:DateTime"), isoDateTime(record.tanggalMetadata));
  characterString(root, "gmd:metadataStandardName", "ISO 19115:2003/19139");
  characterString(root, "gmd:metadataStandardVersion", "1.0");
  if (present(record.sistemReferensi)) {
    const { code, codeSpace } = splitReferenceSystem(record.sistemReferensi);
    const identifier = path(
      root,
      "gmd:referenceSystemInfo",
      "gmd:MD_ReferenceSystem",
      "gmd:referenceSystemIdentifier",
      "gmd:RS_Identifier",
    );
    characterString(identifier, "gmd:code", code);
    if (codeSpace) characterString(identifier, "gmd:codeSpace", codeSpace);
  }
}
