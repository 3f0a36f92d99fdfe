import type { Metadata } from "next";
import { FacetList } from "@/components/catalogue/facet-list";
import { katalogHref, NO_BBOX, pickKatalogParams } from "@/components/catalogue/katalog-url";
import { Pagination } from "@/components/catalogue/pagination";
import { parseKatalogQuery } from "@/components/catalogue/parse-katalog-query";
import { ResultCard } from "@/components/catalogue/result-card";
import { SearchForm } from "@/components/catalogue/search-form";
import { SortLinks } from "@/components/catalogue/sort-links";
import { LINK } from "@/components/catalogue/styles";
import { CatalogueMap, type Footprint } from "@/components/map/catalogue-map-lazy";
import { searchPublishedCatalogue } from "@/lib/catalogue/public/search-published-catalogue";
import { listReferenceCodes } from "@/lib/catalogue/records/list-reference-codes";
import { getEnv } from "@/lib/env";
import { getLocale } from "@/lib/i18n/get-locale";
import { katalogMessages } from "@/lib/i18n/messages/katalog";

export async function generateMetadata(): Promise<Metadata> {
  return { title: `${katalogMessages[await getLocale()].title} – Simpul` };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

// /katalog – search of the published catalogue; every filter lives in the URL.
export default async function KatalogPage({ searchParams }: { searchParams: SearchParams }) {
  const locale = await getLocale();
  const t = katalogMessages[locale];
  const { query, params, invalid } = parseKatalogQuery(pickKatalogParams(await searchParams));
  const { q, kategori, tipeData, organisasi, bboxN, bboxS, bboxE, bboxW } = query;
  const [{ page: result, facets }, categories] = await Promise.all([
    searchPublishedCatalogue(query),
    listReferenceCodes("TOPIK_KATEGORI", locale),
  ]);
  const categoryLabels = new Map(categories.map((c) => [c.kode, c.label]));
  const footprints: Footprint[] = result.records.flatMap((r) =>
    r.bboxBarat === null || r.bboxSelatan === null || r.bboxTimur === null || r.bboxUtara === null
      ? []
      : [{ id: r.id, judul: r.judul, bbox: [r.bboxBarat, r.bboxSelatan, r.bboxTimur, r.bboxUtara] }],
  );
  const filtered = Boolean(kategori || tipeData || organisasi || bboxN !== undefined);

  return (
    <main>
      <div className="border-b border-slate-200 bg-gradient-to-b from-sky-50 to-white">
        <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t.title}</h1>
          <p className="mt-1 text-slate-700">{t.intro}</p>
          <div className="mt-5 max-w-3xl">
            <SearchForm params={params} t={t} />
          </div>
          {invalid && (
            <p role="alert" className="mt-3 text-sm text-amber-900">
              {t.invalid}
            </p>
          )}
        </div>
      </div>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 sm:px-6 lg:grid-cols-[18rem_1fr]">
        <aside aria-labelledby="filter-judul" id="filter">
          <details className="filter-panel rounded-xl border border-slate-200 p-4 lg:border-0 lg:p-0">
            <summary className="cursor-pointer font-semibold text-slate-900">{t.filters}</summary>
            <div className="mt-3 space-y-4 lg:mt-0">
              <h2 id="filter-judul" className="text-lg font-semibold text-slate-900">
                {t.filters}
              </h2>
              {bboxN !== undefined && (
                <section className="rounded-lg bg-amber-50 p-3 text-sm text-slate-800">
                  <h3 className="font-semibold">{t.area}</h3>
                  <p>{t.areaActive}</p>
                  <p className="font-mono text-xs">
                    {bboxW}, {bboxS} – {bboxE}, {bboxN}
                  </p>
                  <a href={katalogHref(params, NO_BBOX)} className={LINK}>
                    {t.clearArea}
                  </a>
                </section>
              )}
              <FacetList
                title={t.kategori}
                param="kategori"
                params={params}
                removeLabel={t.removeFilter}
                entries={facets.kategori.map((e) => ({ ...e, label: categoryLabels.get(e.kode) ?? e.label }))}
              />
              <FacetList
                title={t.tipeData}
                param="tipeData"
                params={params}
                removeLabel={t.removeFilter}
                entries={facets.tipeData.map((e) => ({ ...e, label: t.dataTypes[e.kode] ?? e.label }))}
              />
              <FacetList
                title={t.organisasi}
                param="organisasi"
                params={params}
                removeLabel={t.removeFilter}
                entries={facets.organisasi}
              />
              {filtered && (
                <a href={katalogHref({ q: params.q, urut: params.urut }, {})} className={`${LINK} text-sm`}>
                  {t.clearAll}
                </a>
              )}
            </div>
          </details>
        </aside>
        <section aria-labelledby="hasil-judul" className="min-w-0">
          <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
            <h2 id="hasil-judul" className="text-lg font-semibold text-slate-900" aria-live="polite">
              {t.results(result.total)}{" "}
              {q && <span className="font-normal text-slate-700">{t.resultsFor(q)}</span>}
            </h2>
            <SortLinks params={params} hasQuery={Boolean(q?.trim())} t={t} />
          </div>
          <CatalogueMap
            footprints={footprints}
            params={params}
            styleUrl={getEnv().MAP_STYLE_URL ?? null}
            t={{ label: t.mapLabel, ...t.map }}
          />
          {result.records.length === 0 ? (
            <p className="mt-6 rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-700">
              {t.noResults}
            </p>
          ) : (
            <ul className="mt-6 grid gap-4 xl:grid-cols-2">
              {result.records.map((record) => (
                <li key={record.id} className="flex">
                  <ResultCard record={record} locale={locale} t={t} categoryLabels={categoryLabels} />
                </li>
              ))}
            </ul>
          )}
          <Pagination
            params={params}
            page={result.page}
            total={result.total}
            pageSize={result.pageSize}
            t={t}
          />
        </section>
      </div>
    </main>
  );
}
