-- AlterTable
ALTER TABLE "Metadata" ADD COLUMN     "fileIdentifier" TEXT,
ADD COLUMN     "tanggalMetadata" TIMESTAMP(3);

-- CreateIndex
CREATE UNIQUE INDEX "Metadata_fileIdentifier_key" ON "Metadata"("fileIdentifier");
-- Existing records are identified by their id.
UPDATE "Metadata" SET "fileIdentifier" = "id" WHERE "fileIdentifier" IS NULL;

-- A record created without its own fileIdentifier is identified by its id.
CREATE FUNCTION simpul_default_file_identifier() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."fileIdentifier" IS NULL THEN
    NEW."fileIdentifier" := NEW."id";
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER metadata_default_file_identifier
  BEFORE INSERT OR UPDATE OF "fileIdentifier" ON "Metadata"
  FOR EACH ROW EXECUTE FUNCTION simpul_default_file_identifier();
