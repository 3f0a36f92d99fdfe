import type { ReactNode } from "react";
import type { AdminMessages } from "@/lib/i18n/messages/admin";

export const ADMIN_SECTIONS = ["organisasi", "pengguna", "csw", "panen", "xslt", "status"] as const;
export type AdminSection = (typeof ADMIN_SECTIONS)[number];

const FOCUS = "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700";

/** The common frame of the admin pages: section navigation, title and introduction. */
export function AdminFrame({
  t,
  current,
  title,
  intro,
  children,
}: {
  t: AdminMessages;
  current: AdminSection | "ringkasan";
  title: string;
  intro: string;
  children: ReactNode;
}) {
  const links = [
    { key: "ringkasan" as const, href: "/admin" },
    ...ADMIN_SECTIONS.map((key) => ({ key, href: `/admin/${key}` })),
  ];
  return (
    <main className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <nav aria-label={t.navLabel} className="mb-6 overflow-x-auto">
        <ul className="flex gap-1 border-b border-slate-200 text-sm">
          {links.map(({ key, href }) => (
            <li key={key}>
              <a
                href={href}
                aria-current={key === current ? "page" : undefined}
                className={`-mb-px block whitespace-nowrap border-b-2 px-3 py-2 font-medium ${FOCUS} ${
                  key === current
                    ? "border-sky-800 text-sky-900"
                    : "border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900"
                }`}
              >
                {t.nav[key]}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <p className="text-sm font-semibold uppercase tracking-wide text-sky-800">{t.area}</p>
      <h1 className="mt-1 text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-2 max-w-3xl text-slate-600">{intro}</p>
      <div className="mt-8">{children}</div>
    </main>
  );
}
