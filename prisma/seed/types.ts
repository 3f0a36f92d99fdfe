import type { JenisReferensi, LingkupKontak, Peran, TipeTanggal } from "../../lib/db/generated/enums";

/** WGS84 bounding box in decimal degrees. */
export interface SeedBbox {
  barat: number;
  selatan: number;
  timur: number;
  utara: number;
}

export interface SeedOrganisasi {
  kode: string;
  nama: string;
  singkatan: string;
  /** KEMENTERIAN, LEMBAGA, PROVINSI or KABUPATEN_KOTA */
  jenis: string;
  alamat: string;
  kota: string;
  provinsi: string;
  kodePos: string;
  kontakEmail: string;
  kontakTelepon: string;
  website: string;
  allowLintasOrgReviewer: boolean;
  /** Area its datasets cover: all of Indonesia for national bodies, the province for provinces. */
  wilayah: SeedBbox;
  /** Name of that area, e.g. "Indonesia" or "Provinsi Jawa Barat". */
  namaWilayah: string;
  /** Themes it publishes on; keys of the record themes in record-vocabulary. */
  tema: string[];
}

export interface SeedPengguna {
  email: string;
  namaLengkap: string;
  jabatan: string;
  nip: string;
  telepon: string;
  peran: Peran;
  organisasiKode: string;
  /** Demo password, documented in the README. */
  password: string;
}

export interface SeedKodeReferensi {
  kode: string;
  label: string;
  labelEn: string;
}

export type SeedReferenceCodes = Record<JenisReferensi, SeedKodeReferensi[]>;

export interface SeedRecord {
  judul: string;
  judulAlternatif: string | null;
  abstrak: string;
  tujuan: string | null;
  tipeData: string;
  topikKategori: string[];
  edisi: string | null;
  statusProgres: string;
  frekuensiPembaruan: string;
  bahasa: string;
  representasiSpasial: string;
  skalaPenyebut: number | null;
  resolusiJarak: number | null;
  resolusiSatuan: string | null;
  sistemReferensi: string;
  batasanPenggunaan: string | null;
  batasanAkses: string[];
  batasanPemakaian: string[];
  batasanLain: string | null;
  klasifikasiKeamanan: string;
  bbox: SeedBbox;
  deskripsiWilayah: string;
  tanggalMulai: Date | null;
  tanggalSelesai: Date | null;
  riwayatData: string;
  sumberData: string | null;
  langkahProses: string | null;
  gambarUrl: string | null;
  gambarDeskripsi: string | null;
  tanggal: { tipe: TipeTanggal; tanggal: Date }[];
  kataKunci: { kataKunci: string; tipe: string; thesaurus: string | null }[];
  kontak: {
    lingkup: LingkupKontak;
    peran: string;
    namaIndividu: string | null;
    namaOrganisasi: string;
    jabatan: string | null;
    email: string;
    telepon: string | null;
    alamat: string | null;
    kota: string | null;
    provinsi: string | null;
    kodePos: string | null;
    negara: string;
    url: string | null;
  }[];
  distribusi: {
    protokol: string;
    url: string;
    nama: string;
    deskripsi: string | null;
    fungsi: string;
    formatNama: string | null;
    formatVersi: string | null;
  }[];
  laporanKualitasData: {
    elemen: string;
    metodeEvaluasi: string;
    deskripsi: string;
    nilai: string;
    satuan: string | null;
    spesifikasi: string;
    lulus: boolean;
    penjelasan: string;
  }[];
}
