// GET /api/auth/me – the signed-in user

import { getSessionUser } from "@/lib/auth/get-session-user";
import { methodNotAllowed } from "@/lib/http/method-not-allowed";
import { withSession } from "@/lib/http/with-session";

export const GET = withSession(async (_request: Request, _context: unknown, actor) =>
  Response.json(await getSessionUser(actor)),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodNotAllowed(["GET", "HEAD"]);
