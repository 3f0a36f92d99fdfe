import type { Metadata } from "next";
import { AdminFrame } from "@/components/admin/admin-frame";
import { OrganisationTable } from "@/components/admin/organisation-table";
import { listOrganisations } from "@/lib/accounts/list-organisations";
import { PAGE_ACCESS } from "@/lib/auth/page-access";
import { requirePageActor } from "@/lib/auth/page-actor";
import { getLocale } from "@/lib/i18n/get-locale";
import { adminMessages } from "@/lib/i18n/messages/admin";

export const metadata: Metadata = { title: "Organisasi" };

// /admin/organisasi – organisations with their numbers and the allowLintasOrgReviewer switch.
export default async function AdminOrganisasiPage() {
  const actor = await requirePageActor("/admin/organisasi", PAGE_ACCESS.admin.roles);
  const t = adminMessages[await getLocale()];
  return (
    <AdminFrame t={t} current="organisasi" title={t.organisasi.title} intro={t.organisasi.intro}>
      <OrganisationTable
        organisations={await listOrganisations(actor)}
        t={t.organisasi}
        networkError={t.networkError}
      />
    </AdminFrame>
  );
}
