import "server-only";
import type { Actor } from "../../auth/actor";
import { assertMay, recordAccess } from "../../auth/permissions";
import { getDb } from "../../db/client";
import type { TRecordView } from "../../schemas/record-detail";
import { RECORD_DETAIL_INCLUDE, toRecordDetail } from "../records/record-detail";
import { recordNotFound } from "../records/record-not-found";

/** GET /api/metadata/{id}: a record in any status, if the actor may read it (permission matrix). */
export async function getRecordView(actor: Actor, id: string): Promise<TRecordView> {
  const db = await getDb();
  const m = await db.metadata.findUnique({ where: { id }, include: RECORD_DETAIL_INCLUDE });
  if (!m) throw recordNotFound(id);
  assertMay(actor, "read", recordAccess(m));
  const { sumber: source } = m;
  return {
    ...toRecordDetail(m),
    status: m.status,
    version: m.version,
    pemilik: { id: m.owner.id, namaLengkap: m.owner.namaLengkap },
    sumber: source && {
      standar: source.standar,
      diterimaPada: source.diterimaPada.toISOString(),
      disuntingPada: source.disuntingPada?.toISOString() ?? null,
    },
  };
}
