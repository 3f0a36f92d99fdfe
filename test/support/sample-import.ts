import { readFileSync } from "node:fs";
import path from "node:path";
import type { Actor } from "@/lib/auth/actor";
import { importRecord } from "@/lib/catalogue/import/import-record";
import { AppError } from "@/lib/errors";
import { allSampleRecords } from "./shared-files";

/**
 * Imports every real-world sample (allSampleRecords) as published, as an administrator's bulk
 * load; the few the import refuses are left out (the lossless tests cover them). Returns how
 * many were imported.
 */
export async function importSamplesAsPublished(actor: Actor): Promise<number> {
  let imported = 0;
  for (const file of allSampleRecords()) {
    try {
      await importRecord(actor, readFileSync(file), { status: "PUBLISHED", sourceName: path.basename(file) });
      imported++;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
    }
  }
  return imported;
}
