// GET/POST /api/admin/panen – harvest sources: the list, a new one (administrators only)

import { createSource, listSources } from "@/lib/harvest/manage-sources";
import { methodNotAllowed } from "@/lib/http/method-not-allowed";
import { parseJsonBody } from "@/lib/http/parse-body";
import { withRole } from "@/lib/http/with-session";
import { ZHarvestSourceInput } from "@/lib/schemas/harvest-source";

export const GET = withRole(async () => Response.json({ data: await listSources() }), ["ADMIN"]);

export const POST = withRole(
  async (request: Request, _context: unknown, actor) => {
    const input = await parseJsonBody(request, ZHarvestSourceInput);
    return Response.json(await createSource(actor, input), { status: 201 });
  },
  ["ADMIN"],
);

export const { PUT, PATCH, DELETE, OPTIONS } = methodNotAllowed(["GET", "HEAD", "POST"]);
