import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { SignInForm } from "@/components/editor-shell/sign-in-form";
import { getPageActor } from "@/lib/auth/page-actor";
import { safeReturnPath } from "@/lib/auth/return-path";
import { getLocale } from "@/lib/i18n/get-locale";
import { editorShellMessages } from "@/lib/i18n/messages/editor-shell";

// /masuk?kembali=/metadata/abc – the sign-in page (public look). A visitor who is signed in
// already goes straight on; the form posts to POST /api/auth/login, the one login path.

export const metadata: Metadata = { title: "Masuk", robots: { index: false } };

export default async function SignInPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [locale, actor, params] = await Promise.all([getLocale(), getPageActor(), searchParams]);
  const returnTo = safeReturnPath(params.kembali);
  if (actor) redirect(returnTo);
  const t = editorShellMessages[locale].signIn;
  return (
    <main className="mx-auto flex max-w-md flex-col px-4 py-12 sm:py-20">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">{t.title}</h1>
        <p className="mt-2 text-slate-700">{t.intro}</p>
        <SignInForm returnTo={returnTo} texts={t} />
      </div>
      <a
        href="/"
        className="mt-6 self-center rounded font-medium text-sky-800 underline hover:text-sky-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700"
      >
        {t.backToPortal}
      </a>
    </main>
  );
}
