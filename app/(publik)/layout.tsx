import type { ReactNode } from "react";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { getLocale } from "@/lib/i18n/get-locale";

export default async function PublicLayout({ children }: { children: ReactNode }) {
  const locale = await getLocale();
  return (
    <>
      <SiteHeader locale={locale} />
      <div id="konten">{children}</div>
      <SiteFooter locale={locale} />
    </>
  );
}
