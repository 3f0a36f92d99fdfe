import { Suspense } from "react";
import { LanguageSwitch } from "@/components/layout/language-switch";
import type { Peran } from "@/lib/auth/actor";
import { mayOpen, PAGE_ACCESS, type PageKey } from "@/lib/auth/page-access";
import type { Locale } from "@/lib/i18n/locale";
import { commonMessages } from "@/lib/i18n/messages/common";
import { editorShellMessages } from "@/lib/i18n/messages/editor-shell";
import { SignOutButton } from "./sign-out-button";
import { WorkNav } from "./work-nav";

/** The signed-in user as the header shows them (lib/auth/get-session-user.ts). */
export interface HeaderUser {
  namaLengkap: string;
  peran: Peran;
  organisasi: string;
}

/** The pages of the navigation, in this order; record pages need an id and are reached from lists. */
const NAV_PAGES = [
  "dasbor",
  "metadataBaru",
  "metadataImpor",
  "pemeriksaan",
  "tinjauan",
  "admin",
] as const satisfies readonly PageKey[];

const FOCUS = "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700";

/** The header of the editor and admin area: name, navigation by role, the user, language, sign-out. */
export function WorkHeader({ locale, user }: { locale: Locale; user: HeaderUser | null }) {
  const t = editorShellMessages[locale];
  const common = commonMessages[locale];
  const other: Locale = locale === "id" ? "en" : "id";
  const items = user
    ? NAV_PAGES.filter((page) => mayOpen(user.peran, page)).map((page) => ({
        href: PAGE_ACCESS[page].path,
        label: t.nav[page],
      }))
    : [];
  return (
    <header className="border-b border-slate-200 bg-white">
      <a
        href="#konten"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        {common.skipToContent}
      </a>
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 pt-3 sm:px-6">
        <a href="/dasbor" className={`flex items-baseline gap-2 rounded ${FOCUS}`}>
          <span className="text-xl font-bold text-sky-800">{common.siteName}</span>
          <span className="rounded-full bg-sky-50 px-2 py-0.5 text-xs font-semibold uppercase tracking-wide text-sky-900">
            {t.area}
          </span>
        </a>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          {user && (
            <p className="mr-1 w-full leading-tight sm:w-auto sm:text-right">
              <span className="sr-only">{t.signedInAs} </span>
              <span className="block font-semibold text-slate-900">{user.namaLengkap}</span>
              <span className="block text-xs text-slate-600">
                {t.roles[user.peran]} · {user.organisasi}
              </span>
            </p>
          )}
          <a
            href="/"
            className={`rounded-md px-2 py-1.5 font-medium text-slate-700 hover:bg-slate-100 ${FOCUS}`}
          >
            {t.publicPortal}
          </a>
          <Suspense
            fallback={
              <a href={`/bahasa?ke=${other}`} className="px-3 py-1.5 text-sm">
                {common.switchLanguage}
              </a>
            }
          >
            <LanguageSwitch to={other} label={common.switchLanguage} title={common.switchLanguageLabel} />
          </Suspense>
          {user && <SignOutButton label={t.signOut} busyLabel={t.signingOut} failedLabel={t.signOutFailed} />}
        </div>
      </div>
      <div className="mx-auto mt-2 max-w-7xl px-4 sm:px-6">
        {items.length > 0 && <WorkNav items={items} label={t.navLabel} />}
      </div>
    </header>
  );
}
