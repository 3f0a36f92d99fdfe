import "server-only";
import { loadStoredRecord } from "../catalogue/load-stored-record";
import { XML_PROFILES } from "../iso/registry";
import { toIsoRecord } from "../iso/stored-record";
import { TOPIC_CATEGORIES } from "../iso/topic-categories";
import type { TQualityItem } from "../schemas/quality-document";
import type { LockedRecord, Tx } from "../workflow/transition-record";
import { xmlToString } from "../xml/builder";
import { readXml } from "../xml/read-xml";
import { missingElements } from "./completeness";

// The check items Simpul computes itself for a quality document (sign-document.ts): QC's
// completeness and conformance checks, QE's items from the record's ISO 19157 reports, and
// QA's view of the examination. They come first in the document, marked otomatis.

/** The QC checks Simpul makes itself; the examiner's own items come after them. */
export async function automaticQcItems(tx: Tx, record: LockedRecord): Promise<TQualityItem[]> {
  const missing = new Map(missingElements(record).map((m) => [m.field, m.message]));
  const completeness: TQualityItem[] = [
    "judul",
    "abstrak",
    "tanggal",
    "bahasa",
    "topikKategori",
    "bbox",
    "kataKunci",
    "kontak.SUMBER_DAYA",
    "batasan",
    "kualitasData.riwayat",
  ].map((field) => ({
    kode: `AUTO-LENGKAP-${field}`,
    label: `Unsur wajib terisi: ${field} / mandatory element present`,
    lulus: !missing.has(field),
    catatan: missing.get(field) ?? null,
    otomatis: true,
  }));
  const unknownTopics = record.topikKategori.filter(
    (t) => !(TOPIC_CATEGORIES as readonly string[]).includes(t),
  );
  const { bboxBarat: w, bboxTimur: e, bboxSelatan: s, bboxUtara: n } = record;
  const hasBox = w !== null && e !== null && s !== null && n !== null;
  const boxProblem = !hasBox
    ? "tidak ada batas wilayah / no bounding box"
    : s > n
      ? "selatan melebihi utara / south exceeds north"
      : s === n || w === e
        ? "luas nol / zero area"
        : null;
  let exportProblem: string | null = null;
  try {
    const stored = await loadStoredRecord({ id: record.id }, tx);
    if (!stored) throw new Error("record not found");
    readXml(xmlToString(XML_PROFILES.mdb2016.encode(toIsoRecord(stored))));
  } catch (error) {
    exportProblem = (error as Error).message.slice(0, 300);
  }
  return [
    ...completeness,
    {
      kode: "AUTO-KODE-TOPIK",
      label: "Kategori topik dari daftar ISO 19115 / topic categories from the ISO code list",
      lulus: unknownTopics.length === 0,
      catatan: unknownTopics.length ? unknownTopics.join(", ") : null,
      otomatis: true,
    },
    {
      kode: "AUTO-BBOX",
      label: "Batas wilayah WGS84 masuk akal / the bounding box is sane",
      lulus: boxProblem === null,
      catatan: boxProblem,
      otomatis: true,
    },
    {
      kode: "AUTO-EKSPOR",
      label: "Ekspor ISO 19115-3 dapat dibentuk dan dibaca ulang / the ISO 19115-3 export builds and parses",
      lulus: exportProblem === null,
      catatan: exportProblem,
      otomatis: true,
    },
  ];
}

/** QE without the examiner's items: the record's own ISO 19157 reports. */
export function qualityElementsOf(
  reports: {
    elemen: string;
    metodeEvaluasi: string | null;
    lulus: boolean | null;
    penjelasan: string | null;
  }[],
): TQualityItem[] {
  return reports.map((report) => ({
    kode: report.elemen,
    label: `Elemen mutu ISO 19157 ${report.elemen} / data quality element`,
    metodeEvaluasi: report.metodeEvaluasi,
    lulus: report.lulus,
    catatan: report.penjelasan,
    otomatis: true,
  }));
}

/** QA starts from the examination: the newest QC and QE are signed and conform. */
export async function automaticQaItems(tx: Tx, metadataId: string): Promise<TQualityItem[]> {
  const examined = await tx.dokumenKualitas.findMany({
    where: { metadataId, tipe: { in: ["QC", "QE"] }, status: "SIGNED" },
    orderBy: { createdAt: "desc" },
    select: { tipe: true, sesuai: true },
  });
  return (["QC", "QE"] as const).map((tipe) => {
    const newest = examined.find((document) => document.tipe === tipe);
    return {
      kode: `AUTO-${tipe}`,
      label: `${tipe} ditandatangani dan sesuai / ${tipe} signed and conforming`,
      lulus: newest?.sesuai === true,
      catatan: newest ? null : "belum ada / none yet",
      otomatis: true,
    };
  });
}
