import { katalogHref } from "@/components/catalogue/katalog-url";
import { ResultCard } from "@/components/catalogue/result-card";
import { SearchForm } from "@/components/catalogue/search-form";
import { FOCUS, LINK } from "@/components/catalogue/styles";
import { getPublicStats } from "@/lib/catalogue/public/get-public-stats";
import { searchPublishedCatalogue } from "@/lib/catalogue/public/search-published-catalogue";
import { listReferenceCodes } from "@/lib/catalogue/records/list-reference-codes";
import { getLocale } from "@/lib/i18n/get-locale";
import { berandaMessages } from "@/lib/i18n/messages/beranda";
import { katalogMessages } from "@/lib/i18n/messages/katalog";

const NEWEST = 6;
const ORGANISATIONS = 12;

// / – the home page: search, headline figures, newest records, entry points by topic and organisation.
export default async function BerandaPage() {
  const locale = await getLocale();
  const t = berandaMessages[locale];
  const tk = katalogMessages[locale];
  const [stats, { page: newest, facets }, categories] = await Promise.all([
    getPublicStats(),
    searchPublishedCatalogue({ pageSize: NEWEST }),
    listReferenceCodes("TOPIK_KATEGORI", locale),
  ]);
  const categoryLabels = new Map(categories.map((c) => [c.kode, c.label]));
  const number = (n: number) => n.toLocaleString(locale === "id" ? "id-ID" : "en-GB");
  const tile = `flex items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white px-4 py-3 hover:border-sky-600 hover:bg-sky-50 ${FOCUS}`;

  return (
    <main>
      <section
        aria-labelledby="hero-judul"
        className="bg-gradient-to-br from-sky-900 via-sky-800 to-emerald-800 text-white"
      >
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20">
          <h1 id="hero-judul" className="text-3xl font-bold tracking-tight sm:text-5xl">
            {t.heroTitle}
          </h1>
          <p className="mt-4 max-w-3xl text-lg text-sky-50">{t.heroText}</p>
          <div className="mt-8 max-w-3xl rounded-xl bg-white/10 p-2 backdrop-blur">
            <SearchForm params={{}} t={tk} size="large" />
          </div>
          <dl aria-label={t.statsLabel} className="mt-8 flex flex-wrap gap-x-10 gap-y-4">
            <div>
              <dt className="text-sm text-sky-100">{t.published}</dt>
              <dd className="text-4xl font-bold tabular-nums">{number(stats.totalPublished)}</dd>
            </div>
            <div>
              <dt className="text-sm text-sky-100">{t.organisations}</dt>
              <dd className="text-4xl font-bold tabular-nums">{number(stats.totalOrganisasi)}</dd>
            </div>
          </dl>
        </div>
      </section>

      <div className="mx-auto max-w-7xl space-y-14 px-4 py-12 sm:px-6">
        <section aria-labelledby="terbaru-judul">
          <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="terbaru-judul" className="text-2xl font-semibold text-slate-900">
              {t.newest}
            </h2>
            <a href={katalogHref({}, { urut: "terbaru" })} className={LINK}>
              {t.browseAll} →
            </a>
          </div>
          <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            {newest.records.map((record) => (
              <li key={record.id} className="flex">
                <ResultCard record={record} locale={locale} t={tk} categoryLabels={categoryLabels} />
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="topik-judul">
          <h2 id="topik-judul" className="mb-4 text-2xl font-semibold text-slate-900">
            {t.byTopic}
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {facets.kategori.map((entry) => (
              <li key={entry.kode}>
                <a href={katalogHref({}, { kategori: entry.kode })} className={tile}>
                  <span className="font-medium text-slate-900">
                    {categoryLabels.get(entry.kode) ?? entry.label}
                  </span>
                  <span className="shrink-0 text-sm text-slate-700">{t.records(entry.jumlah)}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="organisasi-judul">
          <h2 id="organisasi-judul" className="mb-4 text-2xl font-semibold text-slate-900">
            {t.byOrganisation}
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {facets.organisasi.slice(0, ORGANISATIONS).map((entry) => (
              <li key={entry.kode}>
                <a href={katalogHref({}, { organisasi: entry.kode })} className={tile}>
                  <span className="font-medium text-slate-900">{entry.label}</span>
                  <span className="shrink-0 text-sm text-slate-700">{t.records(entry.jumlah)}</span>
                </a>
              </li>
            ))}
          </ul>
          {facets.organisasi.length > ORGANISATIONS && (
            <p className="mt-4">
              <a href="/katalog" className={LINK}>
                {t.allOrganisations} →
              </a>
            </p>
          )}
        </section>
      </div>
    </main>
  );
}
