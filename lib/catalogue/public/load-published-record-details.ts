import { getDb } from "../../db/client";
import type { TRecordDetail } from "../../schemas/record-detail";
import { RECORD_DETAIL_INCLUDE, toRecordDetail } from "../records/record-detail";

/** A published record's detail, with what protocols other than the REST API also name. */
export interface PublishedRecordDetail extends TRecordDetail {
  /** The record's own identifier (gmd:fileIdentifier), as written; null when it has none. */
  fileIdentifier: string | null;
  /** When the metadata was last changed: its own date (gmd:dateStamp), else the last write. */
  modified: string;
}

/** The published records among `ids`, in the order of `ids` (unknown or unpublished ids left out). */
export async function loadPublishedRecordDetails(ids: string[]): Promise<PublishedRecordDetail[]> {
  if (ids.length === 0) return [];
  const db = await getDb();
  const rows = await db.metadata.findMany({
    where: { id: { in: ids }, status: "PUBLISHED" },
    include: RECORD_DETAIL_INCLUDE,
  });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const m = byId.get(id);
    if (!m?.publishedAt) return [];
    return [
      {
        ...toRecordDetail(m),
        status: "PUBLISHED" as const,
        publishedAt: m.publishedAt.toISOString(),
        fileIdentifier: m.fileIdentifier,
        modified: (m.tanggalMetadata ?? m.updatedAt).toISOString(),
      },
    ];
  });
}
