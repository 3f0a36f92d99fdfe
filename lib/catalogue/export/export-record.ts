import "server-only";
import type { Actor } from "../../auth/actor";
import { assertMay, RECORD_ACCESS_SELECT, recordAccess } from "../../auth/permissions";
import { getDb } from "../../db/client";
import type { IsoExportFormat } from "../../iso/formats";
import { storedRecordDocument } from "../../iso/record-document";
import { loadStoredRecord } from "../records/load-stored-records";
import { recordNotFound } from "../records/record-not-found";
import { safeXmlFileName, type XmlDownload } from "./export-published-record";

// GET /api/metadata/{id}/export/xml: a record in any status the user may read (spec 4.2).

export async function exportRecord(actor: Actor, id: string, format: IsoExportFormat): Promise<XmlDownload> {
  const db = await getDb();
  const access = await db.metadata.findUnique({
    where: { id },
    select: RECORD_ACCESS_SELECT,
  });
  if (!access) throw recordNotFound(id);
  assertMay(actor, "read", recordAccess(access));
  const stored = await loadStoredRecord({ id });
  if (!stored) throw recordNotFound(id); // deleted in between
  return {
    fileName: safeXmlFileName(id),
    xml: storedRecordDocument(stored, format),
  };
}
