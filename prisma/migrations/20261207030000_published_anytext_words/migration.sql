-- The published records' AnyText words and topic categories beside their search words
-- (schema.prisma: MetadataCariKata): what a CSW or OGC API – Records search of words alone
-- (AnyText patterns and words, FreeText) counts its hits in, every arm of an AnyText pattern
-- through its own index. Counted on "Metadata", a common pattern's hits are on nearly every
-- heap page, each of which is read: '%peta%' (81,642 of 100,000 generated records) visited
-- 14,285 pages. Here a row is an id, its topic codes and two pointers into TOAST (1,865 pages).
-- Measured on PostgreSQL 15 at 100,000 generated records, warm: '%peta%' 71-86 -> 39-46 ms,
-- '%provinsi%' 86-98 -> 45-58, '%kabupaten%' 80-82 -> 43-47, '%hutan%' 38-53 -> 18-24.
ALTER TABLE "MetadataCariKata" ADD COLUMN "kataTeks" tsvector, ADD COLUMN "topikKategori" TEXT[];
ALTER TABLE "MetadataCariKata" ALTER COLUMN "topikKategori" SET STORAGE PLAIN;
DO $$
BEGIN
  ALTER TABLE "MetadataCariKata" ALTER COLUMN "kataTeks" SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported OR invalid_parameter_value OR undefined_object THEN
  RAISE NOTICE 'lz4 is not available in this PostgreSQL build: AnyText words stay pglz-compressed';
END
$$;

-- One trigger now keeps both search tables from "Metadata": the words' row is written from the
-- record (whose "kataTeks" the search row does not hold), after its search row (the foreign
-- key), and rewritten only when its columns changed, as the trigger on "MetadataCari" did.
DROP TRIGGER "MetadataCari_kata_insert" ON "MetadataCari";
DROP TRIGGER "MetadataCari_kata_update" ON "MetadataCari";
DROP FUNCTION simpul_metadata_cari_kata();

CREATE OR REPLACE FUNCTION simpul_metadata_cari() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (NEW."status" <> 'PUBLISHED' OR NEW."id" <> OLD."id") THEN
    DELETE FROM "MetadataCari" WHERE "id" = OLD."id";
  END IF;
  IF NEW."status" = 'PUBLISHED' THEN
    INSERT INTO "MetadataCari" ("id", "publishedAt", "judul", "tipeData", "topikKategori", "organisasiId",
                                "bbox", "searchVector", "rankVector")
    VALUES (NEW."id", NEW."publishedAt", NEW."judul", NEW."tipeData", NEW."topikKategori", NEW."organisasiId",
            NEW."bbox", NEW."searchVector", NEW."rankVector")
    ON CONFLICT ("id") DO UPDATE SET
      "publishedAt" = EXCLUDED."publishedAt", "judul" = EXCLUDED."judul", "tipeData" = EXCLUDED."tipeData",
      "topikKategori" = EXCLUDED."topikKategori", "organisasiId" = EXCLUDED."organisasiId",
      "bbox" = EXCLUDED."bbox", "searchVector" = EXCLUDED."searchVector", "rankVector" = EXCLUDED."rankVector";
    INSERT INTO "MetadataCariKata" ("id", "searchVector", "kataTeks", "topikKategori")
    VALUES (NEW."id", NEW."searchVector", NEW."kataTeks", NEW."topikKategori")
    ON CONFLICT ("id") DO UPDATE SET
      "searchVector" = EXCLUDED."searchVector", "kataTeks" = EXCLUDED."kataTeks", "topikKategori" = EXCLUDED."topikKategori"
      WHERE ("MetadataCariKata"."searchVector", "MetadataCariKata"."kataTeks", "MetadataCariKata"."topikKategori")
            IS DISTINCT FROM (EXCLUDED."searchVector", EXCLUDED."kataTeks", EXCLUDED."topikKategori");
  END IF;
  RETURN NULL;
END
$$;

-- Filled again rather than updated: an update of every row would write each row and each of its
-- words in the index twice. The indexes are built on the whole table, as compact as they get.
DROP INDEX "MetadataCariKata_searchVector_idx";
TRUNCATE "MetadataCariKata";
INSERT INTO "MetadataCariKata" ("id", "searchVector", "kataTeks", "topikKategori")
  SELECT m."id", m."searchVector", m."kataTeks", m."topikKategori"
    FROM "MetadataCari" c JOIN "Metadata" m ON m."id" = c."id";

-- CreateIndex
CREATE INDEX "MetadataCariKata_searchVector_idx" ON "MetadataCariKata" USING GIN ("searchVector");

-- CreateIndex
CREATE INDEX "MetadataCariKata_kataTeks_idx" ON "MetadataCariKata" USING GIN ("kataTeks");

-- CreateIndex
CREATE INDEX "MetadataCariKata_topikKategori_idx" ON "MetadataCariKata" USING GIN ("topikKategori");
