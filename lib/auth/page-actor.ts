import "server-only";
import { cookies } from "next/headers";
import { forbidden, redirect } from "next/navigation";
import { cache } from "react";
import type { Peran } from "../db/generated/enums";
import type { Actor } from "./actor";
import { SESSION_COOKIE } from "./session";
import { sessionActor } from "./session-actor";

// Pages of the editor and admin area (app/(editor)) read the signed-in user here. The proxy only
// looks at cookie presence; this is the real check (seal, session version, active account).

/** The signed-in user of this request, or null; once per request. */
export const getPageActor = cache(async (): Promise<Actor | null> => {
  const seal = (await cookies()).get(SESSION_COOKIE)?.value;
  return seal ? sessionActor(`${SESSION_COOKIE}=${encodeURIComponent(seal)}`) : null;
});

/** Where the sign-in page sends a visitor back to: same-site paths only. */
export const signInPath = (returnTo: string) => `/masuk?kembali=${encodeURIComponent(returnTo)}`;

/**
 * The signed-in user, for a page at `path` that the given roles may use (all roles without
 * `roles`). Without a valid session the visitor goes to /masuk and comes back to `path`
 * afterwards; a user of another role gets the 403 page.
 */
export async function requirePageActor(path: string, roles?: readonly Peran[]): Promise<Actor> {
  const actor = await getPageActor();
  if (!actor) redirect(signInPath(path));
  if (roles && !roles.includes(actor.role)) forbidden();
  return actor;
}
