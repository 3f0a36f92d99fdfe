-- An import's statement of new records (lib/db/write-imported-record.ts, newRecordsStatement)
-- writes their queryable rows ("NilaiKueri") itself, one INSERT for the whole batch, and says so
-- with the setting simpul.queryable_rows_given (local to its transaction, which is that one
-- statement). The row trigger that keeps the table for every other writer then does not fire
-- for its rows: run once a record, it parsed each record's queryables' JSON again and inserted
-- its rows one statement at a time (2.7 s of PostgreSQL's 19 s in an import of 10,000 generated
-- records). Every other writer, and updates, keep the trigger as before. The search rows
-- ("MetadataCari", "MetadataCariKata") keep theirs: see write-imported-record.ts.

-- One trigger for inserts and updates before; now two, as only an insert may be given its rows.
DROP TRIGGER "Metadata_nilai_kueri" ON "Metadata";
CREATE TRIGGER "Metadata_nilai_kueri_insert" AFTER INSERT ON "Metadata"
  FOR EACH ROW WHEN (current_setting('simpul.queryable_rows_given', true) IS DISTINCT FROM 'on')
  EXECUTE FUNCTION simpul_metadata_nilai_kueri();
CREATE TRIGGER "Metadata_nilai_kueri_update" AFTER UPDATE OF "nilaiKueri" ON "Metadata"
  FOR EACH ROW EXECUTE FUNCTION simpul_metadata_nilai_kueri();

-- The search rows' vectors were compressed with PostgreSQL's default pglz, unlike the record's
-- own (migration search_vector_lz4). lz4 compresses and decompresses faster. New values take
-- it; builds without lz4 keep pglz.
DO $$
BEGIN
  ALTER TABLE "MetadataCari" ALTER COLUMN "searchVector" SET COMPRESSION lz4;
  ALTER TABLE "MetadataCariKata" ALTER COLUMN "searchVector" SET COMPRESSION lz4;
  ALTER TABLE "Metadata" ALTER COLUMN "nilaiKueri" SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported OR invalid_parameter_value OR undefined_object THEN
  RAISE NOTICE 'lz4 is not available in this PostgreSQL build: these columns stay pglz-compressed';
END
$$;
