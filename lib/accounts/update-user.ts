import "server-only";
import type { Actor } from "../auth/actor";
import { assertAdmin } from "../auth/assert-admin";
import { getDb } from "../db/client";
import { AppError } from "../errors";
import type { TPengguna, TUpdatePenggunaRequest } from "../schemas/admin-pengguna";
import { blankToNull, toUserView, USER_SELECT, unknownOrganisation, userNotFound } from "./user-view";

/**
 * PATCH /api/admin/pengguna/{id}: profile, role, organisation, active or not. A role change or
 * deactivation ends the user's sessions (the session version moves on). An organisation change
 * needs no such step: every request reads the user's organisation afresh (lib/auth/session-actor).
 * Administrators cannot lock themselves out.
 */
export async function updateUser(
  actor: Actor,
  id: string,
  input: TUpdatePenggunaRequest,
): Promise<TPengguna> {
  assertAdmin(actor);
  if (id === actor.userId) assertNotSelfLockout(input);
  const db = await getDb();
  return db.$transaction(async (tx) => {
    const user = await tx.pengguna.findUnique({
      where: { id },
      select: { id: true, peran: true, aktif: true, organisasi: { select: { id: true, kode: true } } },
    });
    if (!user) throw userNotFound(id);
    let organisasiId: string | undefined;
    if (input.organisasi !== undefined && input.organisasi !== user.organisasi.kode) {
      const organisasi = await tx.organisasi.findUnique({
        where: { kode: input.organisasi },
        select: { id: true },
      });
      if (!organisasi) throw unknownOrganisation(input.organisasi);
      organisasiId = organisasi.id;
    }
    const roleChanged = input.peran !== undefined && input.peran !== user.peran;
    const deactivated = input.aktif === false && user.aktif;
    const endSessions = roleChanged || deactivated;
    const row = await tx.pengguna.update({
      where: { id },
      data: {
        namaLengkap: input.namaLengkap,
        jabatan: blankToNull(input.jabatan),
        nip: blankToNull(input.nip),
        telepon: blankToNull(input.telepon),
        peran: input.peran,
        aktif: input.aktif,
        organisasiId,
        sessionVersion: endSessions ? { increment: 1 } : undefined,
      },
      select: USER_SELECT,
    });
    await tx.auditLog.create({
      data: {
        actorId: actor.userId,
        aksi: "PENGGUNA_UBAH",
        target: id,
        detail: {
          ...input,
          ...(roleChanged ? { peranSebelumnya: user.peran } : {}),
          ...(organisasiId ? { organisasiSebelumnya: user.organisasi.kode } : {}),
          sesiDiakhiri: endSessions,
        },
      },
    });
    return toUserView(row);
  });
}

function assertNotSelfLockout(input: TUpdatePenggunaRequest): void {
  const field =
    input.aktif === false ? "aktif" : input.peran !== undefined && input.peran !== "ADMIN" ? "peran" : null;
  if (!field) return;
  const message =
    field === "aktif"
      ? "Anda tidak dapat menonaktifkan akun Anda sendiri / you cannot deactivate your own account"
      : "Anda tidak dapat menurunkan peran Anda sendiri / you cannot demote yourself";
  throw new AppError("UNPROCESSABLE", message, { fields: [{ field, message }] });
}
