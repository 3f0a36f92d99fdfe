import { attribute, childrenNamed, descend, firstChild, type XmlElement } from "../../xml/element";
import type { IsoKeyword } from "../record";
import {
  classOf,
  gmd,
  hrefOf,
  objectOf,
  objectsOf,
  readCode,
  readDate,
  readNumber,
  readText,
  textOrNull,
  type Warnings,
} from "./gmd-read";

// The repeated parts of an identification section: keyword groups, constraints and resolution.

export function readKeywords(identification: XmlElement | undefined, warnings: Warnings): IsoKeyword[] {
  const keywords: IsoKeyword[] = [];
  for (const property of childrenNamed(identification, gmd("descriptiveKeywords"))) {
    const group = objectOf(property);
    if (!group) {
      const href = hrefOf(property);
      if (href) {
        warnings.push(
          `Kata kunci yang hanya berupa tautan (${href}) dilewati / keywords given only as a link (${href}) were skipped`,
        );
      }
      continue;
    }
    const thesaurus = objectOf(firstChild(group, gmd("thesaurusName")));
    const dates = objectsOf(thesaurus, gmd("date"));
    const published = dates.find((date) => readCode(firstChild(date, gmd("dateType"))) === "publication");
    const common = {
      tipe: readCode(firstChild(group, gmd("type"))) ?? null,
      thesaurus: textOrNull(firstChild(thesaurus, gmd("title"))),
      thesaurusTanggal: readDate(
        firstChild(published ?? dates[0], gmd("date")),
        ["Tanggal tesaurus", "thesaurus date"],
        warnings,
      ),
    };
    for (const keyword of childrenNamed(group, gmd("keyword"))) {
      const kataKunci = readText(keyword);
      if (kataKunci !== undefined) keywords.push({ kataKunci, ...common });
    }
  }
  return keywords;
}

const codes = (parent: XmlElement, local: string) =>
  childrenNamed(parent, gmd(local)).flatMap((property) => readCode(property) ?? []);
const texts = (parent: XmlElement, local: string) =>
  childrenNamed(parent, gmd(local)).flatMap((property) => readText(property) ?? []);
const joined = (values: string[]) => (values.length > 0 ? values.join("\n") : null);

/** All constraint sections merged: free texts joined by line, restriction codes listed. */
export function readConstraints(identification: XmlElement | undefined, warnings: Warnings) {
  const limitations: string[] = [];
  const access: string[] = [];
  const use: string[] = [];
  const other: string[] = [];
  const classifications: string[] = [];
  for (const constraints of objectsOf(identification, gmd("resourceConstraints"))) {
    limitations.push(...texts(constraints, "useLimitation"));
    if (classOf(constraints).endsWith("MD_LegalConstraints")) {
      access.push(...codes(constraints, "accessConstraints"));
      use.push(...codes(constraints, "useConstraints"));
      other.push(...texts(constraints, "otherConstraints"));
    }
    if (classOf(constraints).endsWith("MD_SecurityConstraints")) {
      classifications.push(...codes(constraints, "classification"));
    }
  }
  if (classifications.length > 1) {
    const n = classifications.length;
    warnings.push(
      `Ditemukan ${n} klasifikasi keamanan; hanya yang pertama disimpan / ` +
        `${n} security classifications found; only the first was kept`,
    );
  }
  return {
    batasanPenggunaan: joined(limitations),
    batasanAkses: access,
    batasanPemakaian: use,
    batasanLain: joined(other),
    klasifikasiKeamanan: classifications[0] ?? null,
  };
}

/** The first equivalent scale and the first ground distance (MD_Resolution is one or the other). */
export function readResolution(identification: XmlElement | undefined, warnings: Warnings) {
  const resolutions = objectsOf(identification, gmd("spatialResolution"));
  const scales = resolutions.flatMap((r) => descend(r, gmd("equivalentScale")) ?? []);
  const distances = resolutions.flatMap((r) => firstChild(r, gmd("distance")) ?? []);
  if (scales.length > 1 || distances.length > 1) {
    warnings.push(
      `Ditemukan ${resolutions.length} resolusi spasial; hanya skala dan jarak pertama yang disimpan / ` +
        `${resolutions.length} spatial resolutions found; only the first scale and distance were kept`,
    );
  }
  const denominator = descend(objectOf(scales[0]), gmd("denominator"));
  const scale = readNumber(denominator, ["Penyebut skala", "scale denominator"], warnings);
  const distance = objectOf(distances[0]);
  return {
    skalaPenyebut: scale === null ? null : Math.round(scale),
    resolusiJarak: readNumber(distance, ["Jarak resolusi", "resolution distance"], warnings),
    resolusiSatuan: attribute(distance, "uom")?.trim() || null,
  };
}
