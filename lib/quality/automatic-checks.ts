import "server-only";
import type { JenisReferensi } from "../db/generated/enums";
import { XML_PROFILES } from "../iso/registry";
import type { StoredRecord } from "../iso/stored-record";
import { toIsoRecord } from "../iso/stored-record";
import type { TQualityItem } from "../schemas/quality-document";
import type { LockedRecord, Tx } from "../workflow/transition-record";
import { xmlToString } from "../xml/builder";
import { readXml } from "../xml/read-xml";
import { missingElements } from "./completeness";

// The check items Simpul computes itself for a quality document (sign-document.ts): QC's
// completeness and conformance checks, QE's items from the record's ISO 19157 reports, and
// QA's view of the examination. They come first in the document, marked otomatis.

/** The QC checks Simpul makes itself; the examiner's own items come after them. */
export async function automaticQcItems(
  tx: Tx,
  record: LockedRecord,
  stored: StoredRecord,
): Promise<TQualityItem[]> {
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
    readXml(xmlToString(XML_PROFILES.mdb2016.encode(toIsoRecord(stored))));
  } catch (error) {
    exportProblem = (error as Error).message.slice(0, 300);
  }
  const codeProblems = await codesOutsideLists(tx, stored);
  return [
    ...completeness,
    {
      kode: "AUTO-KODE",
      label: "Kode dari daftar acuan (ISO 19115 / 19157) / codes from the reference lists",
      lulus: codeProblems.length === 0,
      catatan: codeProblems.length ? codeProblems.join("; ").slice(0, 1000) : null,
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

/** Which coded field takes its values from which reference list (KodeReferensi). */
const CODED_FIELDS: [string, JenisReferensi, (record: StoredRecord) => (string | null)[]][] = [
  ["topikKategori", "TOPIK_KATEGORI", (r) => r.topikKategori],
  ["levelHierarki", "LEVEL_HIERARKI", (r) => [r.levelHierarki]],
  ["statusProgres", "STATUS_PROGRES", (r) => [r.statusProgres]],
  ["frekuensiPembaruan", "FREKUENSI_PEMBARUAN", (r) => [r.frekuensiPembaruan]],
  ["representasiSpasial", "REPRESENTASI_SPASIAL", (r) => [r.representasiSpasial]],
  ["klasifikasiKeamanan", "KLASIFIKASI_KEAMANAN", (r) => [r.klasifikasiKeamanan]],
  ["batasan.akses", "BATASAN", (r) => r.batasanAkses],
  ["batasan.pemakaian", "BATASAN", (r) => r.batasanPemakaian],
  ["kontak.peran", "PERAN_KONTAK", (r) => r.kontak.map((c) => c.peran)],
  ["kataKunci.tipe", "JENIS_KATAKUNCI", (r) => r.kataKunci.map((k) => k.tipe)],
  ["kualitasData.laporan.elemen", "DQ_ELEMEN", (r) => r.laporanKualitasData.map((l) => l.elemen)],
  [
    "kualitasData.laporan.metodeEvaluasi",
    "METOD_EVALUASI",
    (r) => r.laporanKualitasData.map((l) => l.metodeEvaluasi),
  ],
];

/** "field: value" for every coded value that is not an active code of its list. */
async function codesOutsideLists(tx: Tx, record: StoredRecord): Promise<string[]> {
  const codes = await tx.kodeReferensi.findMany({
    where: { jenis: { in: CODED_FIELDS.map(([, jenis]) => jenis) }, aktif: true },
    select: { jenis: true, kode: true },
  });
  const known = new Set(codes.map((code) => `${code.jenis}:${code.kode}`));
  return CODED_FIELDS.flatMap(([field, jenis, values]) =>
    [...new Set(values(record))]
      .filter((value): value is string => value !== null && !known.has(`${jenis}:${value}`))
      .map((value) => `${field}: ${value}`),
  );
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
