import "server-only";
import { getDb } from "../db/client";
import { AppError } from "../errors";
import type { TChangePasswordRequest } from "../schemas/auth";
import type { Actor } from "./actor";
import { hashPassword, verifyPassword } from "./password";
import { sealSession } from "./session";

// A user changes their own password. Every session of the user ends (the session version
// moves on), except that the caller gets a fresh seal for the session it is using now.

/** The seal of the caller's new session. */
export async function changePassword(
  actor: Actor,
  { password, passwordBaru }: TChangePasswordRequest,
): Promise<string> {
  const db = await getDb();
  const user = await db.pengguna.findUniqueOrThrow({ where: { id: actor.userId } });
  if (!(await verifyPassword(password, user.passwordHash))) {
    throw new AppError("VALIDATION_FAILED", "Kata sandi saat ini salah / the current password is wrong", {
      fields: [{ field: "password", message: "Kata sandi saat ini salah / the current password is wrong" }],
    });
  }
  const passwordHash = await hashPassword(passwordBaru);
  // Guarded by the version read above: of two changes at once, the second finds it moved on.
  const { count } = await db.pengguna.updateMany({
    where: { id: user.id, sessionVersion: user.sessionVersion },
    data: { passwordHash, sessionVersion: { increment: 1 } },
  });
  if (count === 0) {
    throw new AppError("CONFLICT", "Kata sandi baru saja diubah / the password was changed meanwhile", {});
  }
  return sealSession({ uid: user.id, v: user.sessionVersion + 1 });
}
