import type { Metadata } from "next";
import { AdminFrame } from "@/components/admin/admin-frame";
import { formValues } from "@/components/admin/harvest/form-values";
import { HarvestSourceForm } from "@/components/admin/harvest/source-form";
import { SourceTable } from "@/components/admin/harvest/source-table";
import { listOrganisations } from "@/lib/accounts/list-organisations";
import { PAGE_ACCESS } from "@/lib/auth/page-access";
import { requirePageActor } from "@/lib/auth/page-actor";
import { listSources } from "@/lib/harvest/manage-sources";
import { getLocale } from "@/lib/i18n/get-locale";
import { adminMessages } from "@/lib/i18n/messages/admin";

export const metadata: Metadata = { title: "Panen" };

// /admin/panen – the harvest sources with their last runs, and the form that adds one
// (GET/POST /api/admin/panen).
export default async function AdminPanenPage() {
  const actor = await requirePageActor("/admin/panen", PAGE_ACCESS.admin.roles);
  const locale = await getLocale();
  const t = adminMessages[locale];
  const [sources, organisations] = await Promise.all([listSources(), listOrganisations(actor)]);
  return (
    <AdminFrame t={t} current="panen" title={t.panen.title} intro={t.panen.intro}>
      <section aria-labelledby="sumber-panen">
        <h2 id="sumber-panen" className="mb-3 text-lg font-semibold text-slate-900">
          {t.panen.sources}
        </h2>
        <SourceTable sources={sources} t={t.panen} locale={locale} />
      </section>
      <section aria-labelledby="sumber-baru" className="mt-10 max-w-3xl">
        <h2 id="sumber-baru" className="mb-3 text-lg font-semibold text-slate-900">
          {t.panen.createTitle}
        </h2>
        <HarvestSourceForm
          sourceId={null}
          storedCredentials={null}
          initial={formValues(null, organisations[0]?.id ?? "")}
          organisations={organisations.map(({ id, nama }) => ({ id, nama }))}
          t={t.panen}
          networkError={t.networkError}
        />
      </section>
    </AdminFrame>
  );
}
