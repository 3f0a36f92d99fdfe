-- Public answers show more than records and keywords: quality documents (GET …/kualitas),
-- organisation names (every list and record) and the administrator's export stylesheet
-- (format=xslt). A change to any of them bumps the catalogue version too, so stored responses
-- (lib/http/response-store.ts) on every instance stop being served at once.
CREATE TRIGGER "DokumenKualitas_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE ON "DokumenKualitas"
  FOR EACH STATEMENT EXECUTE FUNCTION simpul_catalogue_changed();
CREATE TRIGGER "Organisasi_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE ON "Organisasi"
  FOR EACH STATEMENT EXECUTE FUNCTION simpul_catalogue_changed();
CREATE TRIGGER "StylesheetEkspor_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE ON "StylesheetEkspor"
  FOR EACH STATEMENT EXECUTE FUNCTION simpul_catalogue_changed();
