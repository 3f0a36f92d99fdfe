import { formatDateTime } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locale";
import type { WorkflowMessages } from "@/lib/i18n/messages/workflow";
import type { HistoryEntry } from "@/lib/workflow/get-record-workspace";
import type { StatusMetadata } from "@/lib/workflow/statuses";
import { StatusBadge } from "./status-badge";

/** The record's status history, newest first: who moved it, when, from where to where, and why. */
export function StatusTimeline({
  entries,
  locale,
  t,
}: {
  entries: HistoryEntry[];
  locale: Locale;
  t: WorkflowMessages;
}) {
  if (entries.length === 0) return <p className="text-sm text-slate-600">{t.workspace.riwayatKosong}</p>;
  const badge = (status: StatusMetadata) => <StatusBadge status={status} label={t.status[status]} />;
  return (
    <ol className="relative space-y-5 border-l-2 border-slate-200 pl-6" data-testid="riwayat-status">
      {[...entries].reverse().map((entry) => (
        <li key={entry.id} className="relative">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[1.95rem] h-3 w-3 rounded-full border-2 border-white bg-sky-800 ring-2 ring-sky-800/30"
          />
          <div className="flex flex-wrap items-center gap-2 text-sm">
            {entry.dari ? (
              <>
                {badge(entry.dari)}
                <span aria-hidden="true" className="text-slate-500">
                  →
                </span>
                <span className="sr-only">→</span>
              </>
            ) : (
              <span className="text-slate-700">{t.workspace.dibuat}:</span>
            )}
            {badge(entry.ke)}
          </div>
          <p className="mt-1 text-sm text-slate-700">
            <span className="font-medium text-slate-900">
              {entry.oleh?.namaLengkap ?? t.workspace.sistem}
            </span>
            {entry.oleh ? ` (${t.peran[entry.oleh.peran]})` : ""} ·{" "}
            <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt, locale)}</time>
          </p>
          {entry.catatan ? (
            <p className="mt-1.5 rounded-lg bg-slate-50 px-3 py-2 text-sm whitespace-pre-line text-slate-800">
              {entry.catatan}
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
