// GET/POST /api/admin/pengguna – list user accounts (filters, search) and create one, administrators only

import { createUser } from "@/lib/accounts/create-user";
import { listUsers } from "@/lib/accounts/list-users";
import { methodNotAllowed } from "@/lib/http/method-not-allowed";
import { parseJsonBody } from "@/lib/http/parse-body";
import { parseQuery } from "@/lib/http/parse-query";
import { withRole } from "@/lib/http/with-session";
import { ZCreatePenggunaRequest, ZPenggunaListQuery } from "@/lib/schemas/admin-pengguna";

export const GET = withRole(
  async (request: Request, _context: unknown, actor) => {
    const query = parseQuery(new URL(request.url).searchParams, ZPenggunaListQuery);
    return Response.json(await listUsers(actor, query));
  },
  ["ADMIN"],
);

export const POST = withRole(
  async (request: Request, _context: unknown, actor) => {
    const input = await parseJsonBody(request, ZCreatePenggunaRequest);
    return Response.json(await createUser(actor, input), { status: 201 });
  },
  ["ADMIN"],
);

export const { PUT, PATCH, DELETE, OPTIONS } = methodNotAllowed(["GET", "HEAD", "POST"]);
