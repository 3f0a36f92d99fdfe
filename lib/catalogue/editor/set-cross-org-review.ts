import "server-only";
import type { Actor } from "../../auth/actor";
import { getDb } from "../../db/client";
import { AppError } from "../../errors";
import type { TOrganisasiSettings } from "../../schemas/admin-organisasi";
import { countCrossOrgItems } from "./count-cross-org-items";
import { assertMayManageOrganisation, organisationNotFound } from "./managed-organisation";

/**
 * PATCH /api/admin/organisasi/{kode}: switches allowLintasOrgReviewer. On always works; off only
 * while no examiner of another organisation holds an active QC/QE item (CONFLICT with the counts).
 */
export async function setCrossOrgReview(
  actor: Actor,
  kode: string,
  allow: boolean,
): Promise<TOrganisasiSettings> {
  const db = await getDb();
  return db.$transaction(async (tx) => {
    // The row stays locked until commit, so two switches of one organisation run one after the other.
    const [organisasi] = await tx.$queryRaw<{ id: string; kode: string; allowLintasOrgReviewer: boolean }[]>`
      SELECT "id", "kode", "allowLintasOrgReviewer" FROM "Organisasi" WHERE "kode" = ${kode} FOR UPDATE`;
    if (!organisasi) throw organisationNotFound(kode);
    assertMayManageOrganisation(actor, organisasi);
    // Nothing changes, so there is nothing to guard (and nothing to audit).
    if (organisasi.allowLintasOrgReviewer === allow)
      return { kode: organisasi.kode, allowLintasOrgReviewer: allow };
    if (!allow) {
      const active = await countCrossOrgItems(organisasi.id, tx);
      if (active.total > 0) {
        throw new AppError(
          "CONFLICT",
          `Masih ada ${active.total} dokumen QC/QE aktif dari pemeriksa organisasi lain / ${active.total} active QC/QE items are held by examiners of other organisations`,
          { ...active },
        );
      }
    }
    await tx.organisasi.update({ where: { id: organisasi.id }, data: { allowLintasOrgReviewer: allow } });
    await tx.auditLog.create({
      data: {
        actorId: actor.userId,
        aksi: "ORGANISASI_LINTAS_ORG_REVIEWER",
        target: organisasi.id,
        detail: { kode: organisasi.kode, dari: organisasi.allowLintasOrgReviewer, ke: allow },
      },
    });
    return { kode: organisasi.kode, allowLintasOrgReviewer: allow };
  });
}
