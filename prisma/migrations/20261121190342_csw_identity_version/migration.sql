-- The CSW service identity appears in every GetCapabilities response: a change to it bumps the
-- catalogue version like a change to records does, so cached responses on every instance
-- stop being served at once (lib/csw/cache.ts).
CREATE TRIGGER "PengaturanCsw_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE ON "PengaturanCsw"
  FOR EACH STATEMENT EXECUTE FUNCTION simpul_catalogue_changed();
