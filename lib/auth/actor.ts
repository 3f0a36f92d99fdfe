import type { Peran } from "../db/generated/enums";

/** Who performs a use case; callers (routes, CLI) pass it in, the domain never reads a session. */
export interface Actor {
  userId: string;
  role: Peran;
  organisasiId: string;
}
