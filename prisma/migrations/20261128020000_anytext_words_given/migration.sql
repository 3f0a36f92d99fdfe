-- An import computes a record's AnyText words itself (lib/search/any-text.ts: anyTextWords, held
-- equal to simpul_kata_teks by a test) and sends them with the record, under simpul.bulk_load;
-- its statement adds the words of all its records to the lexicon at once, in sorted order
-- (lib/db/write-imported-record.ts). Row by row, the words' regular expressions and the
-- lexicon's look-ups were a third of the database's time of an import. Every other writer is
-- served by the trigger as before.
CREATE OR REPLACE FUNCTION simpul_metadata_kata_teks() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW."teksLengkap" IS NOT DISTINCT FROM OLD."teksLengkap" THEN
    RETURN NEW;
  END IF;
  IF coalesce(current_setting('simpul.bulk_load', true), '') = 'on' AND NEW."kataTeks" IS NOT NULL THEN
    RETURN NEW;
  END IF;
  NEW."kataTeks" := simpul_kata_teks(NEW."teksLengkap");
  INSERT INTO "KataTeks" ("kata")
    SELECT kata FROM unnest(tsvector_to_array(NEW."kataTeks")) AS kata WHERE kata <> '0' ORDER BY kata
    ON CONFLICT DO NOTHING;
  RETURN NEW;
END
$$;
