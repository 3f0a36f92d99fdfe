-- AnyText words (lib/search/any-text.ts) are runs of letters and runs of digits, of three
-- characters or more: '%2016%' and '%4326%' are looked up by their words like '%utan%' (a run
-- of digits holding "2016"), where the trigram index over every record's whole "teksLengkap"
-- answered them. That index cost an import a fifth of the database's time (10,000 generated
-- records: 4.3 of 19 s of PostgreSQL's CPU), and it is dropped: the few patterns with no run
-- of three letters or digits ('%12%', '% of %') are matched on every record's values. Letters
-- and digits are words apart ("bnpb2016": "bnpb", "2016"), so that the fragments of identifiers
-- and codes ("5e6c59b65f88") do not each become a word of the lexicon. Shorter runs are no
-- longer kept: no pattern is looked up by them, and '0' (a record whose words are not indexed)
-- and '1' (no record) stay never a word.

CREATE OR REPLACE FUNCTION simpul_kata_teks(teks text) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN coalesce(max(length(kata)), 0) > 256 OR coalesce(sum(length(kata) + 8), 0) > 500000
      THEN '0'::tsvector
    ELSE array_to_tsvector(coalesce(array_agg(kata), '{}'))
  END
  FROM (SELECT DISTINCT kata
          FROM (SELECT run[1] AS kata FROM regexp_matches(coalesce(teks, ''), '[a-z]+|[0-9]+', 'g') AS run
                UNION ALL
                SELECT k FROM regexp_split_to_table(coalesce(teks, ''), E'\n') AS line,
                       LATERAL (VALUES ('^' || substring(line FROM '^([a-z]{3,}|[0-9]{3,})')),
                                       (substring(line FROM '([a-z]{3,}|[0-9]{3,})$') || '$')) AS ends(k)) AS found
         WHERE length(kata) >= 3) AS words
$$;

-- As before, but plain patterns look at the plain words of letters and of digits.
CREATE OR REPLACE FUNCTION simpul_kata_pola(pola text[]) RETURNS tsquery
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN bool_or(words IS NULL) THEN '1'::tsquery
              ELSE string_agg('(' || words || ')', ' & ')::tsquery END
  FROM (SELECT (SELECT string_agg(quote_literal(k."kata"), ' | ') FROM "KataTeks" k
                 WHERE k."kata" LIKE p AND (p LIKE '^%' OR p LIKE '%$' OR k."kata" ~ '^([a-z]+|[0-9]+)$'))
          AS words
          FROM unnest(pola) AS p) AS patterns
$$;

-- DropIndex
DROP INDEX "Metadata_teksLengkap_trgm_idx";

-- Every record's words again, and the lexicon of them.
UPDATE "Metadata" SET "kataTeks" = simpul_kata_teks("teksLengkap");
DELETE FROM "KataTeks";
INSERT INTO "KataTeks" ("kata")
  SELECT DISTINCT kata FROM "Metadata", unnest(tsvector_to_array("kataTeks")) AS kata
   WHERE kata <> '0' ORDER BY kata
  ON CONFLICT DO NOTHING;
