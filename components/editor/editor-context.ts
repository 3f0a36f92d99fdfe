import type { EditorTexts } from "@/lib/i18n/messages/editor";
import type { Code } from "./fields";
import type { ListKey, RecordForm } from "./record-form";

// What every section of the editor gets: the form, its setters and the errors by API path.

/** Fields that hold a set of codes, chosen from a reference list with checkboxes. */
export type CodeSetKey = "topikKategori" | "akses" | "pemakaian";
export type ScalarKey = Exclude<keyof RecordForm, ListKey | CodeSetKey>;

/** The API field path of each code set (errors and element ids use it). */
export const CODE_SET_PATHS: Record<CodeSetKey, string> = {
  topikKategori: "topikKategori",
  akses: "batasan.akses",
  pemakaian: "batasan.pemakaian",
};

/** The API field path of each scalar of the form (errors and element ids use it). */
export const SCALAR_PATHS: Record<ScalarKey, string> = {
  judul: "judul",
  judulAlternatif: "judulAlternatif",
  abstrak: "abstrak",
  tujuan: "tujuan",
  tipeData: "tipeData",
  levelHierarki: "levelHierarki",
  edisi: "edisi",
  tanggalEdisi: "tanggalEdisi",
  bahasa: "bahasa",
  statusProgres: "statusProgres",
  frekuensiPembaruan: "frekuensiPembaruan",
  representasiSpasial: "representasiSpasial",
  skalaPenyebut: "skalaPenyebut",
  resolusiJarak: "resolusi.jarak",
  resolusiSatuan: "resolusi.satuan",
  sistemReferensi: "sistemReferensi",
  bboxBarat: "bboxBarat",
  bboxTimur: "bboxTimur",
  bboxSelatan: "bboxSelatan",
  bboxUtara: "bboxUtara",
  deskripsiWilayah: "deskripsiWilayah",
  temporalMulai: "temporal.mulai",
  temporalSelesai: "temporal.selesai",
  penggunaan: "batasan.penggunaan",
  lain: "batasan.lain",
  klasifikasiKeamanan: "batasan.klasifikasiKeamanan",
  riwayat: "kualitasData.riwayat",
  sumber: "kualitasData.sumber",
  langkahProses: "kualitasData.langkahProses",
  gambarUrl: "gambar.url",
  gambarDeskripsi: "gambar.deskripsi",
};

/** The API path of a list of the form. */
export const LIST_PATHS: Record<ListKey, string> = {
  tanggal: "tanggal",
  kataKunci: "kataKunci",
  kontak: "kontak",
  distribusi: "distribusi",
  laporan: "kualitasData.laporan",
};

export interface EditorContext {
  form: RecordForm;
  t: EditorTexts;
  codes: Record<string, Code[]>;
  /** The error to show for an API path, if any. */
  error: (path: string) => string | undefined;
  set: (key: ScalarKey, value: string) => void;
  setMany: (values: Partial<Record<ScalarKey, string>>) => void;
  setCodes: (key: CodeSetKey, codes: string[]) => void;
  setRow: (list: ListKey, index: number, field: string, value: string) => void;
  addRow: (list: ListKey) => void;
  removeRow: (list: ListKey, index: number) => void;
  styleUrl: string | null;
}
