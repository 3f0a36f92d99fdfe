import { DataTable, type DataTableColumn } from "@/components/ui/data-table";
import type { HarvestSourceView } from "@/lib/harvest/manage-sources";
import { formatDateTime, formatNumber } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locale";
import { fill } from "@/lib/i18n/messages/admin";
import { RunStatus, scheduleText } from "./run-status";
import type { HarvestTexts } from "./source-fields";

const LINK =
  "font-semibold text-sky-800 underline hover:text-sky-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700";

const sourcePath = (id: string) => `/admin/panen/${encodeURIComponent(id)}`;

/** The harvest sources: what each harvests, for whom, how often, and how its last run went. */
export function SourceTable({
  sources,
  t,
  locale,
}: {
  sources: HarvestSourceView[];
  t: HarvestTexts;
  locale: Locale;
}) {
  const columns: DataTableColumn<HarvestSourceView>[] = [
    {
      key: "nama",
      header: t.nama,
      rowHeader: true,
      cellClassName: "align-top font-normal",
      cell: (source) => (
        <>
          <a href={sourcePath(source.id)} className={LINK}>
            {source.nama}
          </a>
          {!source.aktif && (
            <span className="ml-2 rounded bg-slate-200 px-1.5 py-0.5 text-xs font-semibold text-slate-800">
              {t.inactive}
            </span>
          )}
          <span className="mt-1 block break-all text-xs text-slate-600">{source.url}</span>
        </>
      ),
    },
    {
      key: "protokol",
      header: t.protokol,
      cellClassName: "align-top whitespace-nowrap",
      cell: (source) => t.protocols[source.protokol],
    },
    {
      key: "organisasi",
      header: t.organisasi,
      className: "hidden lg:table-cell",
      cellClassName: "align-top",
      cell: (source) => source.organisasi.nama,
    },
    {
      key: "kebijakan",
      header: t.kebijakan,
      className: "hidden md:table-cell",
      cellClassName: "align-top",
      cell: (source) => t.policies[source.kebijakan].label,
    },
    {
      key: "jadwal",
      header: t.jadwal,
      className: "hidden md:table-cell",
      cellClassName: "align-top",
      cell: (source) => (
        <>
          {scheduleText(source, t)}
          {source.aktif && source.berikutnyaPada && (
            <span className="block text-xs text-slate-600">
              {fill(t.schedule.next, { waktu: formatDateTime(source.berikutnyaPada.toISOString(), locale) })}
            </span>
          )}
        </>
      ),
    },
    {
      key: "rekaman",
      header: t.recordsHeld,
      className: "text-right",
      cellClassName: "align-top tabular-nums",
      cell: (source) => formatNumber(source.jumlahRekaman, locale),
    },
    {
      key: "runTerakhir",
      header: t.lastRun,
      cellClassName: "align-top",
      cell: ({ id, nama, runTerakhir: run }) =>
        run ? (
          <>
            <RunStatus status={run.status} t={t} />
            <span className="mt-1 block text-xs text-slate-600">
              {t.counts.dilihat} {formatNumber(run.dilihat, locale)} · {t.counts.gagal}{" "}
              {formatNumber(run.gagal, locale)}
            </span>
            <a href={`${sourcePath(id)}/riwayat/${encodeURIComponent(run.id)}`} className={`${LINK} text-xs`}>
              {t.report}
              <span className="sr-only"> {nama}</span>
            </a>
          </>
        ) : (
          <span className="text-slate-600">{t.never}</span>
        ),
    },
  ];
  return (
    <DataTable
      caption={t.sources}
      columns={columns}
      rows={sources}
      rowKey={(source) => source.id}
      rowAttributes={(source) => ({ "data-sumber": source.id })}
      empty={t.empty}
    />
  );
}
