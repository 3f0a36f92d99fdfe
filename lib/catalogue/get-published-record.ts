import { getDb } from "../db/client";
import { toQualityStatus } from "../quality/quality-status";
import type { TRecordDetail } from "../schemas/record-detail";
import { recordNotFound } from "./record-not-found";

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const byOrder = { orderBy: { urutan: "asc" as const } };

/** The full public record (spec 2.2); NOT_FOUND unless it exists and is PUBLISHED. */
export async function getPublishedRecord(id: string): Promise<TRecordDetail> {
  const db = await getDb();
  const m = await db.metadata.findFirst({
    where: { id, status: "PUBLISHED" },
    include: {
      owner: { select: { namaLengkap: true } },
      organisasi: { select: { kode: true, nama: true, singkatan: true } },
      tanggal: { orderBy: { tanggal: "asc" } },
      kataKunci: byOrder,
      kontak: byOrder,
      distribusi: byOrder,
      laporanKualitasData: byOrder,
      dokumenKualitas: true,
    },
  });
  if (!m?.publishedAt) throw recordNotFound(id);
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
    publishedAt: m.publishedAt.toISOString(),
    createdBy: { namaLengkap: m.owner.namaLengkap, organisasi: m.organisasi.nama },
    judulAlternatif: m.judulAlternatif,
    tujuan: m.tujuan,
    status: "PUBLISHED",
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
    kataKunci: m.kataKunci.map(({ kataKunci, tipe, thesaurus }) => ({ kataKunci, tipe, thesaurus })),
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
    organisasi: m.organisasi,
    kualitas: toQualityStatus(m.dokumenKualitas),
    createdAt: m.createdAt.toISOString(),
    updatedAt: m.updatedAt.toISOString(),
  };
}
