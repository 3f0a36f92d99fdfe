-- The source document of an imported record: the record as received, served as it is in its
-- own standard. Public answers serve it, so a change bumps the catalogue version like a change
-- of the record's other tables.
-- CreateEnum
CREATE TYPE "StandarSumber" AS ENUM ('ISO19139', 'ISO19115_3_2016', 'ISO19115_3_2018', 'DUBLIN_CORE');

-- CreateTable
CREATE TABLE "MetadataSumber" (
    "metadataId" TEXT NOT NULL,
    "standar" "StandarSumber" NOT NULL,
    "dokumen" TEXT NOT NULL,
    "diterimaPada" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "disuntingPada" TIMESTAMP(3),

    CONSTRAINT "MetadataSumber_pkey" PRIMARY KEY ("metadataId")
);

-- AddForeignKey
ALTER TABLE "MetadataSumber" ADD CONSTRAINT "MetadataSumber_metadataId_fkey" FOREIGN KEY ("metadataId") REFERENCES "Metadata"("id") ON DELETE CASCADE ON UPDATE CASCADE;
CREATE TRIGGER "MetadataSumber_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE ON "MetadataSumber"
  FOR EACH STATEMENT EXECUTE FUNCTION simpul_catalogue_changed();
