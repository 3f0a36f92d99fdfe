import { AppError } from "../../errors";
import {
  attribute,
  childrenNamed,
  descend,
  descendAll,
  firstChild,
  type XmlElement,
} from "../../xml/element";
import { MDB_2016, MDB_2018 } from "../../xml/namespaces";
import { tipeDataFor } from "../data-type";
import type { DecodedRecord, IsoDecoder } from "../decoder";
import type { IsoCitationDate } from "../record";
import { readContacts, withNewContacts } from "./mdb-contacts";
import { readDistributions } from "./mdb-distribution";
import { readIdentification, type TypedDate, typedDates } from "./mdb-identification";
import { readLineage, readQuality } from "./mdb-quality";
import { codeOf, q, stringOf, type Warn } from "./mdb-values";

// Reads ISO 19115-3 records of both editions (mdb/1.0 and mdb/2.0, any prefixes) into the
// model: leniently for real-world input, and as the exact inverse of encodeMdb for Simpul's
// own output. Dataset contacts come first, then the metadata contacts (mdb:contact precedes
// the identification in the document, but records list the dataset's contacts first).

const SUPPORTED = [MDB_2016.mdb, MDB_2018.mdb];

function assertSupported(root: XmlElement): void {
  if (SUPPORTED.includes(root.ns as (typeof SUPPORTED)[number]) && root.local === "MD_Metadata") return;
  throw new AppError(
    "VALIDATION_FAILED",
    `Dokumen tidak didukung: elemen akarnya {${root.ns}}${root.local}; yang didukung mdb:MD_Metadata dalam ${MDB_2016.mdb} (ISO 19115-3, 2016) atau ${MDB_2018.mdb} (2018) / unsupported document: the root element is {${root.ns}}${root.local}; supported: mdb:MD_Metadata in ${MDB_2016.mdb} or ${MDB_2018.mdb}`,
    {
      reason: "UNSUPPORTED_DOCUMENT",
      root: `{${root.ns}}${root.local}`,
      namespace: root.ns,
      supported: SUPPORTED,
    },
  );
}

/** "EPSG:4326" from code 4326 in code space EPSG, from "EPSG:4326", or from an EPSG URN or URL. */
function referenceSystem(root: XmlElement, warn: Warn): string | null {
  const systems = childrenNamed(root, q("mdb:referenceSystemInfo"));
  if (systems.length > 1) {
    warn(
      `Dari ${systems.length} sistem referensi, hanya yang pertama disimpan / ` +
        `only the first of ${systems.length} reference systems was kept`,
    );
  }
  const identifier = descend(
    systems[0],
    q("mrs:MD_ReferenceSystem"),
    q("mrs:referenceSystemIdentifier"),
    q("mcc:MD_Identifier"),
  );
  const code = stringOf(firstChild(identifier, q("mcc:code")));
  const space = stringOf(firstChild(identifier, q("mcc:codeSpace")));
  if (code === null) return null;
  const epsg = /(?:EPSG\/[\d.]+\/|EPSG:[\d.]*:)(\d+)$/i.exec(code);
  if (epsg) return `EPSG:${epsg[1]}`;
  if (space && /^\d+$/.test(code) && /epsg/i.test(space)) return `EPSG:${code}`;
  return space && !code.includes(":") ? `${space}:${code}` : code;
}

/**
 * The metadata date: the latest revision, else the creation, else any date of mdb:dateInfo.
 * The model needs one, so a record without stands in the latest resource date, else the Unix
 * epoch (as the ISO 19139 decoder does), with a warning.
 */
function metadataDate(root: XmlElement, resourceDates: IsoCitationDate[], warn: Warn): Date {
  const dates = typedDates(descendAll(root, q("mdb:dateInfo"), q("cit:CI_Date")), warn, [
    "Tanggal metadata",
    "metadata date",
  ]).filter((d): d is TypedDate & { date: Date } => d.date !== null);
  const latest = (type: string) =>
    dates.filter((d) => d.type === type).sort((a, b) => b.date.getTime() - a.date.getTime())[0]?.date;
  const date = latest("revision") ?? latest("creation") ?? dates[0]?.date;
  if (date) return date;
  const latestResourceDate = Math.max(...resourceDates.map((d) => d.tanggal.getTime()));
  const fallback = new Date(Number.isFinite(latestResourceDate) ? latestResourceDate : 0);
  const day = fallback.toISOString().slice(0, 10);
  warn(
    `Tanggal metadata (mdb:dateInfo) tidak ada atau tidak terbaca; ${day} yang digunakan / ` +
      `the metadata date (mdb:dateInfo) is missing or unreadable; ${day} was used`,
  );
  return fallback;
}

function identificationOf(root: XmlElement, warn: Warn): XmlElement {
  const identifications = childrenNamed(root, q("mdb:identificationInfo"))
    .map((property) => property.children[0])
    .filter((element): element is XmlElement => element !== undefined);
  if (identifications.length > 1) {
    warn(
      `Dari ${identifications.length} deskripsi sumber daya, hanya yang pertama disimpan / ` +
        `only the first of ${identifications.length} resource descriptions was kept`,
    );
  }
  const [identification] = identifications;
  if (identification?.local === "SV_ServiceIdentification") {
    warn(
      "Rincian layanan (jenis layanan, operasi, sumber daya terkait) tidak disimpan / " +
        "service details (service type, operations, coupled resources) were left out",
    );
  }
  return identification ?? { ns: "", local: "", attrs: {}, children: [], text: "" };
}

function parentIdentifier(root: XmlElement): string | null {
  const parent = firstChild(root, q("mdb:parentMetadata"));
  const citation = firstChild(parent, q("cit:CI_Citation"));
  return (
    stringOf(descend(citation, q("cit:identifier"), q("mcc:MD_Identifier"), q("mcc:code"))) ??
    stringOf(firstChild(citation, q("cit:title"))) ??
    (attribute(parent, "uuidref")?.trim() || null)
  );
}

/**
 * The points of contact of the resource, then its cited parties and distributors that are
 * not already among them, then the metadata contacts.
 */
function allContacts(root: XmlElement, identification: XmlElement, warn: Warn) {
  const pointsOfContact = readContacts(
    childrenNamed(identification, q("mri:pointOfContact")),
    "SUMBER_DAYA",
    warn,
  );
  const citation = descend(identification, q("mri:citation"), q("cit:CI_Citation"));
  const distributors = childrenNamed(root, q("mdb:distributionInfo")).flatMap((info) =>
    descendAll(
      info,
      q("mrd:MD_Distribution"),
      q("mrd:distributor"),
      q("mrd:MD_Distributor"),
      q("mrd:distributorContact"),
    ),
  );
  const others = [...childrenNamed(citation, q("cit:citedResponsibleParty")), ...distributors];
  return [
    ...withNewContacts(pointsOfContact, readContacts(others, "SUMBER_DAYA", warn)),
    ...readContacts(childrenNamed(root, q("mdb:contact")), "METADATA", warn),
  ];
}

function readRecord(root: XmlElement, warn: Warn): DecodedRecord {
  const identification = identificationOf(root, warn);
  const resource = readIdentification(identification, warn);
  const locale = descend(root, q("mdb:defaultLocale"), q("lan:PT_Locale"));
  const resourceLocale = descend(identification, q("mri:defaultLocale"), q("lan:PT_Locale"));
  const isService = identification.local === "SV_ServiceIdentification";
  const resourceLanguage = codeOf(firstChild(resourceLocale, q("lan:language")));
  return {
    fileIdentifier: stringOf(
      descend(root, q("mdb:metadataIdentifier"), q("mcc:MD_Identifier"), q("mcc:code")),
    ),
    bahasaMetadata: codeOf(firstChild(locale, q("lan:language"))) ?? resourceLanguage ?? "ind",
    characterSet:
      codeOf(firstChild(locale, q("lan:characterEncoding"))) ??
      codeOf(firstChild(resourceLocale, q("lan:characterEncoding"))) ??
      "utf8",
    levelHierarki:
      codeOf(descend(root, q("mdb:metadataScope"), q("mdb:MD_MetadataScope"), q("mdb:resourceScope"))) ??
      (isService ? "service" : "dataset"),
    parentIdentifier: parentIdentifier(root),
    tanggalMetadata: metadataDate(root, resource.tanggal, warn),
    ...resource,
    // Each language stands in for the other before the national default.
    bahasa: resourceLanguage ?? codeOf(firstChild(locale, q("lan:language"))) ?? "ind",
    tipeData: tipeDataFor(resource.representasiSpasial),
    sistemReferensi: referenceSystem(root, warn),
    kontak: allContacts(root, identification, warn),
    distribusi: readDistributions(childrenNamed(root, q("mdb:distributionInfo")), warn),
    laporanKualitasData: readQuality(childrenNamed(root, q("mdb:dataQualityInfo")), warn),
    ...readLineage(childrenNamed(root, q("mdb:resourceLineage")), warn),
  };
}

/**
 * Reads an ISO 19115-3 record (mdb/1.0 or mdb/2.0). A record Simpul wrote decodes to the
 * record it was written from, except that a record without a metadata contact gains the one
 * the encoder wrote in its place (the organisation, else the first dataset contact).
 */
export const decodeMdb: IsoDecoder = (root) => {
  assertSupported(root);
  const warnings = new Set<string>();
  const record = readRecord(root, (message) => warnings.add(message));
  return { record, warnings: [...warnings] };
};
