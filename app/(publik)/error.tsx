"use client";

import { useEffect, useState } from "react";
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from "@/components/ui/button-styles";
import { parseLocale } from "@/lib/i18n/locale";
import { commonMessages } from "@/lib/i18n/messages/common";

// A failure while rendering a public page. A client component (Next requires it), so it takes
// the language the root layout wrote into <html lang> (from the `bahasa` cookie) after hydration.

export default function PublicError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const [locale, setLocale] = useState<"id" | "en">("id");
  useEffect(() => setLocale(parseLocale(document.documentElement.lang)), []);
  const t = commonMessages[locale];
  return (
    <main className="mx-auto max-w-2xl px-4 py-20 text-center sm:px-6" lang={locale}>
      <h1 className="text-2xl font-bold sm:text-3xl">{t.errorTitle}</h1>
      <p className="mt-3 text-lg text-slate-700">{t.errorText}</p>
      {error.digest && <p className="mt-2 text-sm text-slate-600">Ref: {error.digest}</p>}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" onClick={reset} className={PRIMARY_BUTTON}>
          {t.tryAgain}
        </button>
        <a href="/" className={SECONDARY_BUTTON}>
          {t.backHome}
        </a>
      </div>
    </main>
  );
}
