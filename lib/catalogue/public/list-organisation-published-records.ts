import "server-only";
import { getDb } from "../../db/client";

export interface OrganisationRecordLink {
  id: string;
  judul: string;
  tipeData: string;
  publishedAt: string | null;
}

/** A few other published records of an organisation, newest first (the record page's sidebar). */
export async function listOrganisationPublishedRecords(
  organisasiKode: string,
  exceptId: string,
  take = 4,
): Promise<OrganisationRecordLink[]> {
  const db = await getDb();
  const rows = await db.metadata.findMany({
    where: { status: "PUBLISHED", organisasi: { kode: organisasiKode }, id: { not: exceptId } },
    orderBy: [{ publishedAt: "desc" }, { id: "asc" }],
    take,
    select: { id: true, judul: true, tipeData: true, publishedAt: true },
  });
  return rows.map((row) => ({ ...row, publishedAt: row.publishedAt?.toISOString() ?? null }));
}
