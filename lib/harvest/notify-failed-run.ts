import type { Db } from "../db/client";
import type { PanenRun, SumberPanen } from "../db/generated/client";
import { getEnv } from "../env";
import { toWhatsappNumber } from "../notifications/outbox";
import type { NotificationSettings } from "../notifications/transports";

// A run that failed, or left records out, is told to the source organisation's custodians
// (WALIDATA) and the administrators, through the notification outbox (e-mail, WhatsApp), as
// status changes are: written here, sent by the outbox worker.

function message(source: SumberPanen, run: PanenRun): { subjek: string; isi: string } {
  const counts = `${run.dilihat} dilihat, ${run.ditambah} ditambahkan, ${run.diperbarui} diperbarui, ${run.konflik} konflik, ${run.gagal} gagal`;
  const countsEn = `${run.dilihat} seen, ${run.ditambah} added, ${run.diperbarui} updated, ${run.konflik} conflicts, ${run.gagal} failed`;
  const failed = run.status === "GAGAL";
  return {
    subjek: failed
      ? `[Simpul] Panen ${source.nama} gagal / harvest failed`
      : `[Simpul] Panen ${source.nama}: ${run.gagal} rekaman gagal / records failed`,
    isi: [
      `Panen dari ${source.nama} (${source.url}) ${failed ? `berhenti: ${run.pesan ?? ""}` : "selesai dengan kegagalan"}.`,
      counts,
      "",
      `Harvest of ${source.nama} ${failed ? `stopped: ${run.pesan ?? ""}` : "ended with failures"}.`,
      countsEn,
      "",
      `Laporan / report: /admin/panen/${source.id}/riwayat/${run.id}`,
    ].join("\n"),
  };
}

/** Queues the messages; returns how many. */
export async function notifyFailedRun(
  db: Db,
  source: SumberPanen,
  run: PanenRun,
  settings: Pick<NotificationSettings, "SMTP_URL" | "WA_GATEWAY_URL"> = getEnv(),
): Promise<number> {
  const recipients = await db.pengguna.findMany({
    where: {
      aktif: true,
      OR: [{ peran: "ADMIN" }, { peran: "WALIDATA", organisasiId: source.organisasiId }],
    },
    select: { id: true, email: true, telepon: true },
  });
  const { subjek, isi } = message(source, run);
  const berikutnyaPada = new Date();
  const rows = recipients.flatMap((user) => {
    const whatsapp = user.telepon ? toWhatsappNumber(user.telepon) : null;
    const common = { penerimaId: user.id, subjek, isi, berikutnyaPada };
    return [
      ...(settings.SMTP_URL ? [{ ...common, kanal: "EMAIL" as const, tujuan: user.email }] : []),
      ...(settings.WA_GATEWAY_URL && whatsapp
        ? [{ ...common, kanal: "WHATSAPP" as const, tujuan: whatsapp }]
        : []),
    ];
  });
  if (rows.length === 0) return 0;
  return (await db.notifikasi.createMany({ data: rows })).count;
}
