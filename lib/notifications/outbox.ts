import "server-only";
import type { Db } from "../db/client";
import type { StatusMetadata } from "../db/generated/enums";
import { getEnv } from "../env";
import type { NotificationSettings } from "./transports";

// Every status change tells the record's owner, by e-mail and WhatsApp. The messages are only
// written here, as outbox rows in the caller's transaction: they commit with the transition or
// not at all, and sending (lib/notifications/worker.ts) can never block or undo it.

export interface StatusChangeNotice {
  metadataId: string;
  judul: string;
  /** Null for a record that had no status before. */
  dari: StatusMetadata | null;
  ke: StatusMetadata;
  catatan: string | null;
  actorName: string;
  owner: { id: string; namaLengkap: string; email: string; telepon: string | null };
  /** Address of the record in the editor, when the caller knows the site's address. */
  recordUrl?: string;
}

const STATUS_LABELS: Record<StatusMetadata, { id: string; en: string }> = {
  DRAFT: { id: "Draf", en: "Draft" },
  QCQE_PROCESS: { id: "Proses QC/QE", en: "QC/QE in progress" },
  REVIEW: { id: "Tinjauan", en: "Review" },
  PUBLISHED: { id: "Terbit", en: "Published" },
  PRIVATE: { id: "Privat", en: "Private" },
  REJECTED: { id: "Ditolak", en: "Rejected" },
};

/** Subject and text of the message, Indonesian first, English after. */
export function composeStatusMessage(notice: StatusChangeNotice): { subjek: string; isi: string } {
  const title = notice.judul.replace(/\s+/g, " ").trim(); // one line, also for the mail header
  const to = STATUS_LABELS[notice.ke];
  const from = notice.dari ? STATUS_LABELS[notice.dari] : null;
  const indonesian = [
    `Yth. ${notice.owner.namaLengkap},`,
    "",
    from
      ? `Status metadata "${title}" diubah dari ${from.id} menjadi ${to.id} oleh ${notice.actorName}.`
      : `Status metadata "${title}" ditetapkan menjadi ${to.id} oleh ${notice.actorName}.`,
    ...(notice.catatan ? [`Catatan: ${notice.catatan}`] : []),
    ...(notice.recordUrl ? [`Lihat metadata: ${notice.recordUrl}`] : []),
  ];
  const english = [
    `Dear ${notice.owner.namaLengkap},`,
    "",
    from
      ? `The status of the metadata record "${title}" was changed from ${from.en} to ${to.en} by ${notice.actorName}.`
      : `The status of the metadata record "${title}" was set to ${to.en} by ${notice.actorName}.`,
    ...(notice.catatan ? [`Note: ${notice.catatan}`] : []),
    ...(notice.recordUrl ? [`View the record: ${notice.recordUrl}`] : []),
  ];
  return {
    subjek: `Simpul: status "${title}" kini ${to.id} / status of "${title}" is now ${to.en}`,
    isi: [...indonesian, "", "---", "", ...english, ""].join("\n"),
  };
}

/**
 * A phone number as WhatsApp gateways expect it: digits with the country code, no "+".
 * Indonesian numbers are written many ways (0812-…, +62 812 …, 812…); null when it is no number.
 */
export function toWhatsappNumber(telepon: string): string | null {
  const written = telepon.replace(/[\s\-.()/]/g, "");
  let digits: string;
  if (written.startsWith("+")) digits = written.slice(1);
  else if (written.startsWith("00")) digits = written.slice(2);
  else if (written.startsWith("0")) digits = `62${written.slice(1)}`;
  else if (written.startsWith("8")) digits = `62${written}`;
  else digits = written;
  return /^[1-9]\d{7,14}$/.test(digits) ? digits : null;
}

/**
 * Writes the owner's notifications of a status change into the outbox: an e-mail when SMTP_URL
 * is set, a WhatsApp message when WA_GATEWAY_URL is set and the owner has a usable phone number.
 * Pass the transaction client so they commit with the transition. Returns how many were written.
 */
export async function queueStatusNotifications(
  db: { notifikasi: Db["notifikasi"] },
  notice: StatusChangeNotice,
  settings: NotificationSettings = getEnv(),
): Promise<number> {
  const { subjek, isi } = composeStatusMessage(notice);
  const whatsapp = notice.owner.telepon ? toWhatsappNumber(notice.owner.telepon) : null;
  const common = { penerimaId: notice.owner.id, metadataId: notice.metadataId, subjek, isi };
  // Due at once by the application's clock, which the worker compares it with (a column
  // default would come from the database's clock, in its session's time zone).
  const berikutnyaPada = new Date();
  const rows = [
    ...(settings.SMTP_URL ? [{ ...common, kanal: "EMAIL" as const, tujuan: notice.owner.email }] : []),
    ...(settings.WA_GATEWAY_URL && whatsapp
      ? [{ ...common, kanal: "WHATSAPP" as const, tujuan: whatsapp }]
      : []),
  ].map((row) => ({ ...row, berikutnyaPada }));
  if (rows.length === 0) return 0;
  const { count } = await db.notifikasi.createMany({ data: rows });
  return count;
}
