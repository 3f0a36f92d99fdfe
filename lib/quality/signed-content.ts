import { createHash } from "node:crypto";

// What a quality document's signature covers, as canonical JSON (keys sorted, dates as ISO
// strings, absent as null) hashed with SHA-256: the record content the examiner judged, and
// the document itself (its result and items, the signer, the time and the token). Defined on
// the database's column names, so the seed (from its plan rows) and the server (from loaded
// rows) compute the same hash. Workflow columns (status, version, timestamps, owner) are
// left out: publishing a record does not alter what was judged; editing its content does.

type Row = Record<string, unknown>;

const RECORD_COLUMNS = [
  "id",
  "fileIdentifier",
  "judul",
  "judulAlternatif",
  "abstrak",
  "tujuan",
  "tipeData",
  "topikKategori",
  "edisi",
  "tanggalEdisi",
  "statusProgres",
  "frekuensiPembaruan",
  "bahasa",
  "bahasaMetadata",
  "characterSet",
  "levelHierarki",
  "representasiSpasial",
  "skalaPenyebut",
  "resolusiJarak",
  "resolusiSatuan",
  "sistemReferensi",
  "parentIdentifier",
  "batasanPenggunaan",
  "batasanAkses",
  "batasanPemakaian",
  "batasanLain",
  "klasifikasiKeamanan",
  "bboxUtara",
  "bboxSelatan",
  "bboxTimur",
  "bboxBarat",
  "deskripsiWilayah",
  "tanggalMulai",
  "tanggalSelesai",
  "riwayatData",
  "sumberData",
  "langkahProses",
  "gambarUrl",
  "gambarDeskripsi",
] as const;

/** The content columns of each child table (what a record's content is made of). */
export const CHILD_COLUMNS = {
  tanggal: ["tipe", "tanggal"],
  kataKunci: ["kataKunci", "tipe", "thesaurus", "thesaurusTanggal"],
  kontak: [
    "lingkup",
    "peran",
    "namaIndividu",
    "namaOrganisasi",
    "jabatan",
    "email",
    "telepon",
    "alamat",
    "kota",
    "provinsi",
    "kodePos",
    "negara",
    "url",
  ],
  distribusi: ["protokol", "url", "nama", "deskripsi", "fungsi", "formatNama", "formatVersi"],
  laporanKualitasData: [
    "elemen",
    "metodeEvaluasi",
    "deskripsi",
    "nilai",
    "satuan",
    "spesifikasi",
    "lulus",
    "penjelasan",
  ],
} as const;

/** A record's columns and child rows by their column names (loaded rows, or the seed's plan rows). */
export type RecordContentRows = object & { [K in keyof typeof CHILD_COLUMNS]: readonly object[] };

function canonicalValue(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(canonicalValue);
  if (typeof value === "object") {
    // Absent and undefined are the same (JSON columns drop undefined members when stored).
    return Object.fromEntries(
      Object.keys(value as Row)
        .filter((key) => (value as Row)[key] !== undefined)
        .sort()
        .map((key) => [key, canonicalValue((value as Row)[key])]),
    );
  }
  return value;
}

/** JSON with sorted keys and normalised values: the same bytes for the same content. */
export const canonicalJson = (value: unknown): string => JSON.stringify(canonicalValue(value));

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

const pick = (row: Row, columns: readonly string[]) =>
  Object.fromEntries(columns.map((c) => [c, row[c] ?? null]));

/** Children in their stored order: by urutan, dates by date then kind. */
function ordered(name: keyof typeof CHILD_COLUMNS, rows: Row[]): Row[] {
  const sorted = [...rows].sort((a, b) =>
    name === "tanggal"
      ? String(canonicalValue(a.tanggal)).localeCompare(String(canonicalValue(b.tanggal))) ||
        String(a.tipe).localeCompare(String(b.tipe))
      : Number(a.urutan ?? 0) - Number(b.urutan ?? 0),
  );
  return sorted.map((row) => pick(row, CHILD_COLUMNS[name]));
}

/** SHA-256 (hex) of the record content a quality document judges. */
export function recordContentHash(record: RecordContentRows): string {
  const content: Row = pick(record as Row, RECORD_COLUMNS);
  for (const name of Object.keys(CHILD_COLUMNS) as (keyof typeof CHILD_COLUMNS)[]) {
    content[name] = ordered(name, (record[name] ?? []) as Row[]);
  }
  return sha256(canonicalJson(content));
}

export interface SignedDocumentFields {
  id: string;
  metadataId: string;
  tipe: string;
  sesuai: boolean | null;
  passed: number;
  total: number;
  itemPemeriksaan: unknown;
  catatan: string | null;
  signerId: string | null;
  signedAt: Date | null;
  signatureMethod: string | null;
  signatureToken: string | null;
  uploadedDocKey: string | null;
}

/** SHA-256 (hex) of the document and the content hash of the record it judged: what is signed. */
export function documentHash(document: SignedDocumentFields, contentHash: string): string {
  return sha256(
    canonicalJson({
      dokumen: pick(document as unknown as Row, [
        "id",
        "metadataId",
        "tipe",
        "sesuai",
        "passed",
        "total",
        "itemPemeriksaan",
        "catatan",
        "signerId",
        "signedAt",
        "signatureMethod",
        "signatureToken",
        "uploadedDocKey",
      ]),
      isiMetadata: contentHash,
    }),
  );
}
