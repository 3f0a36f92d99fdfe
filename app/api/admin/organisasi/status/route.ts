// GET /api/admin/organisasi/status – connection status of SMTP, the WhatsApp gateway, the object
// store and the CSW provider (spec 2.7), administrators only

import { methodNotAllowed } from "@/lib/http/method-not-allowed";
import { withRole } from "@/lib/http/with-session";
import { checkComponents } from "@/lib/system/component-status";

export const GET = withRole(async () => Response.json(await checkComponents()), ["ADMIN"]);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodNotAllowed(["GET", "HEAD"]);
