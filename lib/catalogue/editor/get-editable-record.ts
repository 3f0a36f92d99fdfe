import "server-only";
import type { Actor } from "../../auth/actor";
import { may, RECORD_ACCESS_SELECT, recordAccess } from "../../auth/permissions";
import { getDb } from "../../db/client";
import type { TRecordView } from "../../schemas/record-detail";
import { getRecordView } from "./get-record-view";

/**
 * The edit page's record: read exactly as GET /api/metadata/{id} reads it (NOT_FOUND, FORBIDDEN),
 * and whether the actor may change it now (PATCH's check: a readable record in another status
 * is shown as not editable rather than refused).
 */
export async function getEditableRecord(
  actor: Actor,
  id: string,
): Promise<{ record: TRecordView; mayUpdate: boolean }> {
  const record = await getRecordView(actor, id);
  const db = await getDb();
  const access = await db.metadata.findUnique({ where: { id }, select: RECORD_ACCESS_SELECT });
  return { record, mayUpdate: access !== null && may(actor, "update", recordAccess(access)) };
}
