-- An import's statement of new records (lib/db/write-imported-record.ts, newRecordsStatement)
-- writes their search rows ("MetadataCari", "MetadataCariKata") and their queryable rows
-- ("NilaiKueri") itself, one INSERT each for the whole batch, and says so with the setting
-- simpul.search_rows_given (local to its transaction, which is that one statement). The row
-- triggers that keep those tables for every other writer then do not fire for its rows: run
-- once a record, they were 30 % of PostgreSQL's time in an import of 10,000 generated records
-- (3.1 s, 2.7 s and 1.0 s of 19 s), each reading back the row's vectors or parsing its
-- queryables' JSON again. Every other writer, and updates, keep the triggers as before.

DROP TRIGGER "Metadata_cari_insert" ON "Metadata";
CREATE TRIGGER "Metadata_cari_insert" AFTER INSERT ON "Metadata"
  FOR EACH ROW WHEN (NEW."status" = 'PUBLISHED'
                     AND current_setting('simpul.search_rows_given', true) IS DISTINCT FROM 'on')
  EXECUTE FUNCTION simpul_metadata_cari();

DROP TRIGGER "MetadataCari_kata_insert" ON "MetadataCari";
CREATE TRIGGER "MetadataCari_kata_insert" AFTER INSERT ON "MetadataCari"
  FOR EACH ROW WHEN (current_setting('simpul.search_rows_given', true) IS DISTINCT FROM 'on')
  EXECUTE FUNCTION simpul_metadata_cari_kata();

-- One trigger for inserts and updates before; now two, as only an insert may be given its rows.
DROP TRIGGER "Metadata_nilai_kueri" ON "Metadata";
CREATE TRIGGER "Metadata_nilai_kueri_insert" AFTER INSERT ON "Metadata"
  FOR EACH ROW WHEN (current_setting('simpul.search_rows_given', true) IS DISTINCT FROM 'on')
  EXECUTE FUNCTION simpul_metadata_nilai_kueri();
CREATE TRIGGER "Metadata_nilai_kueri_update" AFTER UPDATE OF "nilaiKueri" ON "Metadata"
  FOR EACH ROW EXECUTE FUNCTION simpul_metadata_nilai_kueri();

-- The search rows' vectors were compressed with PostgreSQL's default pglz, unlike the record's
-- own (migration search_vector_lz4): 1.8 % of the database's time in an import went to pglz
-- alone, and every search decompresses the vectors of its hits. lz4 compresses and decompresses
-- faster. New values take it; builds without lz4 keep pglz.
DO $$
BEGIN
  ALTER TABLE "MetadataCari" ALTER COLUMN "searchVector" SET COMPRESSION lz4;
  ALTER TABLE "MetadataCariKata" ALTER COLUMN "searchVector" SET COMPRESSION lz4;
  ALTER TABLE "Metadata" ALTER COLUMN "nilaiKueri" SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported OR invalid_parameter_value OR undefined_object THEN
  RAISE NOTICE 'lz4 is not available in this PostgreSQL build: the search rows stay pglz-compressed';
END
$$;
