import "server-only";
import { getDb } from "../db/client";
import type { Actor } from "./actor";

/** {id, namaLengkap, jabatan, peran, organisasi} of the signed-in user. */
export async function getSessionUser(actor: Actor) {
  const db = await getDb();
  const user = await db.pengguna.findUniqueOrThrow({
    where: { id: actor.userId },
    select: {
      id: true,
      namaLengkap: true,
      jabatan: true,
      peran: true,
      organisasi: { select: { nama: true } },
    },
  });
  return { ...user, organisasi: user.organisasi.nama };
}
