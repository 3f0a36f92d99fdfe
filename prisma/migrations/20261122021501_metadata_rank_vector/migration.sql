-- Relevance ranks by the title (weight A) and keyword (B) part of the search vector, kept in
-- the row itself.
--
-- ts_rank over the whole "searchVector" fetched every hit's vector from TOAST (the abstract makes
-- it ~1.3 kB compressed, and toast_tuple_target = 256 moves it out of line): for a word with
-- 11,700 hits in 100,000 records ranking took ~140-160 ms, against ~45 ms over this column
-- (measured on PostgreSQL 15). Matching still uses "searchVector" and its GIN index, so a word
-- that only the abstract holds still finds the record; among equally ranked hits the newest
-- comes first.
--
-- STORAGE MAIN keeps the column inline (compressed when the row is over toast_tuple_target); it
-- moves out of line only when a row would not fit its page, so a long title cannot make an
-- insert fail.
ALTER TABLE "Metadata" ADD COLUMN "rankVector" tsvector;
ALTER TABLE "Metadata" ALTER COLUMN "rankVector" SET STORAGE MAIN;
DO $$
BEGIN
  ALTER TABLE "Metadata" ALTER COLUMN "rankVector" SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported OR invalid_parameter_value OR undefined_object THEN
  RAISE NOTICE 'lz4 is not available in this PostgreSQL build: rank vectors stay pglz-compressed';
END
$$;

-- Derived from "searchVector" whichever writer set it (the search_fields trigger, a bulk
-- loader, the keyword triggers). Trigger names fire in alphabetical order: search_rank runs
-- after search_fields has computed the vector.
CREATE OR REPLACE FUNCTION simpul_metadata_rank_vector() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW."rankVector" := ts_filter(NEW."searchVector", '{a,b}');
  RETURN NEW;
END
$$;

CREATE TRIGGER "Metadata_search_rank"
  BEFORE INSERT OR UPDATE OF "judul", "judulAlternatif", "abstrak", "searchVector"
  ON "Metadata" FOR EACH ROW EXECUTE FUNCTION simpul_metadata_rank_vector();

UPDATE "Metadata" SET "rankVector" = ts_filter("searchVector", '{a,b}') WHERE "searchVector" IS NOT NULL;
