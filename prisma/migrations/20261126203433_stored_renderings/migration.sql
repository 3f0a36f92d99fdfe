-- Records as CSW serves them, stored (lib/catalogue/records/stored-renderings.ts). Derived from
-- the record: no catalogue-version trigger, a rendering written changes no public answer.
-- CreateTable
CREATE TABLE "MetadataSajian" (
    "metadataId" TEXT NOT NULL,
    "bentuk" TEXT NOT NULL,
    "kunci" TEXT NOT NULL,
    "teks" TEXT NOT NULL,

    CONSTRAINT "MetadataSajian_pkey" PRIMARY KEY ("metadataId","bentuk")
);

-- AddForeignKey
ALTER TABLE "MetadataSajian" ADD CONSTRAINT "MetadataSajian_metadataId_fkey" FOREIGN KEY ("metadataId") REFERENCES "Metadata"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- A page of records decompresses every rendering it serves, and an imported record's own
-- standard is served from its source document: lz4 decompresses faster than pglz (as for
-- "searchVector"). Values already stored keep their compression until rewritten. Builds without
-- lz4 keep pglz.
DO $$
BEGIN
  ALTER TABLE "MetadataSajian" ALTER COLUMN "teks" SET COMPRESSION lz4;
  ALTER TABLE "MetadataSumber" ALTER COLUMN "dokumen" SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported OR invalid_parameter_value OR undefined_object THEN
  RAISE NOTICE 'lz4 is not available in this PostgreSQL build: renderings stay pglz-compressed';
END
$$;
