import { getDb } from "../../db/client";
import type { TRecordDetail } from "../../schemas/record-detail";
import { RECORD_DETAIL_INCLUDE, toRecordDetail } from "../records/record-detail";
import { recordNotFound } from "../records/record-not-found";

/** The full public record (spec 2.2); NOT_FOUND unless it exists and is PUBLISHED. */
export async function getPublishedRecordDetail(id: string): Promise<TRecordDetail> {
  const db = await getDb();
  const m = await db.metadata.findFirst({
    where: { id, status: "PUBLISHED" },
    include: RECORD_DETAIL_INCLUDE,
  });
  if (!m?.publishedAt) throw recordNotFound(id);
  return { ...toRecordDetail(m), status: "PUBLISHED", publishedAt: m.publishedAt.toISOString() };
}
