import "server-only";
import type { Actor } from "../auth/actor";
import { assertAdmin } from "../auth/assert-admin";
import { hashPassword } from "../auth/password";
import { getDb } from "../db/client";
import type { TPenggunaWithPassword, TResetPasswordRequest } from "../schemas/admin-pengguna";
import { generatePassword, toUserView, USER_SELECT, userNotFound } from "./user-view";

/**
 * POST /api/admin/pengguna/{id}/reset-password: a new temporary password (generated unless given,
 * returned once); the user's sessions end and a login lock-out is lifted.
 */
export async function resetUserPassword(
  actor: Actor,
  id: string,
  input: TResetPasswordRequest,
): Promise<TPenggunaWithPassword> {
  assertAdmin(actor);
  const db = await getDb();
  const generated = input.password === undefined ? generatePassword() : null;
  const passwordHash = await hashPassword(input.password ?? (generated as string));
  const row = await db.$transaction(async (tx) => {
    const exists = await tx.pengguna.findUnique({ where: { id }, select: { id: true } });
    if (!exists) throw userNotFound(id);
    const updated = await tx.pengguna.update({
      where: { id },
      data: { passwordHash, sessionVersion: { increment: 1 }, gagalLoginBeruntun: 0, terkunciHingga: null },
      select: USER_SELECT,
    });
    await tx.auditLog.create({
      data: {
        actorId: actor.userId,
        aksi: "PENGGUNA_RESET_KATA_SANDI",
        target: id,
        detail: { dibuatkan: generated !== null },
      },
    });
    return updated;
  });
  return { pengguna: toUserView(row), passwordSementara: generated };
}
