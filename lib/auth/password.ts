import { scrypt as scryptCallback, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";
import { hash, verify } from "@node-rs/argon2";

// Passwords are hashed with argon2id (@node-rs/argon2: the Rust reference crate, prebuilt for
// each platform, nothing to compile) with OWASP's parameters: 19 MiB, 2 passes, 1 lane. The
// PHC string keeps the parameters, so they can grow later; needsRehash tells which stored
// hashes to replace at the next successful login. Hashes of the first releases were scrypt
// ("scrypt$N$r$p$salt$hash") and still verify.

const ARGON2ID = {
  algorithm: 2 /* Algorithm.Argon2id (a const enum) */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};
const CURRENT_PREFIX = `$argon2id$v=19$m=${ARGON2ID.memoryCost},t=${ARGON2ID.timeCost},p=${ARGON2ID.parallelism}$`;

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2ID);

/** Whether a stored hash predates the current scheme or parameters. */
export const needsRehash = (stored: string): boolean => !stored.startsWith(CURRENT_PREFIX);

/** Constant-time comparison; false (never an exception) for a malformed stored hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (stored.startsWith("$argon2")) return verify(stored, password).catch(() => false);
  if (stored.startsWith("scrypt$")) return verifyScrypt(password, stored);
  return false;
}

const scrypt = promisify(scryptCallback) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

async function verifyScrypt(password: string, stored: string): Promise<boolean> {
  const [, n, r, p, salt, hashed] = stored.split("$");
  if (!n || !r || !p || !salt || !hashed) return false;
  const expected = Buffer.from(hashed, "base64url");
  const actual = await scrypt(password, Buffer.from(salt, "base64url"), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: 64 * 1024 * 1024,
  }).catch(() => null);
  return actual !== null && actual.length === expected.length && timingSafeEqual(actual, expected);
}
