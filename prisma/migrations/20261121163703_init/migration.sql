-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateExtension
CREATE EXTENSION IF NOT EXISTS "pg_trgm";

-- CreateExtension
CREATE EXTENSION IF NOT EXISTS "unaccent";

-- CreateEnum
CREATE TYPE "Peran" AS ENUM ('ADMIN', 'WALIDATA', 'PEMERIKSA', 'PRODUSEN');

-- CreateEnum
CREATE TYPE "StatusMetadata" AS ENUM ('DRAFT', 'QCQE_PROCESS', 'REVIEW', 'PUBLISHED', 'REJECTED', 'PRIVATE');

-- CreateEnum
CREATE TYPE "TipeDokumenKualitas" AS ENUM ('QC', 'QE', 'QA');

-- CreateEnum
CREATE TYPE "StatusDokumenKualitas" AS ENUM ('DRAFT', 'PENDING', 'SIGNED', 'REVOKED');

-- CreateEnum
CREATE TYPE "MetodeTandaTangan" AS ENUM ('PKI', 'OTP', 'MANUAL');

-- CreateEnum
CREATE TYPE "JenisReferensi" AS ENUM ('PERAN_KONTAK', 'STATUS_PROGRES', 'REPRESENTASI_SPASIAL', 'FREKUENSI_PEMBARUAN', 'LEVEL_HIERARKI', 'PROTOKOL_DISTRIBUSI', 'KLASIFIKASI_KEAMANAN', 'BAHASA', 'JENIS_KATAKUNCI', 'DQ_ELEMEN', 'METOD_EVALUASI', 'TOPIK_KATEGORI');

-- CreateEnum
CREATE TYPE "TipeTanggal" AS ENUM ('creation', 'publication', 'revision');

-- CreateEnum
CREATE TYPE "LingkupKontak" AS ENUM ('METADATA', 'SUMBER_DAYA');

-- CreateEnum
CREATE TYPE "CswProvider" AS ENUM ('builtin', 'external');

-- CreateTable
CREATE TABLE "Organisasi" (
    "id" TEXT NOT NULL,
    "kode" VARCHAR(32) NOT NULL,
    "nama" VARCHAR(255) NOT NULL,
    "singkatan" VARCHAR(64),
    "jenis" VARCHAR(32),
    "alamat" TEXT,
    "kota" VARCHAR(128),
    "provinsi" VARCHAR(128),
    "kodePos" VARCHAR(16),
    "kontakEmail" VARCHAR(255),
    "kontakTelepon" VARCHAR(64),
    "website" VARCHAR(255),
    "allowLintasOrgReviewer" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

CONSTRAINT "Organisasi_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Pengguna" (
    "id" TEXT NOT NULL,
    "email" VARCHAR(255) NOT NULL,
    "namaLengkap" VARCHAR(255) NOT NULL,
    "jabatan" VARCHAR(255),
    "nip" VARCHAR(32),
    "telepon" VARCHAR(64),
    "peran" "Peran" NOT NULL,
    "organisasiId" TEXT NOT NULL,
    "passwordHash" TEXT NOT NULL,
    "aktif" BOOLEAN NOT NULL DEFAULT true,
    "sessionVersion" INTEGER NOT NULL DEFAULT 0,
    "gagalLoginBeruntun" INTEGER NOT NULL DEFAULT 0,
    "terkunciHingga" TIMESTAMP(3),
    "lastLoginAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

CONSTRAINT "Pengguna_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Metadata" (
    "id" TEXT NOT NULL,
    "status" "StatusMetadata" NOT NULL DEFAULT 'DRAFT',
    "judul" TEXT NOT NULL,
    "judulAlternatif" TEXT,
    "abstrak" TEXT NOT NULL,
    "tujuan" TEXT,
    "tipeData" VARCHAR(32) NOT NULL,
    "topikKategori" TEXT[],
    "edisi" VARCHAR(64),
    "tanggalEdisi" TIMESTAMP(3),
    "statusProgres" VARCHAR(32),
    "frekuensiPembaruan" VARCHAR(32),
    "bahasa" VARCHAR(8) NOT NULL DEFAULT 'ind',
    "bahasaMetadata" VARCHAR(8) NOT NULL DEFAULT 'ind',
    "characterSet" VARCHAR(32) NOT NULL DEFAULT 'utf8',
    "levelHierarki" VARCHAR(32) NOT NULL DEFAULT 'dataset',
    "representasiSpasial" VARCHAR(32),
    "skalaPenyebut" INTEGER,
    "resolusiJarak" DOUBLE PRECISION,
    "resolusiSatuan" VARCHAR(16),
    "sistemReferensi" VARCHAR(64),
    "parentIdentifier" VARCHAR(255),
    "batasanPenggunaan" TEXT,
    "batasanAkses" TEXT[],
    "batasanPemakaian" TEXT[],
    "batasanLain" TEXT,
    "klasifikasiKeamanan" VARCHAR(32),
    "bboxUtara" DOUBLE PRECISION,
    "bboxSelatan" DOUBLE PRECISION,
    "bboxTimur" DOUBLE PRECISION,
    "bboxBarat" DOUBLE PRECISION,
    "deskripsiWilayah" TEXT,
    "tanggalMulai" TIMESTAMP(3),
    "tanggalSelesai" TIMESTAMP(3),
    "riwayatData" TEXT,
    "sumberData" TEXT,
    "langkahProses" TEXT,
    "gambarUrl" TEXT,
    "gambarDeskripsi" TEXT,
    "searchVector" tsvector,
    "bbox" box,
    "ownerId" TEXT NOT NULL,
    "organisasiId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "publishedAt" TIMESTAMP(3),
    "version" INTEGER NOT NULL DEFAULT 1,

CONSTRAINT "Metadata_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "MetadataTanggal" (
    "id" TEXT NOT NULL,
    "metadataId" TEXT NOT NULL,
    "tipe" "TipeTanggal" NOT NULL,
    "tanggal" TIMESTAMP(3) NOT NULL,

CONSTRAINT "MetadataTanggal_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "MetadataKataKunci" (
    "id" TEXT NOT NULL,
    "metadataId" TEXT NOT NULL,
    "kataKunci" VARCHAR(255) NOT NULL,
    "tipe" VARCHAR(32),
    "thesaurus" VARCHAR(255),
    "thesaurusTanggal" TIMESTAMP(3),
    "urutan" INTEGER NOT NULL DEFAULT 0,

CONSTRAINT "MetadataKataKunci_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "MetadataKontak" (
    "id" TEXT NOT NULL,
    "metadataId" TEXT NOT NULL,
    "lingkup" "LingkupKontak" NOT NULL DEFAULT 'SUMBER_DAYA',
    "peran" VARCHAR(32) NOT NULL,
    "namaIndividu" VARCHAR(255),
    "namaOrganisasi" VARCHAR(255),
    "jabatan" VARCHAR(255),
    "email" VARCHAR(255),
    "telepon" VARCHAR(64),
    "alamat" TEXT,
    "kota" VARCHAR(128),
    "provinsi" VARCHAR(128),
    "kodePos" VARCHAR(16),
    "negara" VARCHAR(64),
    "url" TEXT,
    "urutan" INTEGER NOT NULL DEFAULT 0,

CONSTRAINT "MetadataKontak_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "MetadataDistribusi" (
    "id" TEXT NOT NULL,
    "metadataId" TEXT NOT NULL,
    "protokol" VARCHAR(64) NOT NULL,
    "url" TEXT NOT NULL,
    "nama" VARCHAR(255),
    "deskripsi" TEXT,
    "fungsi" VARCHAR(32),
    "formatNama" VARCHAR(128),
    "formatVersi" VARCHAR(64),
    "urutan" INTEGER NOT NULL DEFAULT 0,

CONSTRAINT "MetadataDistribusi_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LaporanKualitasData" (
    "id" TEXT NOT NULL,
    "metadataId" TEXT NOT NULL,
    "elemen" VARCHAR(64) NOT NULL,
    "metodeEvaluasi" VARCHAR(64),
    "deskripsi" TEXT,
    "nilai" VARCHAR(128),
    "satuan" VARCHAR(64),
    "spesifikasi" TEXT,
    "lulus" BOOLEAN,
    "penjelasan" TEXT,
    "urutan" INTEGER NOT NULL DEFAULT 0,

CONSTRAINT "LaporanKualitasData_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DokumenKualitas" (
    "id" TEXT NOT NULL,
    "metadataId" TEXT NOT NULL,
    "tipe" "TipeDokumenKualitas" NOT NULL,
    "status" "StatusDokumenKualitas" NOT NULL DEFAULT 'DRAFT',
    "sesuai" BOOLEAN,
    "passed" INTEGER NOT NULL DEFAULT 0,
    "total" INTEGER NOT NULL DEFAULT 0,
    "itemPemeriksaan" JSONB NOT NULL DEFAULT '[]',
    "catatan" TEXT,
    "pemeriksaId" TEXT,
    "signerId" TEXT,
    "signedAt" TIMESTAMP(3),
    "signatureMethod" "MetodeTandaTangan",
    "signatureToken" CHAR(43),
    "uploadedDocKey" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

CONSTRAINT "DokumenKualitas_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RiwayatStatus" (
    "id" TEXT NOT NULL,
    "metadataId" TEXT NOT NULL,
    "actorId" TEXT,
    "dari" "StatusMetadata",
    "ke" "StatusMetadata" NOT NULL,
    "catatan" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

CONSTRAINT "RiwayatStatus_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "KodeReferensi" (
    "id" TEXT NOT NULL,
    "jenis" "JenisReferensi" NOT NULL,
    "kode" VARCHAR(128) NOT NULL,
    "label" VARCHAR(255) NOT NULL,
    "labelEn" VARCHAR(255),
    "urutan" INTEGER NOT NULL DEFAULT 0,
    "aktif" BOOLEAN NOT NULL DEFAULT true,

CONSTRAINT "KodeReferensi_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PengaturanCsw" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "provider" "CswProvider" NOT NULL DEFAULT 'builtin',
    "externalUrl" TEXT,
    "judul" TEXT NOT NULL,
    "abstrak" TEXT NOT NULL,
    "kataKunci" TEXT[],
    "namaOrganisasi" TEXT NOT NULL,
    "situsOrganisasi" TEXT,
    "namaKontak" TEXT,
    "jabatan" TEXT,
    "telepon" TEXT,
    "faks" TEXT,
    "email" TEXT,
    "alamat" TEXT,
    "kota" TEXT,
    "provinsi" TEXT,
    "kodePos" TEXT,
    "negara" TEXT DEFAULT 'Indonesia',
    "jamLayanan" TEXT,
    "instruksiKontak" TEXT,
    "peranKontak" TEXT DEFAULT 'pointOfContact',
    "biaya" TEXT DEFAULT 'none',
    "batasanAkses" TEXT DEFAULT 'none',
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "updatedById" TEXT,

CONSTRAINT "PengaturanCsw_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AuditLog" (
    "id" TEXT NOT NULL,
    "actorId" TEXT,
    "aksi" VARCHAR(64) NOT NULL,
    "target" VARCHAR(255),
    "detail" JSONB,
    "ip" VARCHAR(64),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

CONSTRAINT "AuditLog_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Organisasi_kode_key" ON "Organisasi"("kode");

-- CreateIndex
CREATE UNIQUE INDEX "Pengguna_email_key" ON "Pengguna"("email");

-- CreateIndex
CREATE INDEX "Pengguna_organisasiId_peran_idx" ON "Pengguna"("organisasiId", "peran");

-- CreateIndex
CREATE INDEX "Metadata_status_publishedAt_idx" ON "Metadata"("status", "publishedAt" DESC);

-- CreateIndex
CREATE INDEX "Metadata_organisasiId_status_idx" ON "Metadata"("organisasiId", "status");

-- CreateIndex
CREATE INDEX "Metadata_ownerId_status_idx" ON "Metadata"("ownerId", "status");

-- CreateIndex
CREATE INDEX "Metadata_tipeData_idx" ON "Metadata"("tipeData");

-- CreateIndex
CREATE INDEX "Metadata_topikKategori_idx" ON "Metadata" USING GIN ("topikKategori");

-- CreateIndex
CREATE INDEX "Metadata_searchVector_idx" ON "Metadata" USING GIN ("searchVector");

-- CreateIndex
CREATE INDEX "Metadata_bbox_idx" ON "Metadata" USING GIST ("bbox");

-- CreateIndex
CREATE INDEX "Metadata_judul_trgm_idx" ON "Metadata" USING GIN ("judul" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "MetadataTanggal_metadataId_idx" ON "MetadataTanggal"("metadataId");

-- CreateIndex
CREATE INDEX "MetadataKataKunci_metadataId_idx" ON "MetadataKataKunci"("metadataId");

-- CreateIndex
CREATE INDEX "MetadataKataKunci_kataKunci_idx" ON "MetadataKataKunci"("kataKunci");

-- CreateIndex
CREATE INDEX "MetadataKontak_metadataId_idx" ON "MetadataKontak"("metadataId");

-- CreateIndex
CREATE INDEX "MetadataDistribusi_metadataId_idx" ON "MetadataDistribusi"("metadataId");

-- CreateIndex
CREATE INDEX "LaporanKualitasData_metadataId_idx" ON "LaporanKualitasData"("metadataId");

-- CreateIndex
CREATE UNIQUE INDEX "DokumenKualitas_signatureToken_key" ON "DokumenKualitas"("signatureToken");

-- CreateIndex
CREATE INDEX "DokumenKualitas_metadataId_tipe_createdAt_idx" ON "DokumenKualitas"("metadataId", "tipe", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "DokumenKualitas_pemeriksaId_status_idx" ON "DokumenKualitas"("pemeriksaId", "status");

-- CreateIndex
CREATE INDEX "RiwayatStatus_metadataId_createdAt_idx" ON "RiwayatStatus"("metadataId", "createdAt");

-- CreateIndex
CREATE INDEX "KodeReferensi_jenis_urutan_idx" ON "KodeReferensi"("jenis", "urutan");

-- CreateIndex
CREATE UNIQUE INDEX "KodeReferensi_jenis_kode_key" ON "KodeReferensi"("jenis", "kode");

-- CreateIndex
CREATE INDEX "AuditLog_createdAt_idx" ON "AuditLog"("createdAt");

-- CreateIndex
CREATE INDEX "AuditLog_actorId_createdAt_idx" ON "AuditLog"("actorId", "createdAt");

-- AddForeignKey
ALTER TABLE "Pengguna" ADD CONSTRAINT "Pengguna_organisasiId_fkey" FOREIGN KEY ("organisasiId") REFERENCES "Organisasi"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Metadata" ADD CONSTRAINT "Metadata_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "Pengguna"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Metadata" ADD CONSTRAINT "Metadata_organisasiId_fkey" FOREIGN KEY ("organisasiId") REFERENCES "Organisasi"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MetadataTanggal" ADD CONSTRAINT "MetadataTanggal_metadataId_fkey" FOREIGN KEY ("metadataId") REFERENCES "Metadata"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MetadataKataKunci" ADD CONSTRAINT "MetadataKataKunci_metadataId_fkey" FOREIGN KEY ("metadataId") REFERENCES "Metadata"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MetadataKontak" ADD CONSTRAINT "MetadataKontak_metadataId_fkey" FOREIGN KEY ("metadataId") REFERENCES "Metadata"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MetadataDistribusi" ADD CONSTRAINT "MetadataDistribusi_metadataId_fkey" FOREIGN KEY ("metadataId") REFERENCES "Metadata"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LaporanKualitasData" ADD CONSTRAINT "LaporanKualitasData_metadataId_fkey" FOREIGN KEY ("metadataId") REFERENCES "Metadata"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DokumenKualitas" ADD CONSTRAINT "DokumenKualitas_metadataId_fkey" FOREIGN KEY ("metadataId") REFERENCES "Metadata"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DokumenKualitas" ADD CONSTRAINT "DokumenKualitas_pemeriksaId_fkey" FOREIGN KEY ("pemeriksaId") REFERENCES "Pengguna"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DokumenKualitas" ADD CONSTRAINT "DokumenKualitas_signerId_fkey" FOREIGN KEY ("signerId") REFERENCES "Pengguna"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RiwayatStatus" ADD CONSTRAINT "RiwayatStatus_metadataId_fkey" FOREIGN KEY ("metadataId") REFERENCES "Metadata"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RiwayatStatus" ADD CONSTRAINT "RiwayatStatus_actorId_fkey" FOREIGN KEY ("actorId") REFERENCES "Pengguna"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AuditLog" ADD CONSTRAINT "AuditLog_actorId_fkey" FOREIGN KEY ("actorId") REFERENCES "Pengguna"("id") ON DELETE SET NULL ON UPDATE CASCADE;