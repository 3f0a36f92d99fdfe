import { childrenNamed, descend, firstChild, type XmlElement } from "../../xml/element";
import type { DecodedRecord } from "../decoder";
import type { IsoCitationDate } from "../record";
import { readContacts } from "./gmd-contact";
import { readConstraints, readKeywords, readResolution } from "./gmd-identification-parts";
import {
  classOf,
  gmd,
  type Label,
  objectOf,
  objectsOf,
  readCode,
  readDate,
  readText,
  single,
  textOrNull,
  type Warnings,
} from "./gmd-read";
import { keepTopicCategories, normaliseCharacterSet, normaliseLanguage } from "./gmd-vocabulary";

// The identification section (MD_DataIdentification or srv:SV_ServiceIdentification) to the
// record's resource fields. The extent is read separately, from every section.

type IdentificationFields = Pick<
  DecodedRecord,
  | "judul"
  | "judulAlternatif"
  | "tanggal"
  | "edisi"
  | "tanggalEdisi"
  | "abstrak"
  | "tujuan"
  | "statusProgres"
  | "frekuensiPembaruan"
  | "gambarUrl"
  | "gambarDeskripsi"
  | "kataKunci"
  | "representasiSpasial"
  | "skalaPenyebut"
  | "resolusiJarak"
  | "resolusiSatuan"
  | "topikKategori"
  | "kontak"
  | "batasanPenggunaan"
  | "batasanAkses"
  | "batasanPemakaian"
  | "batasanLain"
  | "klasifikasiKeamanan"
> & { bahasa: string | null; characterSet: string | null };

export function readIdentification(
  identification: XmlElement | undefined,
  warnings: Warnings,
): IdentificationFields {
  const citation = objectOf(firstChild(identification, gmd("citation")));
  const first = (local: string, what: Label) =>
    single(childrenNamed(identification, gmd(local)), what, warnings);
  const maintenance = first("resourceMaintenance", ["bagian pemeliharaan", "maintenance sections"]);
  const language = first("language", ["bahasa dataset", "dataset languages"]);
  const characterSet = readCode(first("characterSet", ["set karakter dataset", "dataset character sets"]));
  if (identification && classOf(identification).endsWith("SV_ServiceIdentification")) {
    warnings.push(
      "Deskripsi layanan (jenis layanan, operasi, data terkait) tidak disimpan / " +
        "the service description (service type, operations, coupled data) is not kept",
    );
  }
  return {
    ...readCitation(citation, warnings),
    abstrak: readText(firstChild(identification, gmd("abstract"))) ?? "",
    tujuan: textOrNull(firstChild(identification, gmd("purpose"))),
    statusProgres: readCode(first("status", ["status progres", "progress statuses"])) ?? null,
    frekuensiPembaruan:
      readCode(descend(objectOf(maintenance), gmd("maintenanceAndUpdateFrequency"))) ?? null,
    ...readGraphic(identification, warnings),
    kataKunci: readKeywords(identification, warnings),
    ...readConstraints(identification, warnings),
    representasiSpasial:
      readCode(
        first("spatialRepresentationType", ["tipe representasi spasial", "spatial representation types"]),
      ) ?? null,
    ...readResolution(identification, warnings),
    bahasa: language ? readLanguage(language) : null,
    characterSet: characterSet ? normaliseCharacterSet(characterSet) : null,
    topikKategori: keepTopicCategories(
      childrenNamed(identification, gmd("topicCategory")).flatMap((e) => readText(e) ?? []),
      warnings,
    ),
    kontak: [
      ...readContacts(identification, "pointOfContact", "SUMBER_DAYA", warnings),
      ...readContacts(citation, "citedResponsibleParty", "SUMBER_DAYA", warnings),
    ],
  };
}

/** gmd:LanguageCode (codeListValue or text) or a CharacterString, as ISO 639-2/B. */
export function readLanguage(property: XmlElement): string | null {
  const value = readCode(property);
  return value ? normaliseLanguage(value) : null;
}

const DATE_TYPES = new Set<string>(["creation", "publication", "revision"]);

function readCitation(citation: XmlElement | undefined, warnings: Warnings) {
  const tanggal: IsoCitationDate[] = [];
  for (const date of objectsOf(citation, gmd("date"))) {
    const tipe = readCode(firstChild(date, gmd("dateType")));
    const value = readDate(
      firstChild(date, gmd("date")),
      [`Tanggal sumber daya (${tipe ?? "tanpa tipe"})`, `resource date (${tipe ?? "no type"})`],
      warnings,
    );
    if (!value) continue;
    if (tipe && DATE_TYPES.has(tipe)) tanggal.push({ tipe: tipe as IsoCitationDate["tipe"], tanggal: value });
    else
      warnings.push(
        `Tanggal sumber daya bertipe "${tipe ?? ""}" tidak disimpan (hanya creation, publication, revision) / ` +
          `a resource date of type "${tipe ?? ""}" was left out (only creation, publication, revision)`,
      );
  }
  const alternate = single(
    childrenNamed(citation, gmd("alternateTitle")),
    ["judul alternatif", "alternate titles"],
    warnings,
  );
  return {
    judul: readText(firstChild(citation, gmd("title"))) ?? "",
    judulAlternatif: textOrNull(alternate),
    tanggal,
    edisi: textOrNull(firstChild(citation, gmd("edition"))),
    tanggalEdisi: readDate(
      firstChild(citation, gmd("editionDate")),
      ["Tanggal edisi", "edition date"],
      warnings,
    ),
  };
}

function readGraphic(identification: XmlElement | undefined, warnings: Warnings) {
  const graphics = objectsOf(identification, gmd("graphicOverview"));
  if (graphics.length > 1)
    warnings.push(
      `Ditemukan ${graphics.length} gambar pratinjau; hanya yang pertama disimpan / ` +
        `${graphics.length} graphic overviews found; only the first was kept`,
    );
  return {
    gambarUrl: textOrNull(firstChild(graphics[0], gmd("fileName"))),
    gambarDeskripsi: textOrNull(firstChild(graphics[0], gmd("fileDescription"))),
  };
}
