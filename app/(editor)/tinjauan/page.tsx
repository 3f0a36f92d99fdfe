import type { Metadata } from "next";
import { PRIMARY_BUTTON } from "@/components/ui/button-styles";
import { QueueList } from "@/components/workflow/queue-list";
import { PAGE_ACCESS } from "@/lib/auth/page-access";
import { requirePageActor } from "@/lib/auth/page-actor";
import { listReadableRecords } from "@/lib/catalogue/editor/list-readable-records";
import { getLocale } from "@/lib/i18n/get-locale";
import { workflowMessages } from "@/lib/i18n/messages/workflow";

// /tinjauan – the walidata's review queue: records in REVIEW the user may read (for a walidata
// those of the organisation), as GET /api/metadata?status=REVIEW lists them.

export const metadata: Metadata = { title: "Tinjauan", robots: { index: false, follow: false } };

export default async function ReviewQueuePage() {
  const actor = await requirePageActor(PAGE_ACCESS.tinjauan.path, PAGE_ACCESS.tinjauan.roles);
  const locale = await getLocale();
  const t = workflowMessages[locale];
  const list = await listReadableRecords(actor, { status: "REVIEW", pageSize: 100 });
  return (
    <main className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-10">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {t.tinjauanAntrean.judul}
      </h1>
      <p className="mt-2 text-slate-700">
        {t.tinjauanAntrean.intro} ({list.total} {t.antrean.jumlah})
      </p>
      <div className="mt-6">
        <QueueList
          items={list.records}
          href={(item) => `/metadata/${encodeURIComponent(item.id)}`}
          empty={t.tinjauanAntrean.kosong}
          locale={locale}
          t={t}
          actions={(item) => (
            <a className={`${PRIMARY_BUTTON} text-sm`} href={`/tinjauan/${encodeURIComponent(item.id)}`}>
              {t.tinjauanAntrean.buka}
              <span className="sr-only">: {item.judul}</span>
            </a>
          )}
        />
      </div>
    </main>
  );
}
