import "server-only";
import { getDb } from "../../db/client";
import { organisationContact } from "../../iso/encoders/mdb-contact";
import { CHILD_COLUMNS } from "../../quality/signed-content";
import type { TImportedRecord } from "../../schemas/imported-record";

// A record without a metadata contact is exported with its organisation as that contact
// (mdb-contact.ts); the document cannot say so, the export's manifest does. Restoring such a
// record drops exactly that contact again, so the record keeps following its organisation's
// details instead of holding a copy of them.

/** A contact's content columns but its scope (which is METADATA here). */
const FIELDS = CHILD_COLUMNS.kontak.filter((column) => column !== "lingkup");

/** The record without its METADATA contact when that is only the organisation's own. */
export async function withoutImplicitMetadataContact(
  record: TImportedRecord,
  organisasiId: string,
): Promise<TImportedRecord> {
  const metadataContacts = record.kontak.filter((c) => c.lingkup === "METADATA");
  if (metadataContacts.length !== 1) return record;
  const db = await getDb();
  const org = await db.organisasi.findUnique({ where: { id: organisasiId } });
  if (!org) return record;
  const implicit = organisationContact({
    nama: org.nama,
    email: org.kontakEmail,
    telepon: org.kontakTelepon,
    alamat: org.alamat,
    kota: org.kota,
    provinsi: org.provinsi,
    kodePos: org.kodePos,
    website: org.website,
  });
  const [contact] = metadataContacts as [(typeof metadataContacts)[number]];
  if (FIELDS.some((field) => (contact[field] ?? null) !== (implicit[field] ?? null))) return record;
  return { ...record, kontak: record.kontak.filter((c) => c !== contact) };
}
