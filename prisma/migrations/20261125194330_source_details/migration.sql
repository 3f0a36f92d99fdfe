-- What an imported record's source document says beyond the record's fields (identifiers, the
-- service description, thesauri, reference systems, distributors, every extent), read from the
-- document by lib/iso/source-details.ts and written with it. SQL cannot read the XML, so rows
-- stored before stay NULL here; lib/catalogue/fill-source-details.ts fills them when the server
-- starts (npm start), once.
-- AlterTable
ALTER TABLE "MetadataSumber" ADD COLUMN     "rincian" JSONB;
