// GET /api/admin/panen/riwayat/{runId} – one run's report: counts and the records that did not go in (administrators only)

import { getRunReport } from "@/lib/harvest/manage-runs";
import { methodNotAllowed } from "@/lib/http/method-not-allowed";
import { withRole } from "@/lib/http/with-session";

export const GET = withRole(
  async (_request: Request, { params }: { params: Promise<{ runId: string }> }) =>
    Response.json(await getRunReport((await params).runId)),
  ["ADMIN"],
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodNotAllowed(["GET", "HEAD"]);
