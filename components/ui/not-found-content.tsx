import { PRIMARY_BUTTON, SECONDARY_BUTTON } from "@/components/ui/button-styles";
import type { Locale } from "@/lib/i18n/locale";
import { commonMessages } from "@/lib/i18n/messages/common";

/** The friendly "not found" message with ways onwards; the page supplies the frame. */
export function NotFoundContent({ locale }: { locale: Locale }) {
  const t = commonMessages[locale];
  return (
    <main className="mx-auto max-w-2xl px-4 py-20 text-center sm:px-6">
      <p className="text-6xl font-bold text-sky-800" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold sm:text-3xl">{t.notFoundTitle}</h1>
      <p className="mt-3 text-lg text-slate-700">{t.notFoundText}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <a href="/katalog" className={PRIMARY_BUTTON}>
          {t.nav.katalog}
        </a>
        <a href="/" className={SECONDARY_BUTTON}>
          {t.backHome}
        </a>
      </div>
    </main>
  );
}
