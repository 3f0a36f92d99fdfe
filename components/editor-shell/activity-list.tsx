import { StatusBadge } from "@/components/workflow/status-badge";
import { formatDateTime } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locale";
import type { DasborMessages } from "@/lib/i18n/messages/dasbor";
import type { ActivityEntry } from "@/lib/workflow/list-recent-activity";
import { LINK } from "./dashboard-card";

/** The newest status changes: record, from → to, who, when and the note. */
export function ActivityList({
  entries,
  locale,
  t,
}: {
  entries: ActivityEntry[];
  locale: Locale;
  t: DasborMessages;
}) {
  if (entries.length === 0) return <p className="text-slate-600">{t.activityEmpty}</p>;
  return (
    <ol className="space-y-4">
      {entries.map((entry) => (
        <li key={entry.id} className="border-l-2 border-slate-200 pl-3">
          <a href={`/metadata/${entry.metadataId}`} className={`${LINK} break-words`}>
            {entry.judul}
          </a>
          <p className="mt-1 flex flex-wrap items-center gap-1.5 text-sm text-slate-700">
            {entry.dari ? (
              <>
                <StatusBadge status={entry.dari} label={t.status[entry.dari]} />
                <span aria-hidden="true">→</span>
                <span className="sr-only">{locale === "id" ? "menjadi" : "to"}</span>
              </>
            ) : (
              <span>{t.created}:</span>
            )}
            <StatusBadge status={entry.ke} label={t.status[entry.ke]} />
          </p>
          <p className="mt-1 text-xs text-slate-600">
            {t.by} {entry.oleh ?? t.system} ·{" "}
            <time dateTime={entry.waktu}>{formatDateTime(entry.waktu, locale)}</time>
          </p>
          {entry.catatan && (
            <p className="mt-1 text-sm text-slate-700">
              <span className="font-medium">{t.note}:</span> {entry.catatan}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
