import type { CodeLabel } from "@/lib/catalogue/records/get-code-labels";
import { formatDate } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locale";
import { rekamanMessages } from "@/lib/i18n/messages/rekaman";
import type { TRecordDetail } from "@/lib/schemas/record-detail";
import { ExternalLink } from "./external-link";
import { OverviewImage } from "./overview-image";
import { buttonClass, linkClass } from "./record-section";

/** Breadcrumb, title, organisation, dates and the abstract: what a visitor reads first. */
export function RecordHeader({
  record,
  locale,
  label,
}: {
  record: TRecordDetail;
  locale: Locale;
  label: CodeLabel;
}) {
  const t = rekamanMessages[locale];
  return (
    <header>
      <nav aria-label={t.breadcrumb} className="text-sm text-slate-600">
        <ol className="flex flex-wrap gap-1">
          <li>
            <a className={linkClass} href="/katalog">
              {t.katalog}
            </a>
            <span aria-hidden="true"> /</span>
          </li>
          <li aria-current="page" className="truncate">
            {record.organisasi.singkatan ?? record.organisasi.nama}
          </li>
        </ol>
      </nav>
      <div className="mt-4 flex flex-wrap gap-2">
        <span className="rounded-md bg-sky-800 px-2 py-0.5 text-xs font-semibold uppercase tracking-wide text-white">
          {record.tipeData}
        </span>
        {record.topikKategori.map((k) => (
          <span key={k} className="rounded-md bg-slate-200 px-2 py-0.5 text-xs font-medium text-slate-800">
            {label("TOPIK_KATEGORI", k)}
          </span>
        ))}
      </div>
      <h1 className="mt-3 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{record.judul}</h1>
      <p className="mt-2 text-slate-700">
        {record.organisasi.nama} · {t.published}{" "}
        <time dateTime={record.publishedAt}>{formatDate(record.publishedAt, locale)}</time> · {t.updated}{" "}
        <time dateTime={record.updatedAt}>{formatDate(record.updatedAt, locale)}</time>
      </p>
      {record.sumberPanen && (
        <p className="mt-1 text-sm text-slate-700" data-testid="sumber-panen">
          {t.harvestedFrom} {record.sumberPanen.nama}
          {record.sumberPanen.tautanAsli && (
            <>
              {" · "}
              <ExternalLink href={record.sumberPanen.tautanAsli}>{t.original}</ExternalLink>
            </>
          )}
        </p>
      )}
      <nav aria-label={t.lompat} className="mt-4 flex flex-wrap gap-2 lg:hidden">
        <a className={buttonClass} href="#unduh">
          {t.sections.unduh}
        </a>
        <a className={buttonClass} href="#status-kualitas">
          {t.sections.kualitas}
        </a>
      </nav>
      <div className="mt-5 flex flex-col gap-5 md:flex-row">
        <p className="max-w-3xl whitespace-pre-line text-lg leading-relaxed text-slate-800">
          {record.abstrak}
        </p>
        {record.gambar && <OverviewImage src={record.gambar.url} alt={record.gambar.deskripsi ?? ""} />}
      </div>
    </header>
  );
}
