import type { IsoBbox, IsoContact, IsoRecord } from "./record";
import type { SourceRef } from "./source-document";

// The stored shape of a record (Metadata row, its child rows and its organisation), as
// lib/catalogue loads it, and its mapping to the encoders' IsoRecord. Kept free of Prisma
// so that tests can feed it seed-plan rows.

type Nullable<T> = { [K in keyof T]: T[K] | null };

export interface StoredRecord
  extends Omit<
    IsoRecord,
    | "fileIdentifier"
    | "tanggalMetadata"
    | "bbox"
    | "tanggal"
    | "kataKunci"
    | "kontak"
    | "distribusi"
    | "laporanKualitasData"
    | "organisasi"
    | "tipeData"
  > {
  id: string;
  fileIdentifier: string | null;
  tanggalMetadata: Date | null;
  updatedAt: Date;
  tipeData: string;
  bboxBarat: number | null;
  bboxTimur: number | null;
  bboxSelatan: number | null;
  bboxUtara: number | null;
  tanggal: IsoRecord["tanggal"];
  kataKunci: IsoRecord["kataKunci"];
  kontak: (Omit<IsoContact, "lingkup"> & { lingkup: string })[];
  distribusi: IsoRecord["distribusi"];
  laporanKualitasData: IsoRecord["laporanKualitasData"];
  /** The document an imported record was received as (its text only where loaded to be served). */
  sumber?: SourceRef | null;
  organisasi: {
    nama: string;
  } & Nullable<{
    kontakEmail: string;
    kontakTelepon: string;
    alamat: string;
    kota: string;
    provinsi: string;
    kodePos: string;
    website: string;
  }>;
}

type ChildKeys = "tanggal" | "kataKunci" | "kontak" | "distribusi" | "laporanKualitasData";

/** The Metadata columns of a record: the children go to their own tables, the bbox to its four columns. */
export function metadataColumns<T extends { bbox: IsoBbox | null } & Record<ChildKeys, unknown>>(record: T) {
  const {
    bbox,
    tanggal: _t,
    kataKunci: _k,
    kontak: _c,
    distribusi: _d,
    laporanKualitasData: _l,
    ...columns
  } = record;
  return {
    ...columns,
    bboxBarat: bbox?.barat ?? null,
    bboxTimur: bbox?.timur ?? null,
    bboxSelatan: bbox?.selatan ?? null,
    bboxUtara: bbox?.utara ?? null,
  };
}

export function toIsoRecord(stored: StoredRecord): IsoRecord {
  const {
    id,
    bboxBarat,
    bboxTimur,
    bboxSelatan,
    bboxUtara,
    updatedAt,
    organisasi,
    sumber: _s,
    ...fields
  } = stored;
  const hasBbox = bboxBarat !== null && bboxTimur !== null && bboxSelatan !== null && bboxUtara !== null;
  // An imported record names its own parties: its organisation is catalogue information.
  const imported = Boolean(stored.sumber);
  return {
    ...fields,
    ...(imported ? { diimpor: true } : {}),
    fileIdentifier: stored.fileIdentifier ?? id,
    tanggalMetadata: stored.tanggalMetadata ?? updatedAt,
    bbox: hasBbox ? { barat: bboxBarat, timur: bboxTimur, selatan: bboxSelatan, utara: bboxUtara } : null,
    kontak: stored.kontak.map((c) => ({
      ...c,
      lingkup: c.lingkup === "METADATA" ? "METADATA" : "SUMBER_DAYA",
    })),
    organisasi: imported
      ? null
      : {
          nama: organisasi.nama,
          email: organisasi.kontakEmail,
          telepon: organisasi.kontakTelepon,
          alamat: organisasi.alamat,
          kota: organisasi.kota,
          provinsi: organisasi.provinsi,
          kodePos: organisasi.kodePos,
          website: organisasi.website,
        },
  };
}
