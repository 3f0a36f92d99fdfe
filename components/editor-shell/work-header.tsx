import type { Actor } from "@/lib/auth/actor";
import type { Locale } from "@/lib/i18n/locale";
import { commonMessages } from "@/lib/i18n/messages/common";

/** The header of the editor and admin area (navigation by role comes with the dashboard work). */
export function WorkHeader({ locale }: { locale: Locale; actor: Actor | null }) {
  const t = commonMessages[locale];
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <a href="/dasbor" className="text-xl font-bold text-sky-800">
          {t.siteName}
        </a>
      </div>
    </header>
  );
}
