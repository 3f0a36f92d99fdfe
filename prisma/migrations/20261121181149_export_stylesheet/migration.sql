-- CreateTable
CREATE TABLE "StylesheetEkspor" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "nama" VARCHAR(255) NOT NULL,
    "isi" TEXT NOT NULL,
    "diunggahOlehId" TEXT,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "StylesheetEkspor_pkey" PRIMARY KEY ("id")
);
-- A single settings row.
ALTER TABLE "StylesheetEkspor" ADD CONSTRAINT "StylesheetEkspor_single_row" CHECK ("id" = 1);
