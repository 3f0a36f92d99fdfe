import type { Locale } from "@/lib/i18n/locale";
import type { KatalogMessages } from "@/lib/i18n/messages/katalog";
import type { TRecordSummary } from "@/lib/schemas/public-metadata";
import { FOCUS } from "./styles";

const EXCERPT = 220;

export function excerpt(text: string, length = EXCERPT): string {
  if (text.length <= length) return text;
  const cut = text.slice(0, length);
  return `${cut.slice(0, cut.lastIndexOf(" ") > 0 ? cut.lastIndexOf(" ") : length)}…`;
}

/**
 * A result: the whole card is one link target (the title), and it carries data-record-id so
 * the map can highlight its footprint and the card (data-highlight) in both directions.
 */
export function ResultCard({
  record,
  locale,
  t,
  categoryLabels,
}: {
  record: TRecordSummary;
  locale: Locale;
  t: KatalogMessages;
  categoryLabels: Map<string, string>;
}) {
  const date = new Date(record.publishedAt).toLocaleDateString(locale === "id" ? "id-ID" : "en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "Asia/Jakarta",
  });
  return (
    <article
      data-record-id={record.id}
      className="group relative rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-sky-600 hover:shadow-md data-[highlight=true]:border-sky-600 data-[highlight=true]:ring-2 data-[highlight=true]:ring-sky-600"
    >
      <div className="mb-2 flex flex-wrap items-center gap-2 text-xs">
        <span className="rounded bg-emerald-100 px-2 py-0.5 font-medium text-emerald-900">
          {t.dataTypes[record.tipeData] ?? record.tipeData}
        </span>
        {record.topikKategori.slice(0, 3).map((kode) => (
          <span key={kode} className="rounded bg-slate-100 px-2 py-0.5 text-slate-700">
            {categoryLabels.get(kode) ?? kode}
          </span>
        ))}
      </div>
      <h3 className="text-lg font-semibold leading-snug text-slate-900">
        <a
          href={`/katalog/${record.id}`}
          className={`rounded after:absolute after:inset-0 after:rounded-xl group-hover:text-sky-800 ${FOCUS}`}
        >
          {record.judul}
        </a>
      </h3>
      <p className="mt-1 text-sm font-medium text-slate-700">{record.createdBy.organisasi}</p>
      <p className="mt-2 text-sm leading-relaxed text-slate-700">{excerpt(record.abstrak)}</p>
      <p className="mt-3 text-xs text-slate-600">
        {t.publishedOn} {date}
        {record.bboxUtara === null && <> · {t.noExtent}</>}
      </p>
    </article>
  );
}
