// POST /api/admin/panen/{id}/jalankan – "run now": queues a whole walk of the source (administrators only)

import { requestRun } from "@/lib/harvest/manage-runs";
import { methodNotAllowed } from "@/lib/http/method-not-allowed";
import { withRole } from "@/lib/http/with-session";

export const POST = withRole(
  async (_request: Request, { params }: { params: Promise<{ id: string }> }, actor) =>
    Response.json(await requestRun(actor, (await params).id), { status: 202 }),
  ["ADMIN"],
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = methodNotAllowed(["POST"]);
