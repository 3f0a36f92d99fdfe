// POST /api/admin/panen/riwayat/{runId}/batal – cancels a queued or running run (administrators only)

import { cancelRun } from "@/lib/harvest/manage-runs";
import { methodNotAllowed } from "@/lib/http/method-not-allowed";
import { withRole } from "@/lib/http/with-session";

export const POST = withRole(
  async (_request: Request, { params }: { params: Promise<{ runId: string }> }, actor) =>
    Response.json(await cancelRun(actor, (await params).runId)),
  ["ADMIN"],
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = methodNotAllowed(["POST"]);
