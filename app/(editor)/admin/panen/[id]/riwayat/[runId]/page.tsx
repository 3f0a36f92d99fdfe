import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AdminFrame } from "@/components/admin/admin-frame";
import { ReportItems } from "@/components/admin/harvest/report-items";
import { RunSummary } from "@/components/admin/harvest/run-summary";
import { PAGE_ACCESS } from "@/lib/auth/page-access";
import { requirePageActor } from "@/lib/auth/page-actor";
import { isAppError } from "@/lib/errors";
import { getRunReport } from "@/lib/harvest/manage-runs";
import { getSource } from "@/lib/harvest/manage-sources";
import { formatDateTime, formatNumber } from "@/lib/i18n/format";
import { getLocale } from "@/lib/i18n/get-locale";
import { adminMessages, fill } from "@/lib/i18n/messages/admin";

export const metadata: Metadata = { title: "Laporan panen" };

/** getRunReport gives at most this many entries: a report that long may have been cut. */
const REPORT_ITEMS_MAX = 5_000;

type Props = { params: Promise<{ id: string; runId: string }> };

/** The value, or the 404 page when the domain says there is no such thing. */
const orNotFound = <T,>(promise: Promise<T>): Promise<T> =>
  promise.catch((error) => {
    if (isAppError(error) && error.code === "NOT_FOUND") notFound();
    throw error;
  });

// /admin/panen/[id]/riwayat/[runId] – one run's report (GET /api/admin/panen/riwayat/{runId}):
// its counts and message, and the records that did not simply go in, with why.
export default async function AdminPanenReportPage({ params }: Props) {
  const { id, runId } = await params;
  await requirePageActor(
    `/admin/panen/${encodeURIComponent(id)}/riwayat/${encodeURIComponent(runId)}`,
    PAGE_ACCESS.admin.roles,
  );
  const locale = await getLocale();
  const t = adminMessages[locale];
  const [source, report] = await Promise.all([orNotFound(getSource(id)), orNotFound(getRunReport(runId))]);
  // A run of another source under this source's address is not this source's report.
  if (report.run.sumberId !== source.id) notFound();
  const intro = fill(t.panen.reportIntro, {
    nama: source.nama,
    waktu: formatDateTime(report.run.createdAt.toISOString(), locale),
  });
  return (
    <AdminFrame t={t} current="panen" title={t.panen.reportTitle} intro={intro}>
      <a
        href={`/admin/panen/${encodeURIComponent(id)}`}
        className="text-sm font-semibold text-sky-800 underline focus-visible:outline-2 focus-visible:outline-sky-700"
      >
        <span aria-hidden="true">← </span>
        {source.nama}
      </a>
      <div className="mt-6">
        <RunSummary run={report.run} t={t.panen} locale={locale} />
      </div>
      <section aria-labelledby="laporan-item" className="mt-10 space-y-3">
        <h2 id="laporan-item" className="text-lg font-semibold text-slate-900">
          {t.panen.items}
        </h2>
        {report.item.length >= REPORT_ITEMS_MAX && (
          <p className="text-sm text-slate-600">
            {fill(t.panen.itemsLimit, { n: formatNumber(REPORT_ITEMS_MAX, locale) })}
          </p>
        )}
        <ReportItems items={report.item} t={t.panen} />
      </section>
    </AdminFrame>
  );
}
