import "server-only";
import { cache } from "react";
import { getDb } from "../db/client";
import type { Actor } from "./actor";

/**
 * {id, namaLengkap, jabatan, peran, organisasi} of the signed-in user; once per page render
 * (the editor layout and its page both show the user; the actor object is the same per request).
 */
export const getSessionUser = cache(async (actor: Actor) => {
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
});
