-- Every change of the catalogue version is announced on channel simpul_catalogue (payload: the
-- new version), so app servers can drop cached CSW responses without asking per request
-- (lib/db/catalogue-version-listener.ts). Delivered at commit, in commit order.
CREATE OR REPLACE FUNCTION simpul_catalogue_announce() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('simpul_catalogue', NEW."version"::text);
  RETURN NULL;
END
$$;

CREATE TRIGGER "CatalogueState_announce" AFTER UPDATE OF "version" ON "CatalogueState"
FOR EACH ROW EXECUTE FUNCTION simpul_catalogue_announce();
