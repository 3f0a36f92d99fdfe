import { type Db, getDb } from "../../db/client";
import type { TRecordDetail } from "../../schemas/record-detail";
import { RECORD_DETAIL_INCLUDE, type RecordWithDetail, toRecordDetail } from "../records/record-detail";

/**
 * A published record as the protocols other than the REST API write it (OGC API – Records,
 * DCAT-AP): the REST detail without what none of them shows (the owner, the data quality
 * reports, the received document's details), with the record's own identifier and update time.
 */
export interface PublishedRecordDetail
  extends Omit<TRecordDetail, "createdBy" | "rincianSumber" | "kualitasData"> {
  kualitasData: Omit<TRecordDetail["kualitasData"], "laporan">;
  /** The record's own identifier (gmd:fileIdentifier), as written; null when it has none. */
  fileIdentifier: string | null;
  /** When the metadata was last changed: its own date (gmd:dateStamp), else the last write. */
  modified: string;
}

// Without the relations nobody here shows: a page of 50 records loads in about half the time.
const {
  owner: _owner,
  laporanKualitasData: _reports,
  sumber: _source,
  ...PROTOCOL_INCLUDE
} = RECORD_DETAIL_INCLUDE;

/** The published records among `ids`, in the order of `ids` (unknown or unpublished ids left out). */
export async function loadPublishedRecordDetails(
  ids: string[],
  database?: Pick<Db, "metadata">,
): Promise<PublishedRecordDetail[]> {
  if (ids.length === 0) return [];
  const db = database ?? (await getDb());
  const rows = await db.metadata.findMany({
    where: { id: { in: ids }, status: "PUBLISHED" },
    include: PROTOCOL_INCLUDE,
  });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const m = byId.get(id);
    if (!m?.publishedAt) return [];
    // toRecordDetail reads the left-out relations: they are given empty and their fields dropped.
    const withDetail: RecordWithDetail = {
      ...m,
      owner: { id: "", namaLengkap: "" },
      laporanKualitasData: [],
      sumber: null,
    };
    const { createdBy: _c, rincianSumber: _r, kualitasData, ...detail } = toRecordDetail(withDetail);
    const { laporan: _l, ...quality } = kualitasData;
    return [
      {
        ...detail,
        kualitasData: quality,
        status: "PUBLISHED" as const,
        publishedAt: m.publishedAt.toISOString(),
        fileIdentifier: m.fileIdentifier,
        modified: (m.tanggalMetadata ?? m.updatedAt).toISOString(),
      },
    ];
  });
}
