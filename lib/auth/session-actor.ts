import "server-only";
import { getDb } from "../db/client";
import type { Actor } from "./actor";
import { readSession } from "./session";

/** The signed-in user of a Cookie header: null without a valid, current session of an active user. */
export async function sessionActor(cookieHeader: string | null): Promise<Actor | null> {
  const session = await readSession(cookieHeader);
  if (!session) return null;
  const db = await getDb();
  const user = await db.pengguna.findUnique({
    where: { id: session.uid },
    select: { id: true, peran: true, organisasiId: true, aktif: true, sessionVersion: true },
  });
  if (!user?.aktif || user.sessionVersion !== session.v) return null;
  return { userId: user.id, role: user.peran, organisasiId: user.organisasiId };
}
