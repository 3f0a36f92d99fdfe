// POST /api/admin/panen/uji[?sumber={id}] – test connection: what the remote offers for a source as given,
// before saving; with `sumber`, a saved source's stored credentials are used unless the body gives some (administrators only)

import { testSource } from "@/lib/harvest/manage-sources";
import { methodNotAllowed } from "@/lib/http/method-not-allowed";
import { parseJsonBody } from "@/lib/http/parse-body";
import { withRole } from "@/lib/http/with-session";
import { ZHarvestSourceInput } from "@/lib/schemas/harvest-source";

export const POST = withRole(
  async (request: Request) => {
    const input = await parseJsonBody(request, ZHarvestSourceInput);
    const stored = new URL(request.url).searchParams.get("sumber");
    return Response.json(await testSource(input, stored ?? undefined));
  },
  ["ADMIN"],
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = methodNotAllowed(["POST"]);
