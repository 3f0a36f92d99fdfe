import { pageWindow } from "@/components/catalogue/pagination";
import { SECONDARY_BUTTON } from "@/components/ui/button-styles";
import { formatNumber } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locale";
import type { DasborMessages } from "@/lib/i18n/messages/dasbor";
import type { TRecordList } from "@/lib/schemas/record-list";
import { STATUS_METADATA } from "@/lib/workflow/statuses";
import { type DasborQuery, dasborHref } from "./dasbor-query";
import { DashboardCard, FOCUS } from "./dashboard-card";
import { RecordRows } from "./record-rows";

const CHIP = `inline-flex items-center rounded-full border px-3 py-1 text-sm font-medium ${FOCUS}`;
const chip = (active: boolean) =>
  `${CHIP} ${active ? "border-sky-800 bg-sky-800 text-white" : "border-slate-300 bg-white text-slate-800 hover:bg-slate-100"}`;

/** The records the user may read (or owns), filtered by status and text, a page at a time. */
export function RecordListSection({
  list,
  query,
  locale,
  t,
  canOwn,
}: {
  list: TRecordList;
  query: DasborQuery;
  locale: Locale;
  t: DasborMessages;
  /** Whether "mine" makes sense for the role (producers and administrators own records). */
  canOwn: boolean;
}) {
  const last = Math.max(1, Math.ceil(list.total / list.pageSize));
  return (
    <DashboardCard
      id="daftar"
      title={t.list}
      aside={<p className="text-sm text-slate-600">{t.listTotal(formatNumber(list.total, locale))}</p>}
    >
      <form method="get" action="/dasbor#daftar" className="flex flex-wrap items-end gap-2">
        {query.status && <input type="hidden" name="status" value={query.status} />}
        {query.ownOnly && <input type="hidden" name="milik" value="saya" />}
        <div className="min-w-0 flex-1">
          <label htmlFor="daftar-q" className="block text-sm font-semibold text-slate-800">
            {t.search}
          </label>
          <input
            id="daftar-q"
            name="q"
            type="search"
            defaultValue={query.q ?? ""}
            maxLength={200}
            className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 focus:border-sky-700 focus:outline-2 focus:outline-offset-1 focus:outline-sky-700"
          />
        </div>
        <button type="submit" className={SECONDARY_BUTTON}>
          {t.searchButton}
        </button>
      </form>
      {canOwn && (
        <nav aria-label={t.scope} className="mt-4">
          <ul className="flex flex-wrap gap-2">
            {[false, true].map((ownOnly) => (
              <li key={String(ownOnly)}>
                <a
                  href={dasborHref({ ...query, ownOnly, page: 1 })}
                  aria-current={query.ownOnly === ownOnly ? "true" : undefined}
                  className={chip(query.ownOnly === ownOnly)}
                >
                  {ownOnly ? t.listOwnOnly : t.listReadable}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <nav aria-label={t.filterByStatus} className="mt-3">
        <ul className="flex flex-wrap gap-2">
          {[undefined, ...STATUS_METADATA].map((status) => (
            <li key={status ?? "semua"}>
              <a
                href={dasborHref({ ...query, status, page: 1 })}
                aria-current={query.status === status ? "true" : undefined}
                className={chip(query.status === status)}
              >
                {status ? t.status[status] : t.allStatuses}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-5">
        {list.records.length === 0 ? (
          <p className="text-slate-600">{t.listEmpty}</p>
        ) : (
          <RecordRows records={list.records} locale={locale} t={t} />
        )}
      </div>
      {last > 1 && (
        <nav aria-label={t.pagination} className="mt-5">
          <ul className="flex flex-wrap items-center gap-1.5">
            {query.page > 1 && (
              <li>
                <a href={dasborHref({ ...query, page: query.page - 1 })} rel="prev" className={chip(false)}>
                  ← {t.previous}
                </a>
              </li>
            )}
            {pageWindow(query.page, last).map((p) =>
              typeof p === "string" ? (
                <li key={p} aria-hidden="true" className="px-1 text-slate-500">
                  …
                </li>
              ) : (
                <li key={p}>
                  <a
                    href={dasborHref({ ...query, page: p })}
                    aria-label={t.page(p)}
                    aria-current={p === query.page ? "page" : undefined}
                    className={chip(p === query.page)}
                  >
                    {p}
                  </a>
                </li>
              ),
            )}
            {query.page < last && (
              <li>
                <a href={dasborHref({ ...query, page: query.page + 1 })} rel="next" className={chip(false)}>
                  {t.next} →
                </a>
              </li>
            )}
          </ul>
        </nav>
      )}
    </DashboardCard>
  );
}
