import { STATUS_TONE } from "@/components/workflow/status-badge";
import type { StatusCounts } from "@/lib/catalogue/editor/count-records-by-status";
import { formatNumber } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locale";
import type { DasborMessages } from "@/lib/i18n/messages/dasbor";
import { STATUS_METADATA } from "@/lib/workflow/statuses";
import { dasborHref } from "./dasbor-query";
import { FOCUS } from "./dashboard-card";

/** One tile per status, each a link to the list filtered by it. */
export function StatusCountTiles({
  counts,
  ownOnly,
  locale,
  t,
}: {
  counts: StatusCounts;
  ownOnly: boolean;
  locale: Locale;
  t: DasborMessages;
}) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      {STATUS_METADATA.map((status) => (
        <li key={status}>
          <a
            href={dasborHref({ status, ownOnly })}
            title={t.showList(t.status[status])}
            className={`flex h-full flex-col gap-1 rounded-xl border border-slate-200 p-3 hover:border-sky-700 hover:bg-slate-50 ${FOCUS}`}
          >
            <span
              className={`self-start rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${STATUS_TONE[status]}`}
            >
              {t.status[status]}
            </span>
            <span className="text-3xl font-bold tabular-nums text-slate-900">
              {formatNumber(counts[status], locale)}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
