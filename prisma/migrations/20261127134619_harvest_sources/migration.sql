-- CreateEnum
CREATE TYPE "ProtokolPanen" AS ENUM ('CSW', 'OGCAPI_RECORDS', 'OAI_PMH', 'WAF');

-- CreateEnum
CREATE TYPE "KebijakanPanen" AS ENUM ('DRAFT', 'QCQE_PROCESS', 'PUBLISHED');

-- CreateEnum
CREATE TYPE "StatusPanen" AS ENUM ('ANTRE', 'BERJALAN', 'SELESAI', 'GAGAL', 'DIBATALKAN');

-- CreateTable
CREATE TABLE "SumberPanen" (
    "id" TEXT NOT NULL,
    "nama" VARCHAR(200) NOT NULL,
    "protokol" "ProtokolPanen" NOT NULL,
    "url" VARCHAR(2000) NOT NULL,
    "organisasiId" TEXT NOT NULL,
    "intervalMenit" INTEGER,
    "jamHarian" VARCHAR(5),
    "filter" TEXT,
    "q" VARCHAR(500),
    "bbox" DOUBLE PRECISION[],
    "setOai" VARCHAR(200),
    "kebijakan" "KebijakanPanen" NOT NULL DEFAULT 'DRAFT',
    "xslt" TEXT,
    "kredensial" TEXT,
    "aktif" BOOLEAN NOT NULL DEFAULT true,
    "berikutnyaPada" TIMESTAMP(3),
    "terakhirBerhasilPada" TIMESTAMP(3),
    "dibuatOlehId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SumberPanen_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PanenRun" (
    "id" TEXT NOT NULL,
    "sumberId" TEXT NOT NULL,
    "status" "StatusPanen" NOT NULL DEFAULT 'ANTRE',
    "pemicu" VARCHAR(16) NOT NULL,
    "pemicuId" TEXT,
    "sejak" TIMESTAMP(3),
    "kursor" TEXT,
    "dikunciHingga" TIMESTAMP(3),
    "dimintaBatal" BOOLEAN NOT NULL DEFAULT false,
    "dilihat" INTEGER NOT NULL DEFAULT 0,
    "ditambah" INTEGER NOT NULL DEFAULT 0,
    "diperbarui" INTEGER NOT NULL DEFAULT 0,
    "tidakBerubah" INTEGER NOT NULL DEFAULT 0,
    "ditarik" INTEGER NOT NULL DEFAULT 0,
    "konflik" INTEGER NOT NULL DEFAULT 0,
    "gagal" INTEGER NOT NULL DEFAULT 0,
    "jumlahRemote" INTEGER,
    "pesan" TEXT,
    "mulaiPada" TIMESTAMP(3),
    "selesaiPada" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PanenRun_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PanenItem" (
    "id" TEXT NOT NULL,
    "runId" TEXT NOT NULL,
    "idRemote" VARCHAR(1000),
    "hasil" VARCHAR(16) NOT NULL,
    "alasan" VARCHAR(32),
    "pesan" TEXT,
    "metadataId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PanenItem_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "MetadataPanen" (
    "metadataId" TEXT NOT NULL,
    "sumberId" TEXT NOT NULL,
    "idRemote" VARCHAR(1000) NOT NULL,
    "tautanAsli" VARCHAR(2000),
    "digest" CHAR(64) NOT NULL,
    "dilihatRunId" TEXT,

    CONSTRAINT "MetadataPanen_pkey" PRIMARY KEY ("metadataId")
);

-- CreateIndex
CREATE INDEX "SumberPanen_aktif_berikutnyaPada_idx" ON "SumberPanen"("aktif", "berikutnyaPada");

-- CreateIndex
CREATE INDEX "PanenRun_sumberId_createdAt_idx" ON "PanenRun"("sumberId", "createdAt");

-- CreateIndex
CREATE INDEX "PanenRun_status_dikunciHingga_idx" ON "PanenRun"("status", "dikunciHingga");

-- CreateIndex
CREATE INDEX "PanenItem_runId_hasil_idx" ON "PanenItem"("runId", "hasil");

-- CreateIndex
CREATE INDEX "MetadataPanen_sumberId_dilihatRunId_idx" ON "MetadataPanen"("sumberId", "dilihatRunId");

-- CreateIndex
CREATE UNIQUE INDEX "MetadataPanen_sumberId_idRemote_key" ON "MetadataPanen"("sumberId", "idRemote");

-- AddForeignKey
ALTER TABLE "SumberPanen" ADD CONSTRAINT "SumberPanen_organisasiId_fkey" FOREIGN KEY ("organisasiId") REFERENCES "Organisasi"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SumberPanen" ADD CONSTRAINT "SumberPanen_dibuatOlehId_fkey" FOREIGN KEY ("dibuatOlehId") REFERENCES "Pengguna"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PanenRun" ADD CONSTRAINT "PanenRun_sumberId_fkey" FOREIGN KEY ("sumberId") REFERENCES "SumberPanen"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PanenItem" ADD CONSTRAINT "PanenItem_runId_fkey" FOREIGN KEY ("runId") REFERENCES "PanenRun"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MetadataPanen" ADD CONSTRAINT "MetadataPanen_metadataId_fkey" FOREIGN KEY ("metadataId") REFERENCES "Metadata"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MetadataPanen" ADD CONSTRAINT "MetadataPanen_sumberId_fkey" FOREIGN KEY ("sumberId") REFERENCES "SumberPanen"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- Public answers show where a harvested record came from (the portal, REST, OGC API): a change
-- of its provenance is a change of the catalogue, as for the record's other tables.
CREATE TRIGGER "MetadataPanen_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "MetadataPanen"
  FOR EACH STATEMENT EXECUTE FUNCTION simpul_catalogue_changed();
CREATE TRIGGER "SumberPanen_catalogue_changed" AFTER UPDATE OF "nama", "url" OR DELETE OR TRUNCATE ON "SumberPanen"
  FOR EACH STATEMENT EXECUTE FUNCTION simpul_catalogue_changed();
