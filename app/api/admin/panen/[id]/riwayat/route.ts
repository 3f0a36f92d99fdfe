// GET /api/admin/panen/{id}/riwayat – the source's runs, newest first (administrators only)

import { listRuns } from "@/lib/harvest/manage-runs";
import { getSource } from "@/lib/harvest/manage-sources";
import { methodNotAllowed } from "@/lib/http/method-not-allowed";
import { withRole } from "@/lib/http/with-session";

export const GET = withRole(
  async (_request: Request, { params }: { params: Promise<{ id: string }> }) => {
    const { id } = await params;
    await getSource(id); // NOT_FOUND for an unknown source, rather than an empty list
    return Response.json({ data: await listRuns(id) });
  },
  ["ADMIN"],
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodNotAllowed(["GET", "HEAD"]);
