import "server-only";
import type { Actor } from "../auth/actor";
import { assertAdmin } from "../auth/assert-admin";
import { getDb } from "../db/client";
import type { Prisma } from "../db/generated/client";
import type { TPenggunaList, TPenggunaListQuery } from "../schemas/admin-pengguna";
import { toUserView, USER_SELECT } from "./user-view";

/** GET /api/admin/pengguna: accounts by organisation, role, state and a name/e-mail search. */
export async function listUsers(actor: Actor, query: TPenggunaListQuery): Promise<TPenggunaList> {
  assertAdmin(actor);
  const db = await getDb();
  const where: Prisma.PenggunaWhereInput = {
    peran: query.peran,
    aktif: query.aktif === undefined ? undefined : query.aktif === "true",
    organisasi: query.organisasi ? { kode: query.organisasi } : undefined,
    OR: query.q
      ? [
          { namaLengkap: { contains: query.q, mode: "insensitive" } },
          { email: { contains: query.q, mode: "insensitive" } },
          { nip: { contains: query.q } },
        ]
      : undefined,
  };
  const [rows, total] = await Promise.all([
    db.pengguna.findMany({
      where,
      select: USER_SELECT,
      orderBy: [{ namaLengkap: "asc" }, { email: "asc" }],
      skip: (query.halaman - 1) * query.perHalaman,
      take: query.perHalaman,
    }),
    db.pengguna.count({ where }),
  ]);
  return { items: rows.map(toUserView), total, halaman: query.halaman, perHalaman: query.perHalaman };
}
