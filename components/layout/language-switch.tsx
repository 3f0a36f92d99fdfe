"use client";

import { usePathname, useSearchParams } from "next/navigation";
import type { Locale } from "@/lib/i18n/locale";

/** A plain link to /bahasa that comes back to this very page (filters included). */
export function LanguageSwitch({ to, label, title }: { to: Locale; label: string; title: string }) {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const back = `${pathname}${search ? `?${search}` : ""}`;
  return (
    <a
      href={`/bahasa?ke=${to}&kembali=${encodeURIComponent(back)}`}
      hrefLang={to}
      lang={to}
      title={title}
      className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700"
    >
      {label}
    </a>
  );
}
