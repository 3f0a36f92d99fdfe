import type { Metadata } from "next";
import { PRIMARY_BUTTON } from "@/components/ui/button-styles";
import { QueueList } from "@/components/workflow/queue-list";
import { PAGE_ACCESS } from "@/lib/auth/page-access";
import { requirePageActor } from "@/lib/auth/page-actor";
import { getLocale } from "@/lib/i18n/get-locale";
import { workflowMessages } from "@/lib/i18n/messages/workflow";
import { listExaminationQueue } from "@/lib/quality/list-examination-queue";

// /pemeriksaan – the examiner's queue: records in QC/QE the user may examine, with QC and QE open.

export const metadata: Metadata = { title: "Pemeriksaan", robots: { index: false, follow: false } };

export default async function ExaminationQueuePage() {
  const actor = await requirePageActor(PAGE_ACCESS.pemeriksaan.path, PAGE_ACCESS.pemeriksaan.roles);
  const locale = await getLocale();
  const t = workflowMessages[locale];
  const queue = await listExaminationQueue(actor);
  return (
    <main className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-10">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t.antrean.judul}</h1>
      <p className="mt-2 text-slate-700">
        {t.antrean.intro} ({queue.total} {t.antrean.jumlah})
      </p>
      <div className="mt-6">
        <QueueList
          items={queue.records}
          href={(item) => `/metadata/${encodeURIComponent(item.id)}`}
          empty={t.antrean.kosong}
          locale={locale}
          t={t}
          badges={(item) =>
            item.lintasOrg ? (
              <span className="rounded-full bg-sky-50 px-2 py-0.5 text-xs font-semibold text-sky-900 ring-1 ring-sky-300 ring-inset">
                {t.workspace.lintasOrg}
              </span>
            ) : null
          }
          actions={(item) =>
            (["qc", "qe"] as const).map((tipe) =>
              item.terbuka[tipe] ? (
                <a
                  key={tipe}
                  className={`${PRIMARY_BUTTON} text-sm`}
                  href={`/pemeriksaan/${encodeURIComponent(item.id)}/${tipe}`}
                >
                  {tipe === "qc" ? t.bukaQc : t.bukaQe}
                </a>
              ) : (
                <span
                  key={tipe}
                  className="rounded-lg bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-900"
                >
                  ✓ {tipe.toUpperCase()} {t.antrean.selesai.toLowerCase()}
                </span>
              ),
            )
          }
        />
      </div>
    </main>
  );
}
