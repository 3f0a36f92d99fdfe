import type { IsoKeyword, IsoRecord } from "../record";
import { writeConstraints } from "./mdb-constraints";
import { writeResponsibility } from "./mdb-contact";
import { writeExtent } from "./mdb-extent";
import type { DomElement, MdbWriter } from "./mdb-writer";

// mri:MD_DataIdentification, in the order of AbstractMD_Identification_Type (mri/1.0,
// shared by both editions) followed by the data identification's own defaultLocale.
// Service records are written as data identification too: the model has no service fields.

function writeCitation(w: MdbWriter, parent: DomElement, r: IsoRecord) {
  const citation = w.el(w.el(parent, "mri:citation"), "cit:CI_Citation");
  w.requiredText(citation, "cit:title", r.judul);
  w.text(citation, "cit:alternateTitle", r.judulAlternatif);
  for (const { tipe, tanggal } of r.tanggal) {
    const date = w.el(w.el(citation, "cit:date"), "cit:CI_Date");
    w.date(date, "cit:date", tanggal);
    w.code(date, "cit:dateType", "cit:CI_DateTypeCode", tipe);
  }
  w.text(citation, "cit:edition", r.edisi);
  // editionDate is gco:DateTime only (no gco:Date choice), so it always carries a time.
  if (r.tanggalEdisi) w.dateTime(citation, "cit:editionDate", r.tanggalEdisi);
}

function writeResolution(w: MdbWriter, parent: DomElement, r: IsoRecord) {
  // MD_Resolution is a choice: a scale and a distance are two spatialResolution elements.
  if (r.skalaPenyebut !== null) {
    const resolution = w.el(w.el(parent, "mri:spatialResolution"), "mri:MD_Resolution");
    const fraction = w.el(w.el(resolution, "mri:equivalentScale"), "mri:MD_RepresentativeFraction");
    w.value(fraction, "mri:denominator", "gco:Integer", String(Math.round(r.skalaPenyebut)));
  }
  if (r.resolusiJarak !== null) {
    const resolution = w.el(w.el(parent, "mri:spatialResolution"), "mri:MD_Resolution");
    // gco:Distance requires a unit; the catalogue measures distances in metres by default.
    const distance = w.el(w.el(resolution, "mri:distance"), "gco:Distance");
    w.txt(w.attribute(distance, "uom", r.resolusiSatuan || "m"), String(r.resolusiJarak));
  }
}

/** Keywords grouped per (type, thesaurus, thesaurus date), groups in order of first appearance. */
export function groupKeywords(keywords: IsoKeyword[]): IsoKeyword[][] {
  const groups = new Map<string, IsoKeyword[]>();
  for (const keyword of keywords) {
    const key = JSON.stringify([
      keyword.tipe,
      keyword.thesaurus,
      keyword.thesaurusTanggal?.getTime() ?? null,
    ]);
    const group = groups.get(key);
    if (group) group.push(keyword);
    else groups.set(key, [keyword]);
  }
  return [...groups.values()];
}

function writeKeywords(w: MdbWriter, parent: DomElement, r: IsoRecord) {
  for (const group of groupKeywords(r.kataKunci)) {
    const [{ tipe, thesaurus, thesaurusTanggal }] = group as [IsoKeyword];
    const keywords = w.el(w.el(parent, "mri:descriptiveKeywords"), "mri:MD_Keywords");
    for (const keyword of group) w.requiredText(keywords, "mri:keyword", keyword.kataKunci);
    w.code(keywords, "mri:type", "mri:MD_KeywordTypeCode", tipe);
    if (thesaurus === null && thesaurusTanggal === null) continue;
    const citation = w.el(w.el(keywords, "mri:thesaurusName"), "cit:CI_Citation");
    w.requiredText(citation, "cit:title", thesaurus);
    if (thesaurusTanggal) {
      const date = w.el(w.el(citation, "cit:date"), "cit:CI_Date");
      w.date(date, "cit:date", thesaurusTanggal);
      w.code(date, "cit:dateType", "cit:CI_DateTypeCode", "publication");
    }
  }
}

/** The country is Indonesia in Simpul's own records (SNI profile); an imported record names none. */
function writeLocale(
  w: MdbWriter,
  parent: DomElement,
  language: string,
  characterSet: string,
  imported: boolean,
) {
  const locale = w.el(parent, "lan:PT_Locale");
  w.code(locale, "lan:language", "lan:LanguageCode", language);
  if (!imported) w.code(locale, "lan:country", "lan:CountryCode", "IDN");
  w.code(locale, "lan:characterEncoding", "lan:MD_CharacterSetCode", characterSet);
}

/** `<name><lan:PT_Locale>`: language, Indonesia, character set. */
export function writeDefaultLocale(w: MdbWriter, parent: DomElement, r: IsoRecord) {
  writeLocale(w, w.el(parent, "mdb:defaultLocale"), r.bahasaMetadata, r.characterSet, Boolean(r.diimpor));
}

export function writeIdentification(w: MdbWriter, parent: DomElement, r: IsoRecord) {
  const id = w.el(w.el(parent, "mdb:identificationInfo"), "mri:MD_DataIdentification");
  writeCitation(w, id, r);
  w.requiredText(id, "mri:abstract", r.abstrak);
  w.text(id, "mri:purpose", r.tujuan);
  w.code(id, "mri:status", "mcc:MD_ProgressCode", r.statusProgres);
  for (const contact of r.kontak) {
    if (contact.lingkup === "SUMBER_DAYA") writeResponsibility(w, id, "mri:pointOfContact", contact);
  }
  w.code(id, "mri:spatialRepresentationType", "mcc:MD_SpatialRepresentationTypeCode", r.representasiSpasial);
  writeResolution(w, id, r);
  for (const topic of r.topikKategori) w.value(id, "mri:topicCategory", "mri:MD_TopicCategoryCode", topic);
  writeExtent(w, id, r);
  if (r.frekuensiPembaruan) {
    const maintenance = w.el(w.el(id, "mri:resourceMaintenance"), "mmi:MD_MaintenanceInformation");
    w.code(
      maintenance,
      "mmi:maintenanceAndUpdateFrequency",
      "mmi:MD_MaintenanceFrequencyCode",
      r.frekuensiPembaruan,
    );
  }
  if (r.gambarUrl || r.gambarDeskripsi) {
    const graphic = w.el(w.el(id, "mri:graphicOverview"), "mcc:MD_BrowseGraphic");
    w.requiredText(graphic, "mcc:fileName", r.gambarUrl);
    w.text(graphic, "mcc:fileDescription", r.gambarDeskripsi);
  }
  writeKeywords(w, id, r);
  writeConstraints(w, id, r);
  writeLocale(w, w.el(id, "mri:defaultLocale"), r.bahasa, r.characterSet, Boolean(r.diimpor));
}
