import type { ReactNode } from "react";
import { WorkHeader } from "@/components/editor-shell/work-header";
import { getSessionUser } from "@/lib/auth/get-session-user";
import { getPageActor } from "@/lib/auth/page-actor";
import { getLocale } from "@/lib/i18n/get-locale";

// The editor and admin area. Each page calls requirePageActor(path, roles) itself: a layout does
// not know the path to come back to after signing in, and its checks do not rerun on navigation.
export default async function EditorLayout({ children }: { children: ReactNode }) {
  const [locale, actor] = await Promise.all([getLocale(), getPageActor()]);
  const user = actor ? await getSessionUser(actor) : null;
  return (
    <>
      <WorkHeader locale={locale} user={user} />
      <div id="konten">{children}</div>
    </>
  );
}
