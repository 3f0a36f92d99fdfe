import "server-only";
import { forbidden, notFound } from "next/navigation";
import type { Actor } from "../auth/actor";
import { requirePageActor } from "../auth/page-actor";
import type { Peran } from "../db/generated/enums";
import { isAppError } from "../errors";
import { getRecordWorkspace, type RecordWorkspace } from "./get-record-workspace";

// The record pages of the workflow (/metadata/[id], the QC/QE forms, the review): the page's role
// check, then the record-level read check of GET /api/metadata/{id}, as the 404 or 403 page.

export async function requirePageWorkspace(
  path: string,
  roles: readonly Peran[],
  id: string,
): Promise<{ actor: Actor; workspace: RecordWorkspace }> {
  const actor = await requirePageActor(path, roles);
  try {
    return { actor, workspace: await getRecordWorkspace(actor, id) };
  } catch (error) {
    if (isAppError(error) && error.code === "NOT_FOUND") notFound();
    if (isAppError(error) && error.code === "FORBIDDEN") forbidden();
    throw error;
  }
}
