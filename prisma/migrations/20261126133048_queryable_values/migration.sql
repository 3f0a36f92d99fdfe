-- The CSW queryables read from each record as served in ISO 19139 (lib/iso/queryable-values.ts):
-- a JSON object of arrays, written beside "teksLengkap". Rows stored before stay NULL here: SQL
-- cannot render a record, so npm start fills them (lib/catalogue/records/search-text.ts).
-- AlterTable
ALTER TABLE "Metadata" ADD COLUMN     "nilaiKueri" JSONB;

-- CreateIndex
CREATE INDEX "Metadata_nilaiKueri_idx" ON "Metadata" USING GIN ("nilaiKueri" jsonb_path_ops);