-- The published records' words alone (schema.prisma: MetadataCariKata): what a search that has
-- only words counts its hits in. Counting visits every heap page that holds a hit, and a common
-- word's hits are on nearly every page: 8,523 pages of "MetadataCari" at 100,000 generated
-- records against 1,032 here. Measured on PostgreSQL 15 for "peta" (50,648 hits) 22 -> 10 ms,
-- "provinsi" (91,096) 30 -> 14 ms.
-- CreateTable
CREATE TABLE "MetadataCariKata" (
    "id" TEXT NOT NULL,
    "searchVector" tsvector,

    CONSTRAINT "MetadataCariKata_pkey" PRIMARY KEY ("id")
);

-- The vector goes to TOAST: the GIN index answers the match, and a row is its id.
ALTER TABLE "MetadataCariKata" SET (toast_tuple_target = 128);
ALTER TABLE "MetadataCariKata" ALTER COLUMN "id" SET STORAGE PLAIN;

-- Kept from "MetadataCari" whoever writes it (the trigger on "Metadata" that keeps the search
-- rows, a bulk copy): a new row or changed words are copied; a removed row's words go with it
-- (the foreign key).
CREATE FUNCTION simpul_metadata_cari_kata() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "MetadataCariKata" ("id", "searchVector") VALUES (NEW."id", NEW."searchVector")
  ON CONFLICT ("id") DO UPDATE SET "searchVector" = EXCLUDED."searchVector";
  RETURN NULL;
END
$$;

CREATE TRIGGER "MetadataCari_kata_insert" AFTER INSERT ON "MetadataCari"
  FOR EACH ROW EXECUTE FUNCTION simpul_metadata_cari_kata();
CREATE TRIGGER "MetadataCari_kata_update" AFTER UPDATE OF "searchVector" ON "MetadataCari"
  FOR EACH ROW WHEN (NEW."searchVector" IS DISTINCT FROM OLD."searchVector") EXECUTE FUNCTION simpul_metadata_cari_kata();

INSERT INTO "MetadataCariKata" ("id", "searchVector") SELECT "id", "searchVector" FROM "MetadataCari";

-- CreateIndex
CREATE INDEX "MetadataCariKata_searchVector_idx" ON "MetadataCariKata" USING GIN ("searchVector");

-- AddForeignKey
ALTER TABLE "MetadataCariKata" ADD CONSTRAINT "MetadataCariKata_id_fkey" FOREIGN KEY ("id") REFERENCES "MetadataCari"("id") ON DELETE CASCADE ON UPDATE CASCADE;
