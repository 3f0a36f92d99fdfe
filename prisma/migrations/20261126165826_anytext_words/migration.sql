-- AnyText words (lib/search/any-text.ts). A pattern's letters lie inside one word of a value
-- (a run of the letters a-z of "teksLengkap"), so '%utan%' is: the records holding a word that
-- holds "utan". The words that do are few and found in the lexicon "KataTeks" (trigram index
-- over some thousands of words), the records holding them in "kataTeks" (GIN, exact): no record
-- is read to be checked, where the trigram index over "teksLengkap" sent every candidate's whole
-- text to be matched again (most of the time of an AnyText search at 100,000 records).
--
-- A record whose words would not fit a tsvector (a word over 255 letters, or some hundreds of
-- kilobytes of words) holds the word '0' (never a word: words are letters) instead, and its
-- patterns are matched on "teksLengkap" through the partial trigram index below.

-- AlterTable
ALTER TABLE "Metadata" ADD COLUMN     "kataTeks" tsvector;

-- CreateTable
CREATE TABLE "KataTeks" (
    "kata" TEXT NOT NULL,

    CONSTRAINT "KataTeks_pkey" PRIMARY KEY ("kata")
);

-- CreateIndex
CREATE INDEX "KataTeks_kata_trgm_idx" ON "KataTeks" USING GIN ("kata" gin_trgm_ops);

-- The words of a record's AnyText text, and the first and last words of its values marked
-- ('^word' where a value starts with letters, 'word$' where it ends with them: '%ungai' is a value
-- whose last word ends in "ungai"). Never NULL, so that a pattern on them is two-valued.
CREATE FUNCTION simpul_kata_teks(teks text) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN coalesce(max(length(kata)), 0) > 256 OR coalesce(sum(length(kata) + 8), 0) > 500000
      THEN '0'::tsvector
    ELSE array_to_tsvector(coalesce(array_agg(kata), '{}'))
  END
  FROM (SELECT DISTINCT kata
          FROM (SELECT regexp_split_to_table(coalesce(teks, ''), '[^a-z]+') AS kata
                UNION ALL
                SELECT k FROM regexp_split_to_table(coalesce(teks, ''), E'\n') AS line,
                       LATERAL (VALUES ('^' || substring(line FROM '^[a-z]+')),
                                       (substring(line FROM '[a-z]+$') || '$')) AS ends(k)) AS found
         WHERE kata <> '') AS words
$$;

-- The records' words, for a list of LIKE patterns over words: every pattern (&) is held by one
-- of the words (|) that match it; '1' (never a word: no record) when some pattern matches none.
-- A pattern marked '^' or '$' looks at the marked first and last words of values, any other at
-- the plain words only (which every marked word also is), so that its _ never stands for a mark.
CREATE FUNCTION simpul_kata_pola(pola text[]) RETURNS tsquery
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN bool_or(words IS NULL) THEN '1'::tsquery
              ELSE string_agg('(' || words || ')', ' & ')::tsquery END
  FROM (SELECT (SELECT string_agg(quote_literal(k."kata"), ' | ') FROM "KataTeks" k
                 WHERE k."kata" LIKE p AND (p LIKE '^%' OR p LIKE '%$' OR k."kata" ~ '^[a-z]+$'))
          AS words
          FROM unnest(pola) AS p) AS patterns
$$;

-- Words in sorted order, so that two writers adding the same new words never deadlock.
CREATE FUNCTION simpul_metadata_kata_teks() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW."teksLengkap" IS NOT DISTINCT FROM OLD."teksLengkap" THEN
    RETURN NEW;
  END IF;
  NEW."kataTeks" := simpul_kata_teks(NEW."teksLengkap");
  INSERT INTO "KataTeks" ("kata")
    SELECT kata FROM unnest(tsvector_to_array(NEW."kataTeks")) AS kata WHERE kata <> '0' ORDER BY kata
    ON CONFLICT DO NOTHING;
  RETURN NEW;
END
$$;

CREATE TRIGGER "Metadata_kata_teks"
  BEFORE INSERT OR UPDATE OF "teksLengkap" ON "Metadata"
  FOR EACH ROW EXECUTE FUNCTION simpul_metadata_kata_teks();

UPDATE "Metadata" SET "kataTeks" = simpul_kata_teks("teksLengkap");
INSERT INTO "KataTeks" ("kata")
  SELECT DISTINCT kata FROM "Metadata", unnest(tsvector_to_array("kataTeks")) AS kata
   WHERE kata <> '0' ORDER BY kata
  ON CONFLICT DO NOTHING;

-- CreateIndex
CREATE INDEX "Metadata_kataTeks_idx" ON "Metadata" USING GIN ("kataTeks");

-- CreateIndex
CREATE INDEX "Metadata_teksLengkap_unindexed_idx" ON "Metadata" USING GIN ("teksLengkap" gin_trgm_ops) WHERE ("kataTeks" @@ '''0'''::tsquery);
