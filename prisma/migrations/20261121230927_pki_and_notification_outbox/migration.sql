-- CreateEnum
CREATE TYPE "JenisSertifikat" AS ENUM ('CA', 'PENANDATANGAN');

-- CreateEnum
CREATE TYPE "KanalNotifikasi" AS ENUM ('EMAIL', 'WHATSAPP');

-- CreateEnum
CREATE TYPE "StatusNotifikasi" AS ENUM ('PENDING', 'SENT', 'FAILED');

-- AlterTable
ALTER TABLE "DokumenKualitas" ADD COLUMN     "hashDokumen" CHAR(64),
ADD COLUMN     "sertifikatId" TEXT,
ADD COLUMN     "tandaTangan" TEXT;

-- CreateTable
CREATE TABLE "Sertifikat" (
    "id" TEXT NOT NULL,
    "jenis" "JenisSertifikat" NOT NULL,
    "penggunaId" TEXT,
    "serial" VARCHAR(64) NOT NULL,
    "subjek" TEXT NOT NULL,
    "sertifikatPem" TEXT NOT NULL,
    "kunciPrivat" TEXT NOT NULL,
    "berlakuDari" TIMESTAMP(3) NOT NULL,
    "berlakuHingga" TIMESTAMP(3) NOT NULL,
    "aktif" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Sertifikat_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Notifikasi" (
    "id" TEXT NOT NULL,
    "kanal" "KanalNotifikasi" NOT NULL,
    "penerimaId" TEXT,
    "tujuan" VARCHAR(255) NOT NULL,
    "subjek" TEXT NOT NULL,
    "isi" TEXT NOT NULL,
    "metadataId" TEXT,
    "status" "StatusNotifikasi" NOT NULL DEFAULT 'PENDING',
    "percobaan" INTEGER NOT NULL DEFAULT 0,
    "berikutnyaPada" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "dikunciHingga" TIMESTAMP(3),
    "galatTerakhir" TEXT,
    "terkirimPada" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Notifikasi_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Sertifikat_penggunaId_aktif_idx" ON "Sertifikat"("penggunaId", "aktif");

-- CreateIndex
CREATE INDEX "Sertifikat_jenis_aktif_idx" ON "Sertifikat"("jenis", "aktif");

-- CreateIndex
CREATE INDEX "Notifikasi_status_berikutnyaPada_idx" ON "Notifikasi"("status", "berikutnyaPada");

-- AddForeignKey
ALTER TABLE "DokumenKualitas" ADD CONSTRAINT "DokumenKualitas_sertifikatId_fkey" FOREIGN KEY ("sertifikatId") REFERENCES "Sertifikat"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Sertifikat" ADD CONSTRAINT "Sertifikat_penggunaId_fkey" FOREIGN KEY ("penggunaId") REFERENCES "Pengguna"("id") ON DELETE SET NULL ON UPDATE CASCADE;