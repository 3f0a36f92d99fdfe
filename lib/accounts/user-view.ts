import "server-only";
import { randomInt } from "node:crypto";
import type { Prisma } from "../db/generated/client";
import { AppError } from "../errors";
import type { TPengguna } from "../schemas/admin-pengguna";

// What the user administration shows of an account (never the hash), and helpers its use
// cases share.

export const USER_SELECT = {
  id: true,
  email: true,
  namaLengkap: true,
  jabatan: true,
  nip: true,
  telepon: true,
  peran: true,
  aktif: true,
  lastLoginAt: true,
  createdAt: true,
  organisasi: { select: { kode: true, nama: true } },
} satisfies Prisma.PenggunaSelect;

type UserRow = Prisma.PenggunaGetPayload<{ select: typeof USER_SELECT }>;

export const toUserView = (row: UserRow): TPengguna => ({
  ...row,
  lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/** Optional text as stored: undefined leaves a field alone, blank clears it. */
export const blankToNull = (value: string | null | undefined): string | null | undefined =>
  value === undefined ? undefined : value?.trim() || null;

// No look-alikes (0/O, 1/l/I), so a password read out over the phone survives.
const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789";

/** A random 16-character password (about 93 bits), shown to the administrator once. */
export const generatePassword = (): string =>
  Array.from({ length: 16 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");

export const userNotFound = (id: string) =>
  new AppError("NOT_FOUND", "Pengguna tidak ditemukan / no such user", { id });

export const unknownOrganisation = (kode: string) =>
  new AppError("VALIDATION_FAILED", `Organisasi ${kode} tidak dikenal / unknown organisation`, {
    fields: [{ field: "organisasi", message: "Organisasi tidak dikenal / unknown organisation" }],
  });
