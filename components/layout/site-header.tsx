import { Suspense } from "react";
import type { Locale } from "@/lib/i18n/locale";
import { commonMessages } from "@/lib/i18n/messages/common";
import { LanguageSwitch } from "./language-switch";

const NAV = [
  ["beranda", "/"],
  ["katalog", "/katalog"],
  ["csw", "/layanan-csw"],
  ["api", "/api/docs"],
  ["masuk", "/masuk"],
] as const;

/** The header of every public page: name, main navigation and the language switch. */
export function SiteHeader({ locale }: { locale: Locale }) {
  const t = commonMessages[locale];
  const other: Locale = locale === "id" ? "en" : "id";
  const focus = "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700";
  return (
    <header className="border-b border-slate-200 bg-white">
      <a
        href="#konten"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        {t.skipToContent}
      </a>
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <a href="/" className={`flex items-baseline gap-2 rounded ${focus}`}>
          <span className="text-xl font-bold text-sky-800">{t.siteName}</span>
          <span className="hidden text-sm text-slate-600 sm:inline">{t.tagline}</span>
        </a>
        <nav aria-label={t.navLabel} className="flex flex-wrap items-center gap-1 text-sm">
          {NAV.map(([key, href]) => (
            <a
              key={key}
              href={href}
              className={`rounded-md px-3 py-1.5 font-medium text-slate-700 hover:bg-slate-100 ${focus}`}
            >
              {t.nav[key]}
            </a>
          ))}
          <Suspense
            fallback={
              <a href={`/bahasa?ke=${other}`} className="px-3 py-1.5 text-sm">
                {t.switchLanguage}
              </a>
            }
          >
            <LanguageSwitch to={other} label={t.switchLanguage} title={t.switchLanguageLabel} />
          </Suspense>
        </nav>
      </div>
    </header>
  );
}
