import type { Prisma } from "../../db/generated/client";
import { toQualityStatus } from "../../quality/quality-status";
import type { TRecordDetail } from "../../schemas/record-detail";
import type { TSourceDetails } from "../../schemas/source-details";

// A record with its ISO 19115 content as the API shows it (spec 2.2): the public detail, and
// the signed-in detail that adds status, version and owner (editor/get-record-view.ts).

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const byOrder = { orderBy: { urutan: "asc" as const } };

export const RECORD_DETAIL_INCLUDE = {
  owner: { select: { id: true, namaLengkap: true } },
  organisasi: { select: { kode: true, nama: true, singkatan: true, allowLintasOrgReviewer: true } },
  tanggal: { orderBy: { tanggal: "asc" } },
  kataKunci: byOrder,
  kontak: byOrder,
  distribusi: byOrder,
  laporanKualitasData: byOrder,
  dokumenKualitas: true,
  sumber: { select: { standar: true, diterimaPada: true, disuntingPada: true, rincian: true } },
  panen: {
    select: { idRemote: true, tautanAsli: true, sumber: { select: { id: true, nama: true, url: true } } },
  },
} satisfies Prisma.MetadataInclude;

export type RecordWithDetail = Prisma.MetadataGetPayload<{ include: typeof RECORD_DETAIL_INCLUDE }>;

/** The detail fields; `publishedAt` is null for a record never published. */
export function toRecordDetail(
  m: RecordWithDetail,
): Omit<TRecordDetail, "status" | "publishedAt"> & { publishedAt: string | null } {
  return {
    id: m.id,
    judul: m.judul,
    abstrak: m.abstrak,
    tipeData: m.tipeData,
    topikKategori: m.topikKategori,
    bboxUtara: m.bboxUtara,
    bboxSelatan: m.bboxSelatan,
    bboxTimur: m.bboxTimur,
    bboxBarat: m.bboxBarat,
    publishedAt: iso(m.publishedAt),
    createdBy: { namaLengkap: m.owner.namaLengkap, organisasi: m.organisasi.nama },
    judulAlternatif: m.judulAlternatif,
    tujuan: m.tujuan,
    edisi: m.edisi,
    tanggalEdisi: iso(m.tanggalEdisi),
    statusProgres: m.statusProgres,
    frekuensiPembaruan: m.frekuensiPembaruan,
    bahasa: m.bahasa,
    bahasaMetadata: m.bahasaMetadata,
    characterSet: m.characterSet,
    levelHierarki: m.levelHierarki,
    representasiSpasial: m.representasiSpasial,
    skalaPenyebut: m.skalaPenyebut,
    resolusi: m.resolusiJarak === null ? null : { jarak: m.resolusiJarak, satuan: m.resolusiSatuan },
    sistemReferensi: m.sistemReferensi,
    parentIdentifier: m.parentIdentifier,
    deskripsiWilayah: m.deskripsiWilayah,
    temporal: { mulai: iso(m.tanggalMulai), selesai: iso(m.tanggalSelesai) },
    tanggal: m.tanggal.map((t) => ({ tipe: t.tipe, tanggal: t.tanggal.toISOString() })),
    kataKunci: m.kataKunci.map(({ kataKunci, tipe, thesaurus, thesaurusTanggal }) => ({
      kataKunci,
      tipe,
      thesaurus,
      thesaurusTanggal: iso(thesaurusTanggal),
    })),
    kontak: m.kontak.map(({ id: _id, metadataId: _m, urutan: _u, ...contact }) => contact),
    distribusi: m.distribusi.map(({ id: _id, metadataId: _m, urutan: _u, ...link }) => link),
    batasan: {
      penggunaan: m.batasanPenggunaan,
      akses: m.batasanAkses,
      pemakaian: m.batasanPemakaian,
      lain: m.batasanLain,
      klasifikasiKeamanan: m.klasifikasiKeamanan,
    },
    kualitasData: {
      riwayat: m.riwayatData,
      sumber: m.sumberData,
      langkahProses: m.langkahProses,
      laporan: m.laporanKualitasData.map(({ id: _id, metadataId: _m, urutan: _u, ...report }) => report),
    },
    gambar: m.gambarUrl ? { url: m.gambarUrl, deskripsi: m.gambarDeskripsi } : null,
    organisasi: { kode: m.organisasi.kode, nama: m.organisasi.nama, singkatan: m.organisasi.singkatan },
    kualitas: toQualityStatus(m.dokumenKualitas),
    rincianSumber: sourceDetails(m.sumber),
    sumberPanen: m.panen
      ? { ...m.panen.sumber, idRemote: m.panen.idRemote, tautanAsli: m.panen.tautanAsli }
      : null,
    createdAt: m.createdAt.toISOString(),
    updatedAt: m.updatedAt.toISOString(),
  };
}

/**
 * The details of the document the record is (lib/iso/source-details.ts): none for a record made
 * in Simpul or received in Dublin Core, and none once an edit made the record's fields what is
 * served (disuntingPada), since the document no longer is the record then.
 */
function sourceDetails(source: RecordWithDetail["sumber"]): TSourceDetails | null {
  if (!source || source.disuntingPada) return null;
  // Written only by sourceDetailsOf / readSourceDetails, in this shape.
  return source.rincian as TSourceDetails | null;
}
