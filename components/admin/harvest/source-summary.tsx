import type { ReactNode } from "react";
import type { HarvestSourceView } from "@/lib/harvest/manage-sources";
import { formatDateTime, formatNumber } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locale";
import { scheduleText } from "./run-status";
import type { HarvestTexts } from "./source-fields";

/** A stored source at a glance: what it harvests, for whom, when, and what it holds. */
export function SourceSummary({
  source,
  t,
  locale,
}: {
  source: HarvestSourceView;
  t: HarvestTexts;
  locale: Locale;
}) {
  const when = (date: Date | null) => (date ? formatDateTime(date.toISOString(), locale) : t.never);
  const facts: [string, string, ReactNode][] = [
    ["protokol", t.protokol, t.protocols[source.protokol]],
    [
      "url",
      t.url,
      <span key="url" className="break-all">
        {source.url}
      </span>,
    ],
    ["organisasi", t.organisasi, source.organisasi.nama],
    ["kebijakan", t.kebijakan, t.policies[source.kebijakan].label],
    [
      "jadwal",
      t.jadwal,
      source.aktif ? scheduleText(source, t) : `${scheduleText(source, t)} (${t.inactive})`,
    ],
    ["berikutnya", t.nextRun, source.aktif && source.berikutnyaPada ? when(source.berikutnyaPada) : t.notYet],
    ["terakhir", t.lastSuccess, when(source.terakhirBerhasilPada)],
    ["rekaman", t.jumlahRekaman, formatNumber(source.jumlahRekaman, locale)],
    ["kredensial", t.credentials, source.adaKredensial ? t.stored : t.none],
  ];
  return (
    <section aria-labelledby="ringkasan-sumber" className="mt-6">
      <h2 id="ringkasan-sumber" className="sr-only">
        {t.details}
      </h2>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-3">
        {facts.map(([key, label, value]) => (
          <div
            key={key}
            className={`min-w-0 rounded-lg border border-slate-200 bg-white p-3 ${key === "url" ? "col-span-2 lg:col-span-1" : ""}`}
          >
            <dt className="text-xs font-medium uppercase text-slate-600">{label}</dt>
            <dd className="mt-1 text-sm text-slate-900" data-fakta={key}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
