-- A record's AnyText words ("kataTeks", about 2.7 KB) were offered to pglz on every write and
-- stored uncompressed: pglz gives up on text that shrinks by less than a quarter, after trying
-- all of it. lz4 takes what it saves (a seventh of these words) at a fraction of pglz's cost,
-- and a pattern's hits read them back faster, as for the other search columns. Values already
-- stored keep their form until rewritten. Builds without lz4 keep pglz.
DO $$
BEGIN
  ALTER TABLE "Metadata" ALTER COLUMN "kataTeks" SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported OR invalid_parameter_value OR undefined_object THEN
  RAISE NOTICE 'lz4 is not available in this PostgreSQL build: AnyText words stay as they were';
END
$$;
