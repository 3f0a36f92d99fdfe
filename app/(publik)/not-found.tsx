import { NotFoundContent } from "@/components/ui/not-found-content";
import { getLocale } from "@/lib/i18n/get-locale";

// notFound() inside a public page (e.g. an unpublished record): inside the portal's frame.
export default async function PublicNotFound() {
  return <NotFoundContent locale={await getLocale()} />;
}
