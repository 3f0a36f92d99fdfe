-- What CSW's AnyText searches (lib/search/any-text.ts): every character value of a record as
-- served, folded (lower case, no accents), one per line. A PropertyIsLike pattern becomes a
-- newline-sensitive regular expression over it; the trigram index answers fragments, suffixes
-- and single characters alike. Rows stored before stay NULL here: SQL cannot render a record,
-- so npm start fills them (lib/catalogue/records/search-text.ts).
-- AlterTable
ALTER TABLE "Metadata" ADD COLUMN     "teksLengkap" TEXT;

-- CreateIndex
CREATE INDEX "Metadata_teksLengkap_trgm_idx" ON "Metadata" USING GIN ("teksLengkap" gin_trgm_ops);

-- Every hit of a pattern is read again to check it (the index only narrows): lz4 decompresses
-- faster than the default pglz, as for the search vectors. Builds without lz4 keep pglz.
DO $$
BEGIN
  ALTER TABLE "Metadata" ALTER COLUMN "teksLengkap" SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported OR invalid_parameter_value OR undefined_object THEN
  RAISE NOTICE 'lz4 is not available in this PostgreSQL build: AnyText values stay pglz-compressed';
END
$$;
