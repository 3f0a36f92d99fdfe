import "server-only";
import type { Actor, Peran } from "../auth/actor";
import { sessionActor } from "../auth/session-actor";
import { AppError } from "../errors";
import { errorToResponse } from "./error-to-response";

// Authenticated routes: the session in one place (401), roles in one place (403), and for
// requests that change state a cross-site Origin / Sec-Fetch-Site refused (403) — clients that
// send neither (server-to-server automation, spec 5) keep working.

type SessionHandler<Context> = (request: Request, context: Context, actor: Actor) => Promise<Response>;

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Whether Origin names this server: request.url's origin, or the Host the browser addressed.
 * Behind the custom server (scripts/serve.ts) Next builds request.url on "localhost", so a page
 * opened at http://127.0.0.1:3000 would otherwise have its own requests refused.
 */
function isOwnOrigin(origin: string, request: Request): boolean {
  if (origin === new URL(request.url).origin) return true;
  const host = request.headers.get("host");
  try {
    return host !== null && new URL(origin).host === host;
  } catch {
    return false;
  }
}

/** Throws FORBIDDEN for a state-changing request sent from another site (also for sign-in and sign-out). */
export function assertSameOrigin(request: Request): void {
  if (SAFE_METHODS.has(request.method)) return;
  const site = request.headers.get("sec-fetch-site");
  const origin = request.headers.get("origin");
  const crossSite =
    (site !== null && site !== "same-origin" && site !== "none") ||
    (origin !== null && !isOwnOrigin(origin, request));
  if (crossSite) {
    throw new AppError("FORBIDDEN", "Permintaan lintas situs ditolak / cross-site request refused", {
      origin,
    });
  }
}

/** Runs the handler for a signed-in user (any role in `roles`, when given). */
export function withSession<Context>(
  handler: SessionHandler<Context>,
  { roles }: { roles?: readonly Peran[] } = {},
): (request: Request, context: Context) => Promise<Response> {
  return async (request, context) => {
    try {
      assertSameOrigin(request);
      const actor = await sessionActor(request.headers.get("cookie"));
      if (!actor) throw new AppError("UNAUTHENTICATED", "Silakan masuk terlebih dahulu / sign in first", {});
      if (roles && !roles.includes(actor.role)) {
        throw new AppError("FORBIDDEN", "Peran Anda tidak diizinkan / your role may not do this", { roles });
      }
      const response = await handler(request, context, actor);
      if (!response.headers.has("Cache-Control")) response.headers.set("Cache-Control", "private, no-store");
      return response;
    } catch (error) {
      return errorToResponse(error);
    }
  };
}

/** withSession restricted to some roles. */
export const withRole = <Context>(handler: SessionHandler<Context>, roles: readonly Peran[]) =>
  withSession(handler, { roles });
