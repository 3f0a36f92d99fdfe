import "server-only";
import type { Actor } from "../auth/actor";
import { assertAdmin } from "../auth/assert-admin";
import { getDb } from "../db/client";

export interface OrganisationOverview {
  /** What other records point to (a harvest source's organisasiId). */
  id: string;
  kode: string;
  nama: string;
  singkatan: string | null;
  allowLintasOrgReviewer: boolean;
  jumlahMetadata: number;
  jumlahPengguna: number;
}

/** Every organisation with its numbers of records and accounts (the admin pages). */
export async function listOrganisations(actor: Actor): Promise<OrganisationOverview[]> {
  assertAdmin(actor);
  const db = await getDb();
  const rows = await db.organisasi.findMany({
    orderBy: { nama: "asc" },
    select: {
      id: true,
      kode: true,
      nama: true,
      singkatan: true,
      allowLintasOrgReviewer: true,
      _count: { select: { metadata: true, pengguna: true } },
    },
  });
  return rows.map(({ _count, ...row }) => ({
    ...row,
    jumlahMetadata: _count.metadata,
    jumlahPengguna: _count.pengguna,
  }));
}
