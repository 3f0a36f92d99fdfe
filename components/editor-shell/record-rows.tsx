import { StatusBadge } from "@/components/workflow/status-badge";
import { formatDate } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locale";
import type { DasborMessages } from "@/lib/i18n/messages/dasbor";
import type { TRecordList } from "@/lib/schemas/record-list";
import { LINK } from "./dashboard-card";

/** Records as rows: title (to /metadata/[id]), status, organisation, owner, last change. */
export function RecordRows({
  records,
  locale,
  t,
  compact = false,
}: {
  records: TRecordList["records"];
  locale: Locale;
  t: DasborMessages;
  compact?: boolean;
}) {
  return (
    <ul className="divide-y divide-slate-200">
      {records.map((record) => (
        <li
          key={record.id}
          className="flex flex-col gap-1 py-3 first:pt-0 sm:flex-row sm:items-start sm:justify-between sm:gap-4"
        >
          <div className="min-w-0">
            <a href={`/metadata/${record.id}`} className={`${LINK} break-words`}>
              {record.judul}
            </a>
            <p className="mt-1 text-sm text-slate-600">
              {compact ? null : (
                <>
                  <span className="sr-only">{t.organisation}: </span>
                  {record.organisasi.nama} · <span className="sr-only">{t.owner}: </span>
                  {record.pemilik.namaLengkap} ·{" "}
                </>
              )}
              {t.changed} <time dateTime={record.updatedAt}>{formatDate(record.updatedAt, locale)}</time>
            </p>
          </div>
          <div className="shrink-0">
            <StatusBadge status={record.status} label={t.status[record.status]} />
          </div>
        </li>
      ))}
    </ul>
  );
}
