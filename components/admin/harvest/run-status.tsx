import { fill } from "@/lib/i18n/messages/admin";
import type { HarvestTexts } from "./source-fields";

const TONES: Record<string, string> = {
  ANTRE: "bg-slate-200 text-slate-900",
  BERJALAN: "bg-sky-100 text-sky-900",
  SELESAI: "bg-emerald-100 text-emerald-900",
  GAGAL: "bg-red-100 text-red-900",
  DIBATALKAN: "bg-amber-100 text-amber-950",
};

/** A run's status as a coloured label (the word carries the meaning; the colour only helps). */
export function RunStatus({ status, t }: { status: string; t: HarvestTexts }) {
  return (
    <span
      data-status={status}
      className={`inline-block whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${TONES[status] ?? TONES.ANTRE}`}
    >
      {t.statuses[status as keyof HarvestTexts["statuses"]] ?? status}
    </span>
  );
}

/** When a source runs by itself, in words: its interval, its daily time, or by hand only. */
export function scheduleText(
  source: { intervalMenit: number | null; jamHarian: string | null },
  t: HarvestTexts,
): string {
  const parts = [
    source.intervalMenit !== null && fill(t.schedule.interval, { n: source.intervalMenit }),
    source.jamHarian !== null && fill(t.schedule.daily, { jam: source.jamHarian }),
  ].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join("; ") : t.schedule.none;
}
