// GET/PUT /api/admin/csw – the CSW service identity (spec 2.10), administrators only

import { getCswAdminView, updateCswSettings } from "@/lib/csw/service-settings";
import { methodNotAllowed } from "@/lib/http/method-not-allowed";
import { parseJsonBody } from "@/lib/http/parse-body";
import { withRole } from "@/lib/http/with-session";
import { ZCswSettingsInput } from "@/lib/schemas/csw-settings";

export const GET = withRole(async () => Response.json(await getCswAdminView()), ["ADMIN"]);

export const PUT = withRole(
  async (request: Request, _context: unknown, actor) => {
    const input = await parseJsonBody(request, ZCswSettingsInput);
    return Response.json(await updateCswSettings(actor, input));
  },
  ["ADMIN"],
);

export const { POST, PATCH, DELETE, OPTIONS } = methodNotAllowed(["GET", "HEAD", "PUT"]);
