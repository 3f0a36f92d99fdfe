import { DataTable, type DataTableColumn } from "@/components/ui/data-table";
import type { RunReport } from "@/lib/harvest/manage-runs";
import { formatDateTime, formatNumber } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locale";
import { RunStatus } from "./run-status";
import { CancelRunButton } from "./source-actions";
import type { HarvestTexts } from "./source-fields";

type Run = RunReport["run"];

export const RUN_COUNTS = [
  "dilihat",
  "ditambah",
  "diperbarui",
  "tidakBerubah",
  "ditarik",
  "konflik",
  "gagal",
  "jumlahRemote",
] as const;

const LINK =
  "font-semibold text-sky-800 underline hover:text-sky-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700";

/** A source's runs, newest first: each links to its report; a queued or running one can be cancelled. */
export function RunTable({
  runs,
  sourceId,
  t,
  locale,
  networkError,
}: {
  runs: Run[];
  sourceId: string;
  t: HarvestTexts;
  locale: Locale;
  networkError: string;
}) {
  const when = (date: Date | null) => (date ? formatDateTime(date.toISOString(), locale) : t.notYet);
  /** A run not yet started is named by when it was asked for. */
  const started = (run: Run) => when(run.mulaiPada ?? run.createdAt);
  // Start and end share a cell, as do status and trigger, so that the eight counts fit beside them.
  const columns: DataTableColumn<Run>[] = [
    {
      key: "waktu",
      header: t.waktu,
      rowHeader: true,
      cellClassName: "min-w-44 align-top font-normal",
      cell: (run) => (
        <>
          <a
            href={`/admin/panen/${encodeURIComponent(sourceId)}/riwayat/${encodeURIComponent(run.id)}`}
            className={LINK}
          >
            <span className="sr-only">{t.report}: </span>
            {t.mulai} {started(run)}
          </a>
          <span className="mt-1 block text-xs text-slate-600">
            {t.selesai} {when(run.selesaiPada)}
          </span>
        </>
      ),
    },
    {
      key: "status",
      header: t.status,
      cellClassName: "align-top",
      cell: (run) => (
        <>
          <RunStatus status={run.status} t={t} />
          <span className="mt-1 block whitespace-nowrap text-xs text-slate-600">
            {t.pemicu}: {t.triggers[run.pemicu as keyof HarvestTexts["triggers"]] ?? run.pemicu}
          </span>
        </>
      ),
    },
    ...RUN_COUNTS.map(
      (key): DataTableColumn<Run> => ({
        key,
        header: t.counts[key],
        className: "text-right",
        cellClassName: "align-top tabular-nums",
        cell: (run) => (run[key] === null ? t.notYet : formatNumber(run[key], locale)),
      }),
    ),
  ];
  return (
    <DataTable
      caption={t.history}
      columns={columns}
      rows={runs}
      rowKey={(run) => run.id}
      rowAttributes={(run) => ({ "data-run": run.id, "data-status": run.status })}
      rowActions={{
        header: t.actions,
        cellClassName: "align-top",
        cell: (run) =>
          (run.status === "ANTRE" || run.status === "BERJALAN") && (
            <CancelRunButton runId={run.id} label={started(run)} t={t} networkError={networkError} />
          ),
      }}
      empty={t.historyEmpty}
    />
  );
}
