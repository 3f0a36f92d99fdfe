// POST /api/metadata/{id}/status {status, catatan} – a move of the publication workflow
// (lib/workflow/machine.ts); an illegal move gets 409 listing the moves allowed from here.

import { methodNotAllowed } from "@/lib/http/method-not-allowed";
import { parseJsonBody } from "@/lib/http/parse-body";
import { withSession } from "@/lib/http/with-session";
import { ZStatusRequest } from "@/lib/schemas/quality-document";
import { transitionRecord } from "@/lib/workflow/transition-record";

export const POST = withSession(
  async (request: Request, { params }: { params: Promise<{ id: string }> }, actor) =>
    Response.json(
      await transitionRecord(actor, (await params).id, await parseJsonBody(request, ZStatusRequest)),
    ),
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = methodNotAllowed(["POST"]);
