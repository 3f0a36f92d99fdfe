import "server-only";
import type { Actor } from "../auth/actor";
import { assertAdmin } from "../auth/assert-admin";
import { getDb } from "../db/client";
import type { PengaturanCsw } from "../db/generated/client";
import { AppError } from "../errors";
import type { TCswSettingsInput } from "../schemas/csw-settings";
import { checkCswProvider } from "./provider";

/** The CSW service identity (spec 2.10), a single row seeded with the reference data. */
export async function getCswSettings(): Promise<PengaturanCsw> {
  const db = await getDb();
  const settings = await db.pengaturanCsw.findUnique({ where: { id: 1 } });
  if (!settings)
    throw new AppError(
      "SERVICE_UNAVAILABLE",
      "Identitas layanan CSW belum diisi / the CSW service identity is missing",
      {},
    );
  return settings;
}

/** Replaces the service identity (administrators); the next GetCapabilities shows it (built-in provider). */
export async function updateCswSettings(actor: Actor, input: TCswSettingsInput): Promise<PengaturanCsw> {
  assertAdmin(actor);
  const db = await getDb();
  const data = { ...input, kataKunci: input.kataKunci ?? [], updatedById: actor.userId };
  return db.pengaturanCsw.upsert({ where: { id: 1 }, create: { id: 1, ...data }, update: data });
}

/** The identity as administrators see it, with the provider serving /csw and its health. */
export async function getCswAdminView() {
  const [settings, provider] = await Promise.all([getCswSettings(), checkCswProvider()]);
  return { ...settings, provider: provider.provider, healthy: provider.healthy };
}
