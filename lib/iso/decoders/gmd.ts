import { AppError } from "../../errors";
import { childrenNamed, firstChild, type XmlElement } from "../../xml/element";
import { ISO19139 } from "../../xml/namespaces";
import { tipeDataFor } from "../data-type";
import type { DecodedRecord, IsoDecoder } from "../decoder";
import { normaliseReferenceSystem } from "../encoders/gmd-codes";
import { readContacts } from "./gmd-contact";
import { readDistribution } from "./gmd-distribution";
import { readExtent } from "./gmd-extent";
import { readIdentification, readLanguage } from "./gmd-identification";
import { readQuality } from "./gmd-quality";
import {
  classOf,
  gmd,
  hrefOf,
  objectOf,
  objectsOf,
  readCode,
  readDate,
  readText,
  single,
  textOrNull,
  type Warnings,
} from "./gmd-read";
import { normaliseCharacterSet } from "./gmd-vocabulary";

// ISO 19139 (gmd:MD_Metadata, gmi:MI_Metadata, and the geocat.ch che:CHE_MD_Metadata profile,
// whose content is gmd) to a record. Lenient with real-world documents: what it cannot read or
// the model cannot hold becomes a warning, never an error. The exact inverse of encodeGmd.

const GEOCAT_CHE = "http://www.geocat.ch/2008/che";

function assertReadableRoot(root: XmlElement, warnings: Warnings): void {
  if (root.ns === ISO19139.gmd && root.local === "MD_Metadata") return;
  if (root.ns === ISO19139.gmi && root.local === "MI_Metadata") return;
  if (root.ns === GEOCAT_CHE && root.local === "CHE_MD_Metadata") {
    warnings.push(
      "Profil geocat.ch (che:CHE_MD_Metadata) dibaca sebagai ISO 19139; elemen ekstensi Swiss-nya diabaikan / " +
        "geocat.ch profile (che:CHE_MD_Metadata) read as ISO 19139; its Swiss extension elements were ignored",
    );
    return;
  }
  const found = root.ns ? `${root.local} in namespace ${root.ns}` : `${root.local} (no namespace)`;
  throw new AppError(
    "VALIDATION_FAILED",
    `Bukan rekaman ISO 19139: elemen akarnya ${found}, bukan gmd:MD_Metadata atau gmi:MI_Metadata / not an ISO 19139 record: the root element is ${found}, not gmd:MD_Metadata or gmi:MI_Metadata`,
    { reason: "UNSUPPORTED_DOCUMENT" },
  );
}

/**
 * Reads an ISO 19139 record. The decoded contacts list the dataset contacts first and the
 * metadata contacts (gmd:contact) last; keywords come out grouped as MD_Keywords groups them.
 */
export const decodeGmd: IsoDecoder = (root) => {
  const warnings: Warnings = [];
  assertReadableRoot(root, warnings);
  const identifications = objectsOf(root, gmd("identificationInfo"));
  const primary =
    identifications.find((i) => classOf(i).endsWith("MD_DataIdentification")) ?? identifications[0];
  if (identifications.length > 1) {
    warnings.push(
      `Ditemukan ${identifications.length} bagian identifikasi; ${primary?.local} yang dibaca dan ` +
        "cakupan seluruhnya digabung / " +
        `${identifications.length} identification sections found; the ${primary?.local} was read ` +
        "and the extents of all of them were merged",
    );
  }
  const identification = readIdentification(primary, warnings);
  const { kontak: datasetContacts, bahasa, characterSet, ...resource } = identification;
  const distribution = readDistribution(root, warnings);
  const { metadataContacts, ...header } = readHeader(root, warnings);
  const record: DecodedRecord = {
    ...header,
    characterSet: header.characterSet ?? characterSet ?? "utf8",
    bahasaMetadata: header.bahasaMetadata ?? bahasa ?? "ind",
    bahasa: bahasa ?? header.bahasaMetadata ?? "ind",
    tanggalMetadata: header.tanggalMetadata ?? fallbackDateStamp(resource.tanggal, warnings),
    ...resource,
    tipeData: tipeDataFor(resource.representasiSpasial),
    ...readExtent(identifications, warnings),
    ...readQuality(root, warnings),
    kontak: [...datasetContacts, ...distribution.contacts, ...metadataContacts],
    distribusi: distribution.distribusi,
  };
  return { record, warnings };
};

function readHeader(root: XmlElement, warnings: Warnings) {
  const language = single(
    childrenNamed(root, gmd("language")),
    ["bahasa metadata", "metadata languages"],
    warnings,
  );
  const characterSet = readCode(firstChild(root, gmd("characterSet")));
  const levels = childrenNamed(root, gmd("hierarchyLevel"));
  if (childrenNamed(root, gmd("locale")).length > 0) {
    warnings.push(
      "Terjemahan ke bahasa lain (gmd:locale, PT_FreeText) tidak disimpan / " +
        "translations into other languages (gmd:locale, PT_FreeText) were not kept",
    );
  }
  return {
    fileIdentifier: textOrNull(firstChild(root, gmd("fileIdentifier"))),
    bahasaMetadata: language ? readLanguage(language) : null,
    characterSet: characterSet ? normaliseCharacterSet(characterSet) : null,
    parentIdentifier: textOrNull(firstChild(root, gmd("parentIdentifier"))),
    levelHierarki: readCode(single(levels, ["level hierarki", "hierarchy levels"], warnings)) ?? "dataset",
    tanggalMetadata: readDate(
      firstChild(root, gmd("dateStamp")),
      ["Tanggal metadata", "metadata date stamp"],
      warnings,
    ),
    sistemReferensi: readReferenceSystem(root, warnings),
    metadataContacts: readContacts(root, "contact", "METADATA", warnings),
  };
}

const AUTHORITY_CODE = /^[A-Za-z][\w.-]*:\w+$/;

/** The first reference system whose code can be read, as "EPSG:4326" where it is one. */
function readReferenceSystem(root: XmlElement, warnings: Warnings): string | null {
  const codes = objectsOf(root, gmd("referenceSystemInfo")).flatMap((system) => {
    const identifier = objectOf(firstChild(system, gmd("referenceSystemIdentifier")));
    const code = firstChild(identifier, gmd("code"));
    const text = readText(code);
    const href = hrefOf(objectOf(code));
    const codeSpace = readText(firstChild(identifier, gmd("codeSpace")));
    const fromText = text === undefined ? undefined : normaliseReferenceSystem(text, codeSpace);
    const fromHref = href === undefined ? undefined : normaliseReferenceSystem(href);
    // An Anchor may name the CRS in words and identify it by its href: prefer whichever is a code.
    const candidates = [fromText, fromHref].filter((value) => value !== undefined);
    const best = candidates.find((value) => AUTHORITY_CODE.test(value)) ?? candidates[0];
    return best === undefined ? [] : [best];
  });
  if (codes.length > 1) {
    warnings.push(
      `Ditemukan ${codes.length} sistem referensi; hanya ${codes[0]} yang disimpan / ` +
        `${codes.length} reference systems found; only ${codes[0]} was kept`,
    );
  }
  return codes[0] ?? null;
}

/** The record must have a date stamp: the latest resource date stands in, else the Unix epoch. */
function fallbackDateStamp(dates: DecodedRecord["tanggal"], warnings: Warnings): Date {
  const latest = Math.max(...dates.map((date) => date.tanggal.getTime()));
  const date = Number.isFinite(latest) ? new Date(latest) : new Date(0);
  const day = date.toISOString().slice(0, 10);
  warnings.push(
    `Tanggal metadata tidak ada atau tidak terbaca; ${day} yang digunakan / ` +
      `the metadata date stamp is missing or unreadable; ${day} was used`,
  );
  return date;
}
