import "server-only";
import { getDb } from "../db/client";
import { AppError } from "../errors";
import { consumeRateLimit } from "../rate-limit/consume-rate-limit";
import { getSessionUser } from "./get-session-user";
import { hashPassword, needsRehash, verifyPassword } from "./password";
import { type SessionData, sealSession } from "./session";

// Login: one generic answer for every wrong credential, and at most 5 failures per account
// and client address in 15 minutes (then 429 until the window ends, right password or not).

export const LOGIN_FAILURE_LIMIT = { name: "login-failure", limit: 5, windowSeconds: 15 * 60 };

/** A hash to compare against when the account does not exist, so both paths take as long. */
const DUMMY_HASH =
  "$argon2id$v=19$m=19456,t=2,p=1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";

export interface SignedIn {
  seal: string;
  user: Awaited<ReturnType<typeof getSessionUser>>;
}

export async function signIn(email: string, password: string, clientKey: string): Promise<SignedIn> {
  const limit = { ...LOGIN_FAILURE_LIMIT, key: `${email.toLowerCase()}|${clientKey}` };
  const state = await consumeRateLimit(limit, { cost: 0 });
  if (state.remaining === 0) {
    throw new AppError("RATE_LIMITED", "Terlalu banyak percobaan masuk / too many failed logins", {
      retryAfterSeconds: state.resetSeconds,
    });
  }
  const db = await getDb();
  const user = await db.pengguna.findUnique({ where: { email: email.toLowerCase() } });
  const valid = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
  if (!user || !valid || !user.aktif) {
    await consumeRateLimit(limit);
    throw new AppError("UNAUTHENTICATED", "Email atau kata sandi salah / wrong e-mail or password", {});
  }
  // An older hash (scrypt, or weaker parameters) is replaced now that the password is known.
  const passwordHash = needsRehash(user.passwordHash) ? await hashPassword(password) : undefined;
  await db.pengguna.update({ where: { id: user.id }, data: { lastLoginAt: new Date(), passwordHash } });
  const session: SessionData = { uid: user.id, v: user.sessionVersion };
  const actor = { userId: user.id, role: user.peran, organisasiId: user.organisasiId };
  return { seal: await sealSession(session), user: await getSessionUser(actor) };
}
