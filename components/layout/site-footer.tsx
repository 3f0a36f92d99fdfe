import type { Locale } from "@/lib/i18n/locale";
import { commonMessages } from "@/lib/i18n/messages/common";

export function SiteFooter({ locale }: { locale: Locale }) {
  const t = commonMessages[locale];
  return (
    <footer className="mt-16 border-t border-slate-200 bg-white">
      <div className="mx-auto max-w-7xl px-4 py-8 text-sm text-slate-600 sm:px-6">
        <p>{t.footer}</p>
        <p className="mt-2">
          <a className="text-sky-800 underline" href="/layanan-csw">
            OGC CSW 2.0.2
          </a>
          {" · "}
          <a className="text-sky-800 underline" href="/api/docs">
            API
          </a>
          {" · "}
          <a className="text-sky-800 underline" href="/api/health">
            Status
          </a>
        </p>
      </div>
    </footer>
  );
}
