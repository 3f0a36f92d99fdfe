-- Search-ready storage for "Metadata", maintained by triggers so that every writer
-- (Prisma, bulk loaders, importers) gets it without doing anything.
--
-- Full text: title (weight A), keywords (B) and abstract (C), each folded to lower case
-- without accents and indexed three ways: exact words ('simple'), Indonesian stems and
-- English stems, so "perkebunan", "kebun", "forests" and "forest" all find their records.
-- Query with: "searchVector" @@ simpul_tsquery($1).
--
-- Bulk loaders (prisma/seed/generate-records.ts) set simpul.bulk_load = 'on' for their
-- transaction and supply "searchVector" themselves, computed with simpul_metadata_vector in
-- the same INSERT, so each vector is computed once instead of on insert and again per keyword.
--
-- Extent: the WGS84 bbox as a PostgreSQL box, GiST-indexed; intersection is
-- bbox && box(point(west, south), point(east, north)).

CREATE OR REPLACE FUNCTION simpul_tsvector(teks text, bobot "char") RETURNS tsvector
LANGUAGE sql STABLE AS $$
  SELECT setweight(
    to_tsvector('pg_catalog.simple', public.unaccent('public.unaccent', coalesce(teks, ''))) ||
    to_tsvector('pg_catalog.indonesian', public.unaccent('public.unaccent', coalesce(teks, ''))) ||
    to_tsvector('pg_catalog.english', public.unaccent('public.unaccent', coalesce(teks, ''))),
    bobot)
$$;

CREATE OR REPLACE FUNCTION simpul_tsquery(q text) RETURNS tsquery
LANGUAGE sql STABLE AS $$
  SELECT websearch_to_tsquery('pg_catalog.simple', public.unaccent('public.unaccent', q)) ||
         websearch_to_tsquery('pg_catalog.indonesian', public.unaccent('public.unaccent', q)) ||
         websearch_to_tsquery('pg_catalog.english', public.unaccent('public.unaccent', q))
$$;

CREATE OR REPLACE FUNCTION simpul_kata_kunci_teks(p_metadata_id text) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT string_agg("kataKunci", ' ' ORDER BY "urutan") FROM "MetadataKataKunci" WHERE "metadataId" = p_metadata_id
$$;

CREATE OR REPLACE FUNCTION simpul_metadata_vector(p_judul text, p_judul_alternatif text, p_abstrak text, p_kata_kunci text)
RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT simpul_tsvector(concat_ws(' ', p_judul, p_judul_alternatif), 'A') ||
         simpul_tsvector(p_kata_kunci, 'B') ||
         simpul_tsvector(p_abstrak, 'C')
$$;

CREATE OR REPLACE FUNCTION simpul_metadata_search_fields() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NOT (coalesce(current_setting('simpul.bulk_load', true), '') = 'on' AND NEW."searchVector" IS NOT NULL) THEN
    NEW."searchVector" := simpul_metadata_vector(NEW."judul", NEW."judulAlternatif", NEW."abstrak", simpul_kata_kunci_teks(NEW."id"));
  END IF;
  NEW."bbox" := CASE
    WHEN NEW."bboxBarat" IS NULL OR NEW."bboxSelatan" IS NULL OR NEW."bboxTimur" IS NULL OR NEW."bboxUtara" IS NULL THEN NULL
    ELSE box(point(NEW."bboxBarat", NEW."bboxSelatan"), point(NEW."bboxTimur", NEW."bboxUtara"))
  END;
  RETURN NEW;
END
$$;

CREATE TRIGGER "Metadata_search_fields"
  BEFORE INSERT OR UPDATE OF "judul", "judulAlternatif", "abstrak", "bboxUtara", "bboxSelatan", "bboxTimur", "bboxBarat"
  ON "Metadata" FOR EACH ROW EXECUTE FUNCTION simpul_metadata_search_fields();

-- Keywords live in their own table: refresh the owning records once per statement.
CREATE OR REPLACE FUNCTION simpul_kata_kunci_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('simpul.bulk_load', true), '') = 'on' THEN
    RETURN NULL;
  END IF;
  UPDATE "Metadata" m
     SET "searchVector" = simpul_metadata_vector(m."judul", m."judulAlternatif", m."abstrak", simpul_kata_kunci_teks(m."id"))
   WHERE m."id" IN (SELECT DISTINCT "metadataId" FROM changed_rows);
  RETURN NULL;
END
$$;

CREATE TRIGGER "MetadataKataKunci_inserted" AFTER INSERT ON "MetadataKataKunci"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION simpul_kata_kunci_changed();
CREATE TRIGGER "MetadataKataKunci_updated" AFTER UPDATE ON "MetadataKataKunci"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION simpul_kata_kunci_changed();
CREATE TRIGGER "MetadataKataKunci_deleted" AFTER DELETE ON "MetadataKataKunci"
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION simpul_kata_kunci_changed();

