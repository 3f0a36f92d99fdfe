import "server-only";
import type { Actor } from "../../auth/actor";
import { mayCatalogue } from "../../auth/permissions";
import { getDb } from "../../db/client";
import { AppError } from "../../errors";
import type { IsoExportFormat } from "../../iso/formats";
import type { IsoOrganisation } from "../../iso/record";
import { XML_PROFILES } from "../../iso/registry";
import { toImportedRecord, withoutServerFields, ZRecordContent } from "../../schemas/record-input";
import { validateBody } from "../../schemas/validate-body";
import { xmlToString } from "../../xml/builder";

// POST /api/metadata/pratinjau: the ISO XML of a record body as the editor has it now, through
// the same rules (ZRecordContent) and encoders as a stored record's export; nothing is stored.

/** The fileIdentifier of a record not saved yet (it gets its id on save). */
export const PREVIEW_FILE_IDENTIFIER = "pratinjau";

async function actorOrganisation(actor: Actor): Promise<IsoOrganisation | null> {
  const db = await getDb();
  const o = await db.organisasi.findUnique({ where: { id: actor.organisasiId } });
  return o
    ? {
        nama: o.nama,
        email: o.kontakEmail,
        telepon: o.kontakTelepon,
        alamat: o.alamat,
        kota: o.kota,
        provinsi: o.provinsi,
        kodePos: o.kodePos,
        website: o.website,
      }
    : null;
}

/** The record body as ISO XML in `format`; the roles that may create records may preview them. */
export async function previewRecordXml(
  actor: Actor,
  body: unknown,
  format: IsoExportFormat,
): Promise<string> {
  if (!mayCatalogue(actor, "create")) {
    throw new AppError(
      "FORBIDDEN",
      "Peran Anda tidak dapat menyusun metadata / your role may not compose records",
      {},
    );
  }
  const imported = toImportedRecord(validateBody(withoutServerFields(body), ZRecordContent));
  const record = {
    ...imported,
    fileIdentifier: imported.fileIdentifier ?? PREVIEW_FILE_IDENTIFIER,
    organisasi: await actorOrganisation(actor),
  };
  return xmlToString(XML_PROFILES[format].encode(record));
}
