import { formatDate } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locale";
import type { DasborMessages } from "@/lib/i18n/messages/dasbor";
import type { ExaminationQueue } from "@/lib/quality/list-examination-queue";
import { LINK } from "./dashboard-card";

const STEP = "inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset";
const DONE = "bg-emerald-50 text-emerald-900 ring-emerald-300";
const OPEN = "bg-amber-50 text-amber-900 ring-amber-300";

/** Records in QCQE_PROCESS the user may examine, with which of QC and QE is still open. */
export function ExaminationQueueList({
  queue,
  locale,
  t,
}: {
  queue: ExaminationQueue;
  locale: Locale;
  t: DasborMessages;
}) {
  if (queue.records.length === 0) return <p className="text-slate-600">{t.examinationEmpty}</p>;
  return (
    <>
      <ul className="divide-y divide-slate-200">
        {queue.records.map((item) => (
          <li key={item.id} className="py-3 first:pt-0">
            <a href={`/metadata/${item.id}`} className={`${LINK} break-words`}>
              {item.judul}
            </a>
            <p className="mt-1 flex flex-wrap items-center gap-1.5 text-sm text-slate-700">
              <span>{item.organisasi.nama}</span>
              {item.lintasOrg && (
                <span className={`${STEP} bg-violet-50 text-violet-900 ring-violet-300`}>
                  {t.crossOrganisation}
                </span>
              )}
              <span className={`${STEP} ${item.terbuka.qc ? OPEN : DONE}`}>
                {item.terbuka.qc ? t.qcOpen : t.qcDone}
              </span>
              <span className={`${STEP} ${item.terbuka.qe ? OPEN : DONE}`}>
                {item.terbuka.qe ? t.qeOpen : t.qeDone}
              </span>
            </p>
            <p className="mt-1 text-xs text-slate-600">
              {t.waitingSince} <time dateTime={item.updatedAt}>{formatDate(item.updatedAt, locale)}</time>
            </p>
          </li>
        ))}
      </ul>
      {queue.total > queue.records.length && (
        <p className="mt-3 text-sm text-slate-600">{t.queueMore(queue.records.length, queue.total)}</p>
      )}
    </>
  );
}
