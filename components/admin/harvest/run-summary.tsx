import type { RunReport } from "@/lib/harvest/manage-runs";
import { formatDateTime, formatNumber } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locale";
import { Notice } from "../notice";
import { RunStatus } from "./run-status";
import { RUN_COUNTS } from "./run-table";
import type { HarvestTexts } from "./source-fields";

/** One run at a glance: status, trigger, times, its counts and its message. */
export function RunSummary({ run, t, locale }: { run: RunReport["run"]; t: HarvestTexts; locale: Locale }) {
  const when = (date: Date | null) => (date ? formatDateTime(date.toISOString(), locale) : t.notYet);
  const facts: [string, React.ReactNode][] = [
    [t.status, <RunStatus key="status" status={run.status} t={t} />],
    [t.pemicu, t.triggers[run.pemicu as keyof HarvestTexts["triggers"]] ?? run.pemicu],
    [t.mulai, when(run.mulaiPada)],
    [t.selesai, when(run.selesaiPada)],
  ];
  return (
    <section aria-labelledby="laporan-ringkas" className="space-y-4">
      <h2 id="laporan-ringkas" className="sr-only">
        {t.details}
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {facts.map(([label, value]) => (
          <div key={label} className="rounded-lg border border-slate-200 bg-white p-3">
            <dt className="text-xs font-medium uppercase text-slate-600">{label}</dt>
            <dd className="mt-1 text-sm text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-8" data-testid="laporan-jumlah">
        {RUN_COUNTS.map((key) => (
          <div key={key} className="rounded-lg bg-slate-50 p-3 text-center">
            <dt className="text-xs font-medium uppercase text-slate-600">{t.counts[key]}</dt>
            <dd className="mt-1 text-2xl font-bold tabular-nums text-slate-900" data-count={key}>
              {run[key] === null ? t.notYet : formatNumber(run[key], locale)}
            </dd>
          </div>
        ))}
      </dl>
      {run.pesan && (
        <Notice tone={run.status === "GAGAL" ? "error" : "info"} title={t.message}>
          <p className="break-words">{run.pesan}</p>
        </Notice>
      )}
    </section>
  );
}
