import "server-only";
import type { Actor } from "../../auth/actor";
import { assertAdmin } from "../../auth/assert-admin";
import { getDb } from "../../db/client";
import { XML_PROFILES } from "../../iso/registry";
import { xmlToString } from "../../xml/builder";
import { checkStylesheet } from "../../xslt/check-stylesheet";
import { runXslt } from "../../xslt/run-xslt";
import { TRIAL_RECORD } from "../../xslt/trial-record";

// The administrator's XSLT stylesheet for format=xslt downloads (one per installation).

export interface ExportStylesheet {
  nama: string;
  isi: string;
  updatedAt: Date;
}

/** The configured stylesheet, or null when none is. */
export async function getExportStylesheet(): Promise<ExportStylesheet | null> {
  const db = await getDb();
  return db.stylesheetEkspor.findUnique({
    where: { id: 1 },
    select: { nama: true, isi: true, updatedAt: true },
  });
}

/**
 * Checks a stylesheet (static rules, then a trial run on a small ISO 19115-3 document) and
 * stores it, replacing the previous one.
 */
export async function setExportStylesheet(
  actor: Actor,
  input: { nama: string; isi: string },
): Promise<ExportStylesheet> {
  assertAdmin(actor);
  checkStylesheet(input.isi);
  await runXslt(input.isi, xmlToString(XML_PROFILES.mdb2016.encode(TRIAL_RECORD)));
  const db = await getDb();
  const data = { nama: input.nama.slice(0, 255), isi: input.isi, diunggahOlehId: actor.userId };
  return db.stylesheetEkspor.upsert({
    where: { id: 1 },
    create: { id: 1, ...data },
    update: data,
    select: { nama: true, isi: true, updatedAt: true },
  });
}

/** Removes the stylesheet; format=xslt answers 404 afterwards. */
export async function removeExportStylesheet(actor: Actor): Promise<boolean> {
  assertAdmin(actor);
  const db = await getDb();
  const { count } = await db.stylesheetEkspor.deleteMany({ where: { id: 1 } });
  return count > 0;
}
