// The mandatory ISO 19115 elements a record needs before it is submitted for QC/QE (the
// core metadata set of ISO 19115 for datasets, plus what INSPIRE-style catalogues require:
// keywords, constraints and lineage). Used by the DRAFT → QCQE_PROCESS move (422 listing what
// is missing) and as the first automatic QC check. The metadata point of contact is not
// asked for: without one the exports name the record's organisation (lib/iso/encoders).

export interface CompletenessInput {
  judul: string;
  abstrak: string;
  levelHierarki: string;
  topikKategori: string[];
  bahasa: string;
  bboxBarat: number | null;
  bboxTimur: number | null;
  bboxSelatan: number | null;
  bboxUtara: number | null;
  batasanPenggunaan: string | null;
  batasanAkses: string[];
  batasanPemakaian: string[];
  batasanLain: string | null;
  riwayatData: string | null;
  tanggal: { tipe: string }[];
  kataKunci: { kataKunci: string }[];
  kontak: { lingkup: string; namaIndividu: string | null; namaOrganisasi: string | null }[];
}

export interface MissingElement {
  /** The API field (or group) to fill in. */
  field: string;
  message: string;
}

const filled = (text: string | null | undefined) => typeof text === "string" && text.trim() !== "";

/** Datasets and series must say where and what they are about; services and others need not. */
const isDataset = (record: CompletenessInput) => ["dataset", "series"].includes(record.levelHierarki);

const RULES: { field: string; message: string; ok: (record: CompletenessInput) => boolean }[] = [
  { field: "judul", message: "Judul wajib diisi / title is required", ok: (r) => filled(r.judul) },
  { field: "abstrak", message: "Abstrak wajib diisi / abstract is required", ok: (r) => filled(r.abstrak) },
  {
    field: "tanggal",
    message:
      "Minimal satu tanggal referensi (pembuatan, publikasi atau revisi) / a reference date is required",
    ok: (r) => r.tanggal.length > 0,
  },
  {
    field: "bahasa",
    message: "Bahasa data wajib diisi / dataset language is required",
    ok: (r) => filled(r.bahasa),
  },
  {
    field: "topikKategori",
    message: "Minimal satu kategori topik / a topic category is required",
    ok: (r) => !isDataset(r) || r.topikKategori.length > 0,
  },
  {
    field: "bbox",
    message:
      "Batas wilayah (bboxBarat, bboxTimur, bboxSelatan, bboxUtara) wajib diisi / the geographic extent is required",
    ok: (r) =>
      !isDataset(r) ||
      [r.bboxBarat, r.bboxTimur, r.bboxSelatan, r.bboxUtara].every((value) => value !== null),
  },
  {
    field: "kataKunci",
    message: "Minimal satu kata kunci / a keyword is required",
    ok: (r) => r.kataKunci.some((keyword) => filled(keyword.kataKunci)),
  },
  {
    field: "kontak.SUMBER_DAYA",
    message:
      "Kontak data (pihak yang bertanggung jawab) wajib ada / a point of contact for the data is required",
    ok: (r) =>
      r.kontak.some(
        (c) => c.lingkup === "SUMBER_DAYA" && (filled(c.namaOrganisasi) || filled(c.namaIndividu)),
      ),
  },
  {
    field: "batasan",
    message: "Batasan akses atau penggunaan wajib diisi / access or use constraints are required",
    ok: (r) =>
      filled(r.batasanPenggunaan) ||
      filled(r.batasanLain) ||
      r.batasanAkses.length > 0 ||
      r.batasanPemakaian.length > 0,
  },
  {
    field: "kualitasData.riwayat",
    message: "Riwayat data (lineage) wajib diisi / the lineage statement is required",
    ok: (r) => !isDataset(r) || filled(r.riwayatData),
  },
];

/** The mandatory elements the record lacks, in a fixed order; empty when complete. */
export function missingElements(record: CompletenessInput): MissingElement[] {
  return RULES.filter((rule) => !rule.ok(record)).map(({ field, message }) => ({ field, message }));
}

/** The number of completeness rules (the QC item counts them one by one). */
export const COMPLETENESS_RULE_COUNT = RULES.length;
