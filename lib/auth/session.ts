import "server-only";
import { sealData, unsealData } from "iron-session";
import { resolveSessionSecret } from "../env";

// The session cookie: an iron-session seal (AES-256 + HMAC) of the user id and the user's
// session version, so that bumping Pengguna.sessionVersion (password change, deactivation,
// "log out everywhere") revokes every cookie issued before.

export const SESSION_COOKIE = "simpul_sesi";
export const SESSION_TTL_SECONDS = 8 * 60 * 60;

export interface SessionData {
  /** Pengguna.id */
  uid: string;
  /** Pengguna.sessionVersion when the cookie was issued. */
  v: number;
}

let secret: string | undefined;
/** Resolved once: without SESSION_SECRET it is read from a file under DATA_DIR. */
const sessionSecret = () => (secret ??= resolveSessionSecret());

export const sealSession = (data: SessionData) =>
  sealData(data, { password: sessionSecret(), ttl: SESSION_TTL_SECONDS });

/** The session in a Cookie header; null when absent, tampered with or expired. */
export async function readSession(cookieHeader: string | null): Promise<SessionData | null> {
  const seal = cookieHeader
    ?.split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${SESSION_COOKIE}=`))
    ?.slice(SESSION_COOKIE.length + 1);
  if (!seal) return null;
  try {
    const data = await unsealData<Partial<SessionData>>(decodeURIComponent(seal), {
      password: sessionSecret(),
      ttl: SESSION_TTL_SECONDS,
    });
    return typeof data.uid === "string" && typeof data.v === "number" ? { uid: data.uid, v: data.v } : null;
  } catch {
    return null;
  }
}

/** Set-Cookie value: httpOnly, SameSite=Lax, Secure over HTTPS, 8 hours (an empty value clears it). */
export function sessionCookieHeader(seal: string, { secure }: { secure: boolean }): string {
  return [
    `${SESSION_COOKIE}=${seal}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    `Max-Age=${seal ? SESSION_TTL_SECONDS : 0}`,
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}
