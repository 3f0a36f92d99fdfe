import { en, id } from "zod/locales";
import type { CompletenessInput } from "@/lib/quality/completeness";
import type { TRecordView } from "@/lib/schemas/record-detail";
import { ZRecordContent } from "@/lib/schemas/record-input";

// The editor's form state and its mapping to the API body (RecordInput). Inputs hold text;
// the body turns empty text into null and numeric text into numbers, and the API's own schema
// (ZRecordContent) checks it, in the browser as on the server. Rows keep the fields the form
// does not show (a contact's address, say), so editing a record does not drop them.

type Row = Record<string, string>;

export interface RecordForm {
  judul: string;
  judulAlternatif: string;
  abstrak: string;
  tujuan: string;
  tipeData: string;
  levelHierarki: string;
  edisi: string;
  tanggalEdisi: string;
  bahasa: string;
  statusProgres: string;
  frekuensiPembaruan: string;
  representasiSpasial: string;
  skalaPenyebut: string;
  resolusiJarak: string;
  resolusiSatuan: string;
  sistemReferensi: string;
  topikKategori: string[];
  bboxBarat: string;
  bboxTimur: string;
  bboxSelatan: string;
  bboxUtara: string;
  deskripsiWilayah: string;
  temporalMulai: string;
  temporalSelesai: string;
  tanggal: Row[];
  kataKunci: Row[];
  kontak: Row[];
  distribusi: Row[];
  akses: string[];
  pemakaian: string[];
  penggunaan: string;
  lain: string;
  klasifikasiKeamanan: string;
  riwayat: string;
  sumber: string;
  langkahProses: string;
  laporan: Row[];
  gambarUrl: string;
  gambarDeskripsi: string;
}

export type ListKey = "tanggal" | "kataKunci" | "kontak" | "distribusi" | "laporan";

export const NEW_ROWS: Record<ListKey, () => Row> = {
  tanggal: () => ({ tipe: "creation", tanggal: "" }),
  kataKunci: () => ({ kataKunci: "", tipe: "", thesaurus: "", thesaurusTanggal: "" }),
  kontak: () => ({
    lingkup: "SUMBER_DAYA",
    peran: "pointOfContact",
    namaIndividu: "",
    namaOrganisasi: "",
    jabatan: "",
    email: "",
    telepon: "",
  }),
  distribusi: () => ({ protokol: "", url: "", formatNama: "", nama: "", deskripsi: "" }),
  laporan: () => ({ elemen: "", metodeEvaluasi: "", deskripsi: "", nilai: "", satuan: "" }),
};

export function emptyForm(): RecordForm {
  return {
    judul: "",
    judulAlternatif: "",
    abstrak: "",
    tujuan: "",
    tipeData: "vector",
    levelHierarki: "dataset",
    edisi: "",
    tanggalEdisi: "",
    bahasa: "ind",
    statusProgres: "",
    frekuensiPembaruan: "",
    representasiSpasial: "",
    skalaPenyebut: "",
    resolusiJarak: "",
    resolusiSatuan: "",
    sistemReferensi: "EPSG:4326",
    topikKategori: [],
    bboxBarat: "",
    bboxTimur: "",
    bboxSelatan: "",
    bboxUtara: "",
    deskripsiWilayah: "",
    temporalMulai: "",
    temporalSelesai: "",
    tanggal: [NEW_ROWS.tanggal()],
    kataKunci: [NEW_ROWS.kataKunci()],
    kontak: [NEW_ROWS.kontak()],
    distribusi: [],
    akses: [],
    pemakaian: [],
    penggunaan: "",
    lain: "",
    klasifikasiKeamanan: "",
    riwayat: "",
    sumber: "",
    langkahProses: "",
    laporan: [],
    gambarUrl: "",
    gambarDeskripsi: "",
  };
}

const text = (value: unknown) => (value === null || value === undefined ? "" : String(value));
/** An API date-time as the yyyy-mm-dd a date input shows. */
const day = (value: string | null | undefined) => (value ? value.slice(0, 10) : "");
const row = (item: object, dates: string[] = []): Row =>
  Object.fromEntries(
    Object.entries(item).map(([key, value]) => [key, dates.includes(key) ? day(value) : text(value)]),
  );

/** The form of a stored record (GET /api/metadata/{id}). */
export function formFromRecord(r: TRecordView): RecordForm {
  return {
    judul: r.judul,
    judulAlternatif: text(r.judulAlternatif),
    abstrak: r.abstrak,
    tujuan: text(r.tujuan),
    tipeData: r.tipeData,
    levelHierarki: r.levelHierarki,
    edisi: text(r.edisi),
    tanggalEdisi: day(r.tanggalEdisi),
    bahasa: r.bahasa,
    statusProgres: text(r.statusProgres),
    frekuensiPembaruan: text(r.frekuensiPembaruan),
    representasiSpasial: text(r.representasiSpasial),
    skalaPenyebut: text(r.skalaPenyebut),
    resolusiJarak: text(r.resolusi?.jarak),
    resolusiSatuan: text(r.resolusi?.satuan),
    sistemReferensi: text(r.sistemReferensi),
    topikKategori: r.topikKategori,
    bboxBarat: text(r.bboxBarat),
    bboxTimur: text(r.bboxTimur),
    bboxSelatan: text(r.bboxSelatan),
    bboxUtara: text(r.bboxUtara),
    deskripsiWilayah: text(r.deskripsiWilayah),
    temporalMulai: day(r.temporal.mulai),
    temporalSelesai: day(r.temporal.selesai),
    tanggal: r.tanggal.map((d) => row(d, ["tanggal"])),
    kataKunci: r.kataKunci.map((k) => row(k, ["thesaurusTanggal"])),
    kontak: r.kontak.map((c) => row(c)),
    distribusi: r.distribusi.map((d) => row(d)),
    akses: r.batasan.akses,
    pemakaian: r.batasan.pemakaian,
    penggunaan: text(r.batasan.penggunaan),
    lain: text(r.batasan.lain),
    klasifikasiKeamanan: text(r.batasan.klasifikasiKeamanan),
    riwayat: text(r.kualitasData.riwayat),
    sumber: text(r.kualitasData.sumber),
    langkahProses: text(r.kualitasData.langkahProses),
    laporan: r.kualitasData.laporan.map((l) => row(l)),
    gambarUrl: text(r.gambar?.url),
    gambarDeskripsi: text(r.gambar?.deskripsi),
  };
}

const orNull = (value: string) => (value.trim() === "" ? null : value);
/** Numeric text as a number; anything else is sent as typed, so the schema names the field. */
const num = (value: string) => {
  if (value.trim() === "") return null;
  const n = Number(value.replace(",", "."));
  return Number.isFinite(n) ? n : value;
};
/** A row as the API item: empty text is null; `lulus` of a quality report is a boolean. */
const itemOf = (r: Row) =>
  Object.fromEntries(
    Object.entries(r).map(([key, value]) => [
      key,
      key === "lulus" ? (value === "" ? null : value === "true") : orNull(value),
    ]),
  );
const filledRows = (rows: Row[]) => rows.filter((r) => Object.values(r).some((v) => v.trim() !== ""));

/** The API body (RecordInput) of the form. */
export function formToBody(f: RecordForm) {
  const resolusiJarak = num(f.resolusiJarak);
  return {
    judul: f.judul,
    judulAlternatif: orNull(f.judulAlternatif),
    abstrak: f.abstrak,
    tujuan: orNull(f.tujuan),
    tipeData: f.tipeData,
    levelHierarki: f.levelHierarki,
    edisi: orNull(f.edisi),
    tanggalEdisi: orNull(f.tanggalEdisi),
    bahasa: f.bahasa,
    statusProgres: orNull(f.statusProgres),
    frekuensiPembaruan: orNull(f.frekuensiPembaruan),
    representasiSpasial: orNull(f.representasiSpasial),
    skalaPenyebut: num(f.skalaPenyebut),
    resolusi: resolusiJarak === null ? null : { jarak: resolusiJarak, satuan: orNull(f.resolusiSatuan) },
    sistemReferensi: orNull(f.sistemReferensi),
    topikKategori: f.topikKategori,
    bboxBarat: num(f.bboxBarat),
    bboxTimur: num(f.bboxTimur),
    bboxSelatan: num(f.bboxSelatan),
    bboxUtara: num(f.bboxUtara),
    deskripsiWilayah: orNull(f.deskripsiWilayah),
    temporal: { mulai: orNull(f.temporalMulai), selesai: orNull(f.temporalSelesai) },
    tanggal: f.tanggal
      .map((t) => ({ tipe: t.tipe ?? "creation", tanggal: t.tanggal ?? "" }))
      .filter((t) => t.tanggal !== ""),
    kataKunci: filledRows(f.kataKunci).map(itemOf),
    kontak: f.kontak.map(itemOf),
    distribusi: filledRows(f.distribusi).map(itemOf),
    batasan: {
      akses: f.akses,
      pemakaian: f.pemakaian,
      penggunaan: orNull(f.penggunaan),
      lain: orNull(f.lain),
      klasifikasiKeamanan: orNull(f.klasifikasiKeamanan),
    },
    kualitasData: {
      riwayat: orNull(f.riwayat),
      sumber: orNull(f.sumber),
      langkahProses: orNull(f.langkahProses),
      laporan: filledRows(f.laporan).map(itemOf),
    },
    gambar: f.gambarUrl.trim() === "" ? null : { url: f.gambarUrl, deskripsi: orNull(f.gambarDeskripsi) },
  };
}

export type RecordBody = ReturnType<typeof formToBody>;

/** Field errors by API path (kontak.0.email), from zod issues or the server's details.fields. */
export type FieldErrors = Record<string, string>;

export function errorsFromFields(fields: { field: string; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const { field, message } of fields) errors[field] ??= message;
  return errors;
}

const LOCALE_ERRORS = { id: id().localeError, en: en().localeError };

/** The API's own rules, run in the browser; zod's generic messages in the user's language. */
export function validateBody(body: RecordBody, locale: "id" | "en" = "id"): FieldErrors {
  const parsed = ZRecordContent.safeParse(body, { error: LOCALE_ERRORS[locale] });
  if (parsed.success) return {};
  return errorsFromFields(
    parsed.error.issues.map((issue) => ({ field: issue.path.join("."), message: issue.message })),
  );
}

/** The body as lib/quality/completeness reads a record. */
export function completenessInput(b: RecordBody): CompletenessInput {
  return {
    judul: b.judul,
    abstrak: b.abstrak,
    levelHierarki: b.levelHierarki,
    topikKategori: b.topikKategori,
    bahasa: b.bahasa,
    bboxBarat: typeof b.bboxBarat === "number" ? b.bboxBarat : null,
    bboxTimur: typeof b.bboxTimur === "number" ? b.bboxTimur : null,
    bboxSelatan: typeof b.bboxSelatan === "number" ? b.bboxSelatan : null,
    bboxUtara: typeof b.bboxUtara === "number" ? b.bboxUtara : null,
    batasanPenggunaan: b.batasan.penggunaan,
    batasanAkses: b.batasan.akses,
    batasanPemakaian: b.batasan.pemakaian,
    batasanLain: b.batasan.lain,
    riwayatData: b.kualitasData.riwayat,
    tanggal: b.tanggal,
    kataKunci: b.kataKunci.map((k) => ({ kataKunci: String(k.kataKunci ?? "") })),
    kontak: b.kontak.map((c) => ({
      lingkup: String(c.lingkup ?? "SUMBER_DAYA"),
      namaIndividu: c.namaIndividu ? String(c.namaIndividu) : null,
      namaOrganisasi: c.namaOrganisasi ? String(c.namaOrganisasi) : null,
    })),
  };
}

/** The form element id of an API field path: kontak.0.email -> f-kontak-0-email. */
export const fieldId = (path: string) => `f-${path.replaceAll(".", "-")}`;
