import "server-only";
import type { Actor } from "../auth/actor";
import { assertMay, recordAccess } from "../auth/permissions";
import { loadStoredRecord } from "../catalogue/records/load-stored-records";
import { recordNotFound } from "../catalogue/records/record-not-found";
import { getDb } from "../db/client";
import type { TipeDokumenKualitas } from "../db/generated/enums";
import type { TQualityItem } from "../schemas/quality-document";
import { LOCKED_RECORD_INCLUDE } from "../workflow/transition-record";
import { automaticQaItems, automaticQcItems, qualityElementsOf } from "./automatic-checks";

// The items signing would start from, for the examiner's form before signing: QC's automatic
// checks, QE's items from the record's own ISO 19157 reports, QA's view of the examination.
// The same functions sign-document.ts uses; nothing is written and no row is locked.

const ACTION = { QC: "qc", QE: "qe", QA: "qa" } as const;

/** Only for whoever may sign the document now (403 / 409 as signing would answer). */
export async function previewAutomaticChecks(
  actor: Actor,
  id: string,
  tipe: TipeDokumenKualitas,
): Promise<TQualityItem[]> {
  const db = await getDb();
  const record = await db.metadata.findUnique({ where: { id }, include: LOCKED_RECORD_INCLUDE });
  if (!record) throw recordNotFound(id);
  const access = recordAccess(record);
  assertMay(actor, "read", access);
  assertMay(actor, ACTION[tipe], access);
  if (tipe === "QA") return automaticQaItems(db, id);
  const stored = await loadStoredRecord({ id }, db);
  if (!stored) throw recordNotFound(id);
  return tipe === "QC" ? automaticQcItems(db, record, stored) : qualityElementsOf(stored.laporanKualitasData);
}
