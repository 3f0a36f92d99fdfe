import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { NotFoundContent } from "@/components/ui/not-found-content";
import { getLocale } from "@/lib/i18n/get-locale";

// Addresses that match no route: the root layout has no frame, so this page brings the
// public header and footer itself.
export default async function NotFound() {
  const locale = await getLocale();
  return (
    <>
      <SiteHeader locale={locale} />
      <div id="konten">
        <NotFoundContent locale={locale} />
      </div>
      <SiteFooter locale={locale} />
    </>
  );
}
