import type { IsoRecord } from "../record";
import { responsibleParty } from "./gmd-contact";
import { writeConstraints, writeExtent, writeKeywords } from "./gmd-identification-parts";
import {
  attribute,
  codeList,
  dateProperty,
  languageCode,
  nil,
  optionalCodeList,
  optionalString,
  type Parent,
  path,
  present,
  requiredString,
  text,
} from "./gmd-xml";

// gmd:MD_DataIdentification, in the element order of identification.xsd (AbstractMD_Identification
// first, then the data identification properties).

export function writeIdentification(root: Parent, record: IsoRecord): void {
  const identification = path(root, "gmd:identificationInfo", "gmd:MD_DataIdentification");
  writeCitation(identification, record);
  requiredString(identification, "gmd:abstract", record.abstrak);
  optionalString(identification, "gmd:purpose", record.tujuan);
  optionalCodeList(identification, "gmd:status", "MD_ProgressCode", record.statusProgres);
  for (const contact of record.kontak) {
    if (contact.lingkup === "SUMBER_DAYA") responsibleParty(identification, "gmd:pointOfContact", contact);
  }
  if (present(record.frekuensiPembaruan)) {
    const maintenance = path(identification, "gmd:resourceMaintenance", "gmd:MD_MaintenanceInformation");
    codeList(
      maintenance,
      "gmd:maintenanceAndUpdateFrequency",
      "MD_MaintenanceFrequencyCode",
      record.frekuensiPembaruan,
    );
  }
  writeGraphicOverview(identification, record);
  writeKeywords(identification, record.kataKunci);
  writeConstraints(identification, record);
  writeDataProperties(identification, record);
}

function writeCitation(identification: Parent, record: IsoRecord): void {
  const citation = path(identification, "gmd:citation", "gmd:CI_Citation");
  requiredString(citation, "gmd:title", record.judul);
  optionalString(citation, "gmd:alternateTitle", record.judulAlternatif);
  if (record.tanggal.length === 0) nil(citation, "gmd:date", "missing");
  for (const { tipe, tanggal } of record.tanggal) {
    const date = path(citation, "gmd:date", "gmd:CI_Date");
    dateProperty(date, "gmd:date", tanggal);
    codeList(date, "gmd:dateType", "CI_DateTypeCode", tipe);
  }
  optionalString(citation, "gmd:edition", record.edisi);
  if (record.tanggalEdisi) dateProperty(citation, "gmd:editionDate", record.tanggalEdisi);
}

function writeGraphicOverview(identification: Parent, record: IsoRecord): void {
  if (!present(record.gambarUrl) && !present(record.gambarDeskripsi)) return;
  const graphic = path(identification, "gmd:graphicOverview", "gmd:MD_BrowseGraphic");
  requiredString(graphic, "gmd:fileName", record.gambarUrl);
  optionalString(graphic, "gmd:fileDescription", record.gambarDeskripsi);
}

/** The MD_DataIdentification properties after the common identification ones. */
function writeDataProperties(identification: Parent, record: IsoRecord): void {
  optionalCodeList(
    identification,
    "gmd:spatialRepresentationType",
    "MD_SpatialRepresentationTypeCode",
    record.representasiSpasial,
  );
  if (record.skalaPenyebut !== null) {
    const fraction = path(
      identification,
      "gmd:spatialResolution",
      "gmd:MD_Resolution",
      "gmd:equivalentScale",
    );
    const denominator = path(fraction, "gmd:MD_RepresentativeFraction", "gmd:denominator", "gco:Integer");
    text(denominator, String(Math.round(record.skalaPenyebut)));
  }
  if (record.resolusiJarak !== null) {
    const distance = path(
      identification,
      "gmd:spatialResolution",
      "gmd:MD_Resolution",
      "gmd:distance",
      "gco:Distance",
    );
    // uom is required; a distance stored without a unit is in metres (the editor's default).
    attribute(distance, "uom", present(record.resolusiSatuan) ? record.resolusiSatuan : "m");
    text(distance, String(record.resolusiJarak));
  }
  languageCode(identification, "gmd:language", record.bahasa);
  codeList(identification, "gmd:characterSet", "MD_CharacterSetCode", record.characterSet);
  for (const topic of record.topikKategori) {
    text(path(identification, "gmd:topicCategory", "gmd:MD_TopicCategoryCode"), topic);
  }
  writeExtent(identification, record);
}
