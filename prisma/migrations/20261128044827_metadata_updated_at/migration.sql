-- The records written since a time, found without reading the table: npm start's renderer,
-- after a change to the catalogue, checks only the records written since its last complete
-- pass (lib/catalogue/records/rendering-worker.ts), where it checked every record's keys
-- (ten seconds of the database at 100,000 records) after every change.
-- CreateIndex
CREATE INDEX "Metadata_updatedAt_idx" ON "Metadata"("updatedAt");
CREATE INDEX "DokumenKualitas_updatedAt_idx" ON "DokumenKualitas"("updatedAt");
