// GET/PUT/DELETE /api/admin/panen/{id} – one harvest source (administrators only)

import { deleteSource, getSource, updateSource } from "@/lib/harvest/manage-sources";
import { methodNotAllowed } from "@/lib/http/method-not-allowed";
import { parseJsonBody } from "@/lib/http/parse-body";
import { withRole } from "@/lib/http/with-session";
import { ZHarvestSourceInput } from "@/lib/schemas/harvest-source";

type Context = { params: Promise<{ id: string }> };

export const GET = withRole(
  async (_request: Request, { params }: Context) => Response.json(await getSource((await params).id)),
  ["ADMIN"],
);

export const PUT = withRole(
  async (request: Request, { params }: Context, actor) => {
    const input = await parseJsonBody(request, ZHarvestSourceInput);
    return Response.json(await updateSource(actor, (await params).id, input));
  },
  ["ADMIN"],
);

export const DELETE = withRole(
  async (_request: Request, { params }: Context, actor) => {
    await deleteSource(actor, (await params).id);
    return new Response(null, { status: 204 });
  },
  ["ADMIN"],
);

export const { POST, PATCH, OPTIONS } = methodNotAllowed(["GET", "HEAD", "PUT", "DELETE"]);
