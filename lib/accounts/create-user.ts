import "server-only";
import type { Actor } from "../auth/actor";
import { assertAdmin } from "../auth/assert-admin";
import { hashPassword } from "../auth/password";
import { getDb } from "../db/client";
import { isUniqueViolation } from "../db/write-imported-record";
import { AppError } from "../errors";
import type { TCreatePenggunaRequest, TPenggunaWithPassword } from "../schemas/admin-pengguna";
import { blankToNull, generatePassword, toUserView, USER_SELECT, unknownOrganisation } from "./user-view";

export const emailTaken = (email: string) =>
  new AppError("CONFLICT", `Surel ${email} sudah dipakai / the e-mail is already in use`, {
    fields: [{ field: "email", message: "Surel sudah dipakai / e-mail already in use" }],
  });

/**
 * POST /api/admin/pengguna: a new active account. Without a password one is generated and
 * returned this once; the e-mail is stored lower-case (login compares it so).
 */
export async function createUser(
  actor: Actor,
  input: TCreatePenggunaRequest,
): Promise<TPenggunaWithPassword> {
  assertAdmin(actor);
  const db = await getDb();
  const organisasi = await db.organisasi.findUnique({
    where: { kode: input.organisasi },
    select: { id: true },
  });
  if (!organisasi) throw unknownOrganisation(input.organisasi);
  const generated = input.password === undefined ? generatePassword() : null;
  const email = input.email.toLowerCase();
  const passwordHash = await hashPassword(input.password ?? (generated as string));
  try {
    const row = await db.$transaction(async (tx) => {
      const created = await tx.pengguna.create({
        data: {
          email,
          namaLengkap: input.namaLengkap,
          jabatan: blankToNull(input.jabatan),
          nip: blankToNull(input.nip),
          telepon: blankToNull(input.telepon),
          peran: input.peran,
          organisasiId: organisasi.id,
          passwordHash,
        },
        select: USER_SELECT,
      });
      await tx.auditLog.create({
        data: {
          actorId: actor.userId,
          aksi: "PENGGUNA_BUAT",
          target: created.id,
          detail: { email, peran: input.peran, organisasi: input.organisasi },
        },
      });
      return created;
    });
    return { pengguna: toUserView(row), passwordSementara: generated };
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken(email);
    throw error;
  }
}
