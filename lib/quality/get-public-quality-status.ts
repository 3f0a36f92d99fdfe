import { recordNotFound } from "../catalogue/records/record-not-found";
import { getDb } from "../db/client";
import type { TQualityStatus } from "../schemas/quality-status";
import { toQualityStatus } from "./quality-status";

/**
 * Quality status of a PUBLISHED record for anyone (spec 4.1). Other records are 404 here;
 * signed-in users with access get them once the session API lands (issue 6).
 */
export async function getPublicQualityStatus(metadataId: string): Promise<TQualityStatus> {
  const db = await getDb();
  const record = await db.metadata.findFirst({
    where: { id: metadataId, status: "PUBLISHED" },
    select: { dokumenKualitas: true },
  });
  if (!record) throw recordNotFound(metadataId);
  return toQualityStatus(record.dokumenKualitas);
}
