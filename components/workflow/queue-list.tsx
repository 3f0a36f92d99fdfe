import type { ReactNode } from "react";
import { LINK } from "@/components/catalogue/styles";
import { formatDateTime } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locale";
import type { WorkflowMessages } from "@/lib/i18n/messages/workflow";
import type { TRecordList } from "@/lib/schemas/record-list";

// A work queue (examination, review): one card per record, title linking to its page, the
// organisation and last change, and whatever the queue adds on the right.

type Item = TRecordList["records"][number];

export function QueueList<T extends Item>({
  items,
  href,
  empty,
  locale,
  t,
  badges,
  actions,
}: {
  items: T[];
  href: (item: T) => string;
  empty: string;
  locale: Locale;
  t: WorkflowMessages;
  badges?: (item: T) => ReactNode;
  actions: (item: T) => ReactNode;
}) {
  if (items.length === 0)
    return (
      <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
        {empty}
      </p>
    );
  return (
    <ul className="space-y-3" data-testid="antrean">
      {items.map((item) => (
        <li
          key={item.id}
          data-id={item.id}
          className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5"
        >
          <div className="min-w-0">
            <h2 className="font-semibold text-slate-900">
              <a className={LINK} href={href(item)}>
                {item.judul}
              </a>
            </h2>
            <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700">
              <span>{item.organisasi.nama}</span>
              {badges?.(item)}
              <span aria-hidden="true">·</span>
              <span>
                {t.antrean.diajukan}{" "}
                <time dateTime={item.updatedAt}>{formatDateTime(item.updatedAt, locale)}</time>
              </span>
            </p>
          </div>
          <div className="flex shrink-0 flex-wrap gap-2">{actions(item)}</div>
        </li>
      ))}
    </ul>
  );
}
