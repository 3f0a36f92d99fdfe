import "server-only";
import type { Actor } from "../../auth/actor";
import { getDb } from "../../db/client";
import { AppError } from "../../errors";

// Who imports, and for which organisation, from the names people type (e-mail, kode).

/** The organisation with this kode; NOT_FOUND otherwise. */
export async function organisasiIdByKode(kode: string): Promise<string> {
  const db = await getDb();
  const organisasi = await db.organisasi.findUnique({ where: { kode }, select: { id: true } });
  if (!organisasi)
    throw new AppError("NOT_FOUND", `Organisasi ${kode} tidak ditemukan / no such organisation`, { kode });
  return organisasi.id;
}

/** The command line's importing user (default: the first active administrator) and organisation. */
export async function resolveImportContext({
  email,
  organisasiKode,
}: {
  email?: string;
  organisasiKode?: string;
}): Promise<{ actor: Actor; organisasiId?: string }> {
  const db = await getDb();
  const user = await db.pengguna.findFirst({
    where: email ? { email: email.toLowerCase(), aktif: true } : { peran: "ADMIN", aktif: true },
    orderBy: { createdAt: "asc" },
    select: { id: true, peran: true, organisasiId: true },
  });
  if (!user) {
    throw new AppError(
      "NOT_FOUND",
      email
        ? `Pengguna aktif ${email} tidak ditemukan / no such active user`
        : "Belum ada administrator aktif / no active administrator",
      {},
    );
  }
  const actor: Actor = { userId: user.id, role: user.peran, organisasiId: user.organisasiId };
  return organisasiKode ? { actor, organisasiId: await organisasiIdByKode(organisasiKode) } : { actor };
}
