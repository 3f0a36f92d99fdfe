import type { Peran as StoredRole } from "../db/generated/enums";

/** The roles of spec 4.2: the auth vocabulary, which pages and components use. */
export const PERAN = ["ADMIN", "WALIDATA", "PEMERIKSA", "PRODUSEN"] as const;
export type Peran = (typeof PERAN)[number];

// The database enum and this list are the same set (a compile error otherwise).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const rolesMatch: Same<Peran, StoredRole> = true;
void rolesMatch;

/** Who performs a use case; callers (routes, CLI) pass it in, the domain never reads a session. */
export interface Actor {
  userId: string;
  role: Peran;
  organisasiId: string;
}
