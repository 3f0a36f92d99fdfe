// POST /api/admin/panen/uji – test connection: what the remote offers for a source as given, before saving (administrators only)

import { testSource } from "@/lib/harvest/manage-sources";
import { methodNotAllowed } from "@/lib/http/method-not-allowed";
import { parseJsonBody } from "@/lib/http/parse-body";
import { withRole } from "@/lib/http/with-session";
import { ZHarvestSourceInput } from "@/lib/schemas/harvest-source";

export const POST = withRole(
  async (request: Request) => {
    const input = await parseJsonBody(request, ZHarvestSourceInput);
    return Response.json(await testSource(input));
  },
  ["ADMIN"],
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = methodNotAllowed(["POST"]);
