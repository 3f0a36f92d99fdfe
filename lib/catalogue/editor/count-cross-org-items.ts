import "server-only";
import type { Actor } from "../../auth/actor";
import { type Db, getDb } from "../../db/client";
import type { TCrossOrgItems } from "../../schemas/admin-organisasi";
import { assertMayManageOrganisation, organisationNotFound } from "./managed-organisation";

// Spec 2.8: the active QC/QE items of an organisation's records that examiners of other
// organisations hold; while there are any, allowLintasOrgReviewer stays on.

/**
 * QC and QE documents in DRAFT or PENDING of the organisation's records whose examiner belongs
 * to another organisation. Documents without an examiner are nobody's. `db` may be a transaction.
 */
export async function countCrossOrgItems(
  organisasiId: string,
  db?: Pick<Db, "$queryRaw">,
): Promise<TCrossOrgItems> {
  const reader = db ?? (await getDb());
  const [row] = await reader.$queryRaw<{ draft: number; pending: number }[]>`
    SELECT count(*) FILTER (WHERE d."status" = 'DRAFT')::int AS "draft",
           count(*) FILTER (WHERE d."status" = 'PENDING')::int AS "pending"
    FROM "DokumenKualitas" d
    JOIN "Metadata" m ON m."id" = d."metadataId"
    JOIN "Pengguna" p ON p."id" = d."pemeriksaId"
    WHERE m."organisasiId" = ${organisasiId}
      AND p."organisasiId" <> ${organisasiId}
      AND d."tipe" IN ('QC', 'QE')
      AND d."status" IN ('DRAFT', 'PENDING')`;
  const draft = row?.draft ?? 0;
  const pending = row?.pending ?? 0;
  return { draft, pending, total: draft + pending };
}

/** GET /api/admin/organisasi/lintas-org-check: for the actor's organisation, or `kode` (administrators). */
export async function checkCrossOrgItems(actor: Actor, kode?: string): Promise<TCrossOrgItems> {
  const db = await getDb();
  const organisasi = await db.organisasi.findUnique({
    where: kode === undefined ? { id: actor.organisasiId } : { kode },
    select: { id: true, kode: true },
  });
  if (!organisasi) throw organisationNotFound(kode ?? actor.organisasiId);
  assertMayManageOrganisation(actor, organisasi);
  return countCrossOrgItems(organisasi.id, db);
}
