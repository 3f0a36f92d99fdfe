"use server";

import { assertAdmin } from "@/lib/auth/assert-admin";
import { getPageActor } from "@/lib/auth/page-actor";
import { previewServiceIdentity } from "@/lib/csw/preview-service-identity";
import { AppError } from "@/lib/errors";
import { siteBaseUrl } from "@/lib/http/site-url";
import { ZCswSettingsInput } from "@/lib/schemas/csw-settings";

export type PreviewResult = { ok: true; xml: string } | { ok: false; fields: Record<string, string> };

/** The live preview of /admin/csw: GetCapabilities' identity sections for unsaved settings. */
export async function previewCapabilities(input: unknown): Promise<PreviewResult> {
  const actor = await getPageActor();
  if (!actor) throw new AppError("UNAUTHENTICATED", "Silakan masuk terlebih dahulu / sign in first", {});
  assertAdmin(actor);
  const parsed = ZCswSettingsInput.safeParse(input);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[String(issue.path[0] ?? "(body)")] ??= issue.message;
    return { ok: false, fields };
  }
  return { ok: true, xml: await previewServiceIdentity(parsed.data, await siteBaseUrl()) };
}
