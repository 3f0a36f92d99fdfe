import {
  attribute,
  childrenNamed,
  descend,
  descendAll,
  firstChild,
  type XmlElement,
} from "../../xml/element";
import type { IsoCitationDate, IsoKeyword, IsoRecord } from "../record";
import { type ConstraintFields, readConstraints } from "./mdb-constraints";
import { type ExtentFields, readExtents } from "./mdb-extent";
import {
  codeOf,
  dateOf,
  type Label,
  numberOf,
  plainText,
  type QName,
  q,
  stringOf,
  type Warn,
} from "./mdb-values";

// The identification (mri:MD_DataIdentification or srv:SV_ServiceIdentification; both share
// AbstractMD_Identification) to the model's resource fields. Repeats the model holds once
// keep the first and say so.

export type IdentificationFields = Pick<
  IsoRecord,
  | "judul"
  | "judulAlternatif"
  | "tanggal"
  | "edisi"
  | "tanggalEdisi"
  | "abstrak"
  | "tujuan"
  | "statusProgres"
  | "representasiSpasial"
  | "skalaPenyebut"
  | "resolusiJarak"
  | "resolusiSatuan"
  | "topikKategori"
  | "frekuensiPembaruan"
  | "gambarUrl"
  | "gambarDeskripsi"
  | "kataKunci"
> &
  ConstraintFields &
  ExtentFields;

const DATE_TYPES: Record<string, IsoCitationDate["tipe"]> = {
  creation: "creation",
  publication: "publication",
  revision: "revision",
};

/** The first of a repeated property, warning when there are more. */
function first(properties: XmlElement[], warn: Warn, what: Label): XmlElement | undefined {
  if (properties.length > 1) {
    const n = properties.length;
    warn(`Dari ${n} ${what[0]}, hanya yang pertama disimpan / only the first of ${n} ${what[1]} was kept`);
  }
  return properties[0];
}

export interface TypedDate {
  /** The CI_DateTypeCode as written. */
  code: string | null;
  /** The code lower-cased (ISO's own examples write "Creation"). */
  type: string | null;
  date: Date | null;
}

/** CI_Date elements as dates with their type. */
export function typedDates(dates: XmlElement[], warn: Warn, field: Label): TypedDate[] {
  return dates.map((date) => {
    const code = codeOf(firstChild(date, q("cit:dateType")));
    return {
      code,
      type: code?.toLowerCase() ?? null,
      date: dateOf(firstChild(date, q("cit:date")), warn, field),
    };
  });
}

const citationDates = (citation: XmlElement | undefined, warn: Warn, field: Label) =>
  typedDates(descendAll(citation, q("cit:date"), q("cit:CI_Date")), warn, field);

function readCitation(identification: XmlElement, warn: Warn) {
  const citation = descend(identification, q("mri:citation"), q("cit:CI_Citation"));
  const tanggal: IsoCitationDate[] = [];
  for (const { code, type, date } of citationDates(citation, warn, ["Tanggal sitasi", "citation date"])) {
    const tipe = type ? DATE_TYPES[type] : undefined;
    if (!date) continue;
    if (tipe) tanggal.push({ tipe, tanggal: date });
    else if (code)
      warn(
        `Tanggal sitasi bertipe "${code}" tidak disimpan (yang disimpan hanya creation, publication, dan ` +
          `revision) / a citation date of type "${code}" was left out (creation, publication and revision are kept)`,
      );
    else
      warn(
        "Tanggal sitasi tanpa tipe tanggal tidak disimpan / a citation date without a date type was left out",
      );
  }
  return {
    judul: stringOf(firstChild(citation, q("cit:title")), warn, ["judul", "title"]) ?? "",
    judulAlternatif: stringOf(
      first(childrenNamed(citation, q("cit:alternateTitle")), warn, ["judul alternatif", "alternate titles"]),
    ),
    tanggal,
    edisi: stringOf(firstChild(citation, q("cit:edition"))),
    tanggalEdisi: dateOf(firstChild(citation, q("cit:editionDate")), warn, ["Tanggal edisi", "edition date"]),
  };
}

function readResolution(identification: XmlElement, warn: Warn) {
  let skalaPenyebut: number | null = null;
  let resolusiJarak: number | null = null;
  let resolusiSatuan: string | null = null;
  for (const resolution of descendAll(identification, q("mri:spatialResolution"), q("mri:MD_Resolution"))) {
    const choice = resolution.children[0];
    if (choice?.local === "equivalentScale" && skalaPenyebut === null) {
      skalaPenyebut = numberOf(descend(choice, q("mri:MD_RepresentativeFraction"), q("mri:denominator")));
    } else if (choice?.local === "distance" && resolusiJarak === null) {
      resolusiJarak = numberOf(choice);
      resolusiSatuan = resolusiJarak === null ? null : (attribute(choice.children[0], "uom") ?? null);
    } else if (choice) {
      warn(
        `Resolusi spasial yang dinyatakan sebagai ${choice.local} (atau resolusi kedua) tidak disimpan / ` +
          `the spatial resolution given as ${choice.local} (or a second one) was left out`,
      );
    }
  }
  return { skalaPenyebut, resolusiJarak, resolusiSatuan };
}

function readKeywords(identification: XmlElement, warn: Warn): IsoKeyword[] {
  return descendAll(identification, q("mri:descriptiveKeywords"), q("mri:MD_Keywords")).flatMap((group) => {
    const tipe = codeOf(firstChild(group, q("mri:type")));
    const thesaurusCitation = descend(group, q("mri:thesaurusName"), q("cit:CI_Citation"));
    const dates = citationDates(thesaurusCitation, warn, ["Tanggal tesaurus", "thesaurus date"]);
    const published = dates.find((d) => d.type === "publication" && d.date) ?? dates.find((d) => d.date);
    const thesaurus = stringOf(firstChild(thesaurusCitation, q("cit:title")));
    const thesaurusTanggal = published?.date ?? null;
    return childrenNamed(group, q("mri:keyword"))
      .map((keyword) => stringOf(keyword, warn, ["kata kunci", "keyword"]))
      .filter((kataKunci): kataKunci is string => kataKunci !== null)
      .map((kataKunci) => ({ kataKunci, tipe, thesaurus, thesaurusTanggal }));
  });
}

function readGraphic(identification: XmlElement, warn: Warn) {
  const graphics = descendAll(identification, q("mri:graphicOverview"), q("mcc:MD_BrowseGraphic"));
  const graphic = first(graphics, warn, ["gambar pratinjau", "preview graphics"]);
  return {
    gambarUrl: stringOf(firstChild(graphic, q("mcc:fileName"))),
    gambarDeskripsi: stringOf(firstChild(graphic, q("mcc:fileDescription")), warn, [
      "deskripsi gambar pratinjau",
      "preview description",
    ]),
  };
}

const codes = (identification: XmlElement, name: QName, warn: Warn, what: Label) =>
  codeOf(first(childrenNamed(identification, q(name)), warn, what));

export function readIdentification(identification: XmlElement, warn: Warn): IdentificationFields {
  const maintenance = descendAll(
    identification,
    q("mri:resourceMaintenance"),
    q("mmi:MD_MaintenanceInformation"),
  );
  return {
    ...readCitation(identification, warn),
    abstrak: stringOf(firstChild(identification, q("mri:abstract")), warn, ["abstrak", "abstract"]) ?? "",
    tujuan: stringOf(firstChild(identification, q("mri:purpose")), warn, ["tujuan", "purpose"]),
    statusProgres: codes(identification, "mri:status", warn, ["status progres", "progress statuses"]),
    representasiSpasial: codes(identification, "mri:spatialRepresentationType", warn, [
      "tipe representasi spasial",
      "spatial representation types",
    ]),
    ...readResolution(identification, warn),
    topikKategori: childrenNamed(identification, q("mri:topicCategory"))
      .map((topic) => plainText(topic))
      .filter((topic): topic is string => topic !== null),
    ...readExtents(childrenNamed(identification, q("mri:extent")), warn),
    frekuensiPembaruan: codeOf(firstChild(maintenance[0], q("mmi:maintenanceAndUpdateFrequency"))),
    ...readGraphic(identification, warn),
    kataKunci: readKeywords(identification, warn),
    ...readConstraints(childrenNamed(identification, q("mri:resourceConstraints")), warn),
  };
}
