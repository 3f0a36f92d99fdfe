import type { Metadata } from "next";
import { ActivityList } from "@/components/editor-shell/activity-list";
import { dasborHref, parseDasborQuery } from "@/components/editor-shell/dasbor-query";
import { DashboardCard, LINK } from "@/components/editor-shell/dashboard-card";
import { ExaminationQueueList } from "@/components/editor-shell/examination-queue";
import { RecordListSection } from "@/components/editor-shell/record-list-section";
import { RecordRows } from "@/components/editor-shell/record-rows";
import { StatusCountTiles } from "@/components/editor-shell/status-counts";
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from "@/components/ui/button-styles";
import { getSessionUser } from "@/lib/auth/get-session-user";
import { mayOpen, PAGE_ACCESS } from "@/lib/auth/page-access";
import { requirePageActor } from "@/lib/auth/page-actor";
import { getDashboard } from "@/lib/catalogue/editor/get-dashboard";
import { listReadableRecords } from "@/lib/catalogue/editor/list-readable-records";
import { getLocale } from "@/lib/i18n/get-locale";
import { dasborMessages } from "@/lib/i18n/messages/dasbor";

// /dasbor – the start page of every role: counts by status, the role's queues, recent activity,
// and the list of records (?status=&q=&milik=saya&page=) so producers find their records.

export const metadata: Metadata = { title: "Dasbor", robots: { index: false } };

const COUNTS_TITLE = {
  PRODUSEN: "countsOwn",
  WALIDATA: "countsOrganisation",
  ADMIN: "countsAll",
  PEMERIKSA: "countsReadable",
} as const;

export default async function DasborPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const query = parseDasborQuery(await searchParams);
  const actor = await requirePageActor(dasborHref(query, false), PAGE_ACCESS.dasbor.roles);
  const [locale, user, dashboard, list] = await Promise.all([
    getLocale(),
    getSessionUser(actor),
    getDashboard(actor),
    listReadableRecords(
      actor,
      { status: query.status, q: query.q, page: query.page },
      { ownOnly: query.ownOnly },
    ),
  ]);
  const t = dasborMessages[locale];
  return (
    <main className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm font-medium text-slate-600">{t.title}</p>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t.greeting(user.namaLengkap)}</h1>
          <p className="mt-1 text-slate-700">{t.intro[actor.role]}</p>
        </div>
        {mayOpen(actor.role, "metadataBaru") && (
          <div className="flex flex-wrap gap-2">
            <a href={PAGE_ACCESS.metadataBaru.path} className={PRIMARY_BUTTON}>
              {t.newRecord}
            </a>
            {mayOpen(actor.role, "metadataImpor") && (
              <a href={PAGE_ACCESS.metadataImpor.path} className={SECONDARY_BUTTON}>
                {t.importRecords}
              </a>
            )}
          </div>
        )}
      </div>

      <DashboardCard id="ringkasan" title={t[COUNTS_TITLE[actor.role]]}>
        <StatusCountTiles
          counts={dashboard.counts.byStatus}
          ownOnly={dashboard.counts.ownOnly}
          locale={locale}
          t={t}
        />
      </DashboardCard>

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          {dashboard.recentRecords && (
            <DashboardCard id="terakhir" title={t.recentRecords}>
              {dashboard.recentRecords.records.length === 0 ? (
                <p className="text-slate-600">{t.noRecentRecords}</p>
              ) : (
                <RecordRows records={dashboard.recentRecords.records} locale={locale} t={t} compact />
              )}
            </DashboardCard>
          )}
          {dashboard.examinationQueue && (
            <DashboardCard
              id="antrean-qcqe"
              title={t.examinationQueue}
              aside={
                <a href={PAGE_ACCESS.pemeriksaan.path} className={`${LINK} text-sm`}>
                  {t.openExamination}
                </a>
              }
            >
              <ExaminationQueueList queue={dashboard.examinationQueue} locale={locale} t={t} />
            </DashboardCard>
          )}
          {dashboard.reviewQueue && (
            <DashboardCard
              id="antrean-tinjauan"
              title={t.reviewQueue}
              aside={
                <a href={PAGE_ACCESS.tinjauan.path} className={`${LINK} text-sm`}>
                  {t.openReview}
                </a>
              }
            >
              {dashboard.reviewQueue.records.length === 0 ? (
                <p className="text-slate-600">{t.reviewEmpty}</p>
              ) : (
                <>
                  <RecordRows records={dashboard.reviewQueue.records} locale={locale} t={t} />
                  {dashboard.reviewQueue.total > dashboard.reviewQueue.records.length && (
                    <p className="mt-3 text-sm text-slate-600">
                      {t.queueMore(dashboard.reviewQueue.records.length, dashboard.reviewQueue.total)}
                    </p>
                  )}
                </>
              )}
            </DashboardCard>
          )}
        </div>
        <DashboardCard id="aktivitas" title={t.activity}>
          <ActivityList entries={dashboard.activity} locale={locale} t={t} />
        </DashboardCard>
      </div>

      <RecordListSection
        list={list}
        query={query}
        locale={locale}
        t={t}
        canOwn={actor.role === "PRODUSEN" || actor.role === "ADMIN"}
      />
    </main>
  );
}
