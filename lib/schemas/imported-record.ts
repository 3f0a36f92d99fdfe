import { z } from "zod";

// Content rules for a decoded ISO document before it is stored: what the record needs (a
// title) and the sizes of the data model's code columns, so a too-long value is reported by
// field instead of failing in the database. Free text is bounded only against garbage.

const text = (max: number) => z.string().max(max).nullable();
const FREE_TEXT = 4000;
const freeText = text(FREE_TEXT);
const date = z.date().nullable();

export const ZImportedRecord = z.object({
  fileIdentifier: z.string().min(1).max(255).nullable(),
  bahasaMetadata: z.string().min(2).max(8),
  characterSet: z.string().min(1).max(32),
  levelHierarki: z.string().min(1).max(32),
  parentIdentifier: text(255),
  tanggalMetadata: z.date(),
  judul: z.string().trim().min(1, "judul (title) kosong / missing").max(2000),
  judulAlternatif: text(2000),
  abstrak: z.string(),
  tujuan: z.string().nullable(),
  tipeData: z.string().min(1).max(32),
  topikKategori: z.array(z.string().max(64)),
  edisi: freeText,
  tanggalEdisi: date,
  statusProgres: text(32),
  frekuensiPembaruan: text(32),
  bahasa: z.string().min(2).max(8),
  representasiSpasial: text(32),
  skalaPenyebut: z.number().int().positive().max(2_147_483_647).nullable(),
  resolusiJarak: z.number().finite().nonnegative().nullable(),
  resolusiSatuan: text(16),
  sistemReferensi: freeText,
  batasanPenggunaan: z.string().nullable(),
  batasanAkses: z.array(z.string().max(64)),
  batasanPemakaian: z.array(z.string().max(64)),
  batasanLain: z.string().nullable(),
  klasifikasiKeamanan: text(32),
  bbox: z
    .object({
      barat: z.number().min(-180).max(180),
      timur: z.number().min(-180).max(180),
      selatan: z.number().min(-90).max(90),
      utara: z.number().min(-90).max(90),
    })
    .refine((b) => b.selatan <= b.utara, "bbox: south is north of north")
    .nullable(),
  deskripsiWilayah: z.string().nullable(),
  tanggalMulai: date,
  tanggalSelesai: date,
  riwayatData: z.string().nullable(),
  sumberData: z.string().nullable(),
  langkahProses: z.string().nullable(),
  gambarUrl: z.string().nullable(),
  gambarDeskripsi: z.string().nullable(),
  tanggal: z.array(z.object({ tipe: z.enum(["creation", "publication", "revision"]), tanggal: z.date() })),
  kataKunci: z.array(
    z.object({
      kataKunci: z.string().min(1).max(FREE_TEXT),
      tipe: text(32),
      thesaurus: freeText,
      thesaurusTanggal: date,
    }),
  ),
  kontak: z.array(
    z.object({
      lingkup: z.enum(["METADATA", "SUMBER_DAYA"]),
      peran: z.string().min(1).max(32),
      namaIndividu: freeText,
      namaOrganisasi: freeText,
      jabatan: freeText,
      email: freeText,
      telepon: freeText,
      alamat: z.string().nullable(),
      kota: freeText,
      provinsi: freeText,
      kodePos: freeText,
      negara: freeText,
      url: z.string().nullable(),
    }),
  ),
  distribusi: z.array(
    z.object({
      protokol: z.string().max(FREE_TEXT),
      url: z.string().min(1),
      nama: freeText,
      deskripsi: z.string().nullable(),
      fungsi: text(32),
      formatNama: freeText,
      formatVersi: freeText,
    }),
  ),
  laporanKualitasData: z.array(
    z.object({
      elemen: z.string().min(1).max(64),
      metodeEvaluasi: text(64),
      deskripsi: z.string().nullable(),
      nilai: freeText,
      satuan: freeText,
      spesifikasi: z.string().nullable(),
      lulus: z.boolean().nullable(),
      penjelasan: z.string().nullable(),
    }),
  ),
});
export type TImportedRecord = z.infer<typeof ZImportedRecord>;
