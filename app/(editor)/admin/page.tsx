import type { Metadata } from "next";
import { ADMIN_SECTIONS, AdminFrame } from "@/components/admin/admin-frame";
import { PAGE_ACCESS } from "@/lib/auth/page-access";
import { requirePageActor } from "@/lib/auth/page-actor";
import { getLocale } from "@/lib/i18n/get-locale";
import { adminMessages } from "@/lib/i18n/messages/admin";
import { checkComponents } from "@/lib/system/component-status";

export const metadata: Metadata = { title: "Administrasi" };

const FOCUS = "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700";

// /admin – links to each section and a one-line summary of the system status.
export default async function AdminOverviewPage() {
  await requirePageActor(PAGE_ACCESS.admin.path, PAGE_ACCESS.admin.roles);
  const t = adminMessages[await getLocale()];
  const status = await checkComponents();
  const components = [
    { name: "smtp", ok: status.smtp.connected },
    { name: "wa", ok: status.wa.connected },
    { name: "objectstore", ok: status.objectstore.connected },
    { name: "csw", ok: status.csw.healthy },
  ] as const;
  const failing = components.filter((component) => !component.ok).length;
  return (
    <AdminFrame t={t} current="ringkasan" title={t.overview.title} intro={t.overview.intro}>
      <section
        aria-labelledby="status-ringkas"
        className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="status-ringkas" className="text-lg font-semibold text-slate-900">
            {t.overview.statusTitle}
          </h2>
          <a href="/admin/status" className={`text-sm font-semibold text-sky-800 underline ${FOCUS}`}>
            {t.nav.status}
          </a>
        </div>
        <p className={`mt-1 text-sm font-medium ${failing ? "text-red-800" : "text-emerald-800"}`}>
          {failing ? `${failing} ${t.overview.someDown}` : t.overview.allOk}
        </p>
        <ul className="mt-4 flex flex-wrap gap-2">
          {components.map(({ name, ok }) => (
            <li
              key={name}
              className={`inline-flex items-center gap-2 rounded-full border px-3 py-1 text-sm font-medium ${ok ? "border-emerald-300 bg-emerald-50 text-emerald-900" : "border-red-300 bg-red-50 text-red-900"}`}
            >
              <span aria-hidden="true">{ok ? "●" : "○"}</span>
              {t.status.names[name]}: {ok ? t.status.connected : t.status.disconnected}
            </li>
          ))}
        </ul>
      </section>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {ADMIN_SECTIONS.map((section) => (
          <li key={section}>
            <a
              href={`/admin/${section}`}
              className={`block h-full rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-sky-700 hover:shadow ${FOCUS}`}
            >
              <span className="text-lg font-semibold text-sky-900">{t.nav[section]}</span>
              <span className="mt-1 block text-sm text-slate-600">{t.overview.sections[section]}</span>
            </a>
          </li>
        ))}
      </ul>
    </AdminFrame>
  );
}
