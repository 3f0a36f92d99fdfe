-- CreateTable
CREATE TABLE "CatalogueState" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "version" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "CatalogueState_pkey" PRIMARY KEY ("id")
);
-- The single state row, and statement triggers that bump its version whenever records or
-- their keywords change (once per statement, so bulk loads bump it once).
INSERT INTO "CatalogueState" ("id", "version") VALUES (1, 0) ON CONFLICT ("id") DO NOTHING;

CREATE OR REPLACE FUNCTION simpul_catalogue_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "CatalogueState" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;

CREATE TRIGGER "Metadata_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Metadata"
  FOR EACH STATEMENT EXECUTE FUNCTION simpul_catalogue_changed();
CREATE TRIGGER "MetadataKataKunci_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "MetadataKataKunci"
  FOR EACH STATEMENT EXECUTE FUNCTION simpul_catalogue_changed();
