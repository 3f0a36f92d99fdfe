import { gmlId, isoDateOrDateTime, xsDecimal } from "../iso-values";
import type { IsoKeyword, IsoRecord } from "../record";
import {
  attribute,
  characterString,
  codeList,
  dateProperty,
  nil,
  optionalCodeList,
  optionalString,
  type Parent,
  path,
  present,
  requiredString,
  text,
} from "./gmd-xml";

// The repeated parts of MD_DataIdentification: keyword groups, constraints and the extent.

/** One MD_Keywords per (type, thesaurus, thesaurus date), in order of first appearance. */
function keywordGroups(keywords: IsoKeyword[]): IsoKeyword[][] {
  const groups = new Map<string, IsoKeyword[]>();
  for (const keyword of keywords) {
    const key = `${keyword.tipe}\u0000${keyword.thesaurus}\u0000${keyword.thesaurusTanggal?.getTime()}`;
    const group = groups.get(key);
    if (group) group.push(keyword);
    else groups.set(key, [keyword]);
  }
  return [...groups.values()];
}

export function writeKeywords(identification: Parent, keywords: IsoKeyword[]): void {
  for (const group of keywordGroups(keywords)) {
    const [{ tipe, thesaurus, thesaurusTanggal }] = group as [IsoKeyword];
    const element = path(identification, "gmd:descriptiveKeywords", "gmd:MD_Keywords");
    for (const keyword of group) requiredString(element, "gmd:keyword", keyword.kataKunci);
    optionalCodeList(element, "gmd:type", "MD_KeywordTypeCode", tipe);
    if (!present(thesaurus) && !thesaurusTanggal) continue;
    const citation = path(element, "gmd:thesaurusName", "gmd:CI_Citation");
    requiredString(citation, "gmd:title", thesaurus);
    // CI_Citation needs a date; an undated thesaurus says so with a nil reason.
    if (!thesaurusTanggal) nil(citation, "gmd:date", "unknown");
    else {
      const date = path(citation, "gmd:date", "gmd:CI_Date");
      dateProperty(date, "gmd:date", thesaurusTanggal);
      codeList(date, "gmd:dateType", "CI_DateTypeCode", "publication");
    }
  }
}

export function writeConstraints(identification: Parent, record: IsoRecord): void {
  if (present(record.batasanPenggunaan)) {
    const constraints = path(identification, "gmd:resourceConstraints", "gmd:MD_Constraints");
    characterString(constraints, "gmd:useLimitation", record.batasanPenggunaan);
  }
  const { batasanAkses, batasanPemakaian, batasanLain } = record;
  if (batasanAkses.length > 0 || batasanPemakaian.length > 0 || present(batasanLain)) {
    const legal = path(identification, "gmd:resourceConstraints", "gmd:MD_LegalConstraints");
    for (const code of batasanAkses) codeList(legal, "gmd:accessConstraints", "MD_RestrictionCode", code);
    for (const code of batasanPemakaian) codeList(legal, "gmd:useConstraints", "MD_RestrictionCode", code);
    optionalString(legal, "gmd:otherConstraints", batasanLain);
  }
  if (present(record.klasifikasiKeamanan)) {
    const security = path(identification, "gmd:resourceConstraints", "gmd:MD_SecurityConstraints");
    codeList(security, "gmd:classification", "MD_ClassificationCode", record.klasifikasiKeamanan);
  }
}

export function writeExtent(identification: Parent, record: IsoRecord): void {
  const { bbox, deskripsiWilayah, tanggalMulai, tanggalSelesai } = record;
  if (!bbox && !present(deskripsiWilayah) && !tanggalMulai && !tanggalSelesai) return;
  const extent = path(identification, "gmd:extent", "gmd:EX_Extent");
  optionalString(extent, "gmd:description", deskripsiWilayah);
  if (bbox) {
    const box = path(extent, "gmd:geographicElement", "gmd:EX_GeographicBoundingBox");
    text(path(box, "gmd:westBoundLongitude", "gco:Decimal"), xsDecimal(bbox.barat));
    text(path(box, "gmd:eastBoundLongitude", "gco:Decimal"), xsDecimal(bbox.timur));
    text(path(box, "gmd:southBoundLatitude", "gco:Decimal"), xsDecimal(bbox.selatan));
    text(path(box, "gmd:northBoundLatitude", "gco:Decimal"), xsDecimal(bbox.utara));
  }
  if (tanggalMulai || tanggalSelesai) {
    const period = path(
      extent,
      "gmd:temporalElement",
      "gmd:EX_TemporalExtent",
      "gmd:extent",
      "gml:TimePeriod",
    );
    attribute(period, "gml:id", gmlId(record.fileIdentifier, "temporal-extent"));
    timePosition(period, "gml:beginPosition", tanggalMulai);
    timePosition(period, "gml:endPosition", tanggalSelesai);
  }
}

/** A period open at one end keeps that end as an indeterminate (unknown) position. */
function timePosition(period: Parent, name: string, date: Date | null): void {
  const position = path(period, name);
  if (date) text(position, isoDateOrDateTime(date));
  else attribute(position, "indeterminatePosition", "unknown");
}
