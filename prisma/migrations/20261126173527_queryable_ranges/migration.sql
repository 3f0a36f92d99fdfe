-- The date and number queryables of "Metadata"."nilaiKueri" (lib/search/properties.ts: STORED_DATES,
-- STORED_NUMBERS), one row a value with its instant or number: comparisons and ranges on them
-- read a B-tree range here, where they read every record's JSON before (0.7 s at 100,000
-- records for apiso:TempExtent_begin >= '2023-01-01'). Kept by a trigger from "nilaiKueri",
-- whoever writes it.

-- CreateTable
CREATE TABLE "NilaiKueri" (
    "metadataId" TEXT NOT NULL,
    "kueri" TEXT NOT NULL,
    "nilai" TEXT NOT NULL,
    "waktu" TIMESTAMP(3),
    "angka" DOUBLE PRECISION,

    CONSTRAINT "NilaiKueri_pkey" PRIMARY KEY ("metadataId","kueri","nilai")
);

-- CreateIndex
CREATE INDEX "NilaiKueri_kueri_waktu_metadataId_idx" ON "NilaiKueri"("kueri", "waktu", "metadataId") WHERE (waktu IS NOT NULL);

-- CreateIndex
CREATE INDEX "NilaiKueri_kueri_angka_metadataId_idx" ON "NilaiKueri"("kueri", "angka", "metadataId") WHERE (angka IS NOT NULL);

-- AddForeignKey
ALTER TABLE "NilaiKueri" ADD CONSTRAINT "NilaiKueri_metadataId_fkey" FOREIGN KEY ("metadataId") REFERENCES "Metadata"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A record's rows: the queryables stored here are the lists of lib/search/properties.ts
-- (STORED_DATES are instants, STORED_NUMBERS numbers; a test compares them).
CREATE FUNCTION simpul_nilai_kueri_baris(rekaman text, nilai_kueri jsonb)
RETURNS TABLE ("metadataId" text, "kueri" text, "nilai" text, "waktu" timestamp(3), "angka" float8)
LANGUAGE sql STABLE AS $$
  SELECT DISTINCT rekaman, e.key, v.value,
         CASE WHEN t.jenis = 'waktu' THEN v.value::timestamp(3) END,
         CASE WHEN t.jenis = 'angka' THEN v.value::float8 END
    FROM (VALUES ('CreationDate', 'waktu'), ('PublicationDate', 'waktu'), ('RevisionDate', 'waktu'),
                 ('TempExtent_begin', 'waktu'), ('TempExtent_end', 'waktu'),
                 ('SpecificationDate', 'waktu'), ('Date', 'waktu'),
                 ('Denominator', 'angka'), ('DistanceValue', 'angka')) AS t(kueri, jenis)
    JOIN jsonb_each(nilai_kueri) AS e(key, value) ON e.key = t.kueri
    CROSS JOIN LATERAL jsonb_array_elements_text(
      CASE WHEN jsonb_typeof(e.value) = 'array' THEN e.value ELSE '[]'::jsonb END) AS v(value)
$$;

CREATE FUNCTION simpul_metadata_nilai_kueri() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF NEW."nilaiKueri" IS NOT DISTINCT FROM OLD."nilaiKueri" THEN
      RETURN NULL;
    END IF;
    DELETE FROM "NilaiKueri" WHERE "metadataId" = NEW."id";
  END IF;
  INSERT INTO "NilaiKueri" SELECT * FROM simpul_nilai_kueri_baris(NEW."id", NEW."nilaiKueri");
  RETURN NULL;
END
$$;

CREATE TRIGGER "Metadata_nilai_kueri"
  AFTER INSERT OR UPDATE OF "nilaiKueri" ON "Metadata"
  FOR EACH ROW EXECUTE FUNCTION simpul_metadata_nilai_kueri();

INSERT INTO "NilaiKueri"
  SELECT b.* FROM "Metadata" m, simpul_nilai_kueri_baris(m."id", m."nilaiKueri") AS b
   WHERE m."nilaiKueri" IS NOT NULL;
