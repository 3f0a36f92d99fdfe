import type { Metadata } from "next";
import { AdminFrame } from "@/components/admin/admin-frame";
import { CswSettingsForm } from "@/components/admin/csw-settings-form";
import { Notice } from "@/components/admin/notice";
import { PAGE_ACCESS } from "@/lib/auth/page-access";
import { requirePageActor } from "@/lib/auth/page-actor";
import { previewServiceIdentity } from "@/lib/csw/preview-service-identity";
import { externalCswUrl } from "@/lib/csw/provider";
import { getCswSettings } from "@/lib/csw/service-settings";
import { siteBaseUrl } from "@/lib/http/site-url";
import { getLocale } from "@/lib/i18n/get-locale";
import { adminMessages, fill } from "@/lib/i18n/messages/admin";
import { previewCapabilities } from "./actions";

export const metadata: Metadata = { title: "Layanan CSW" };

/** The external provider's address without credentials or query (it is shown on the page). */
const displayUrl = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.origin}${parsed.pathname}`;
};

// /admin/csw – the service identity of spec 2.10 (PUT /api/admin/csw) with a live preview.
export default async function AdminCswPage() {
  await requirePageActor("/admin/csw", PAGE_ACCESS.admin.roles);
  const t = adminMessages[await getLocale()];
  const [settings, baseUrl] = await Promise.all([getCswSettings(), siteBaseUrl()]);
  const external = externalCswUrl();
  const initial = {
    judul: settings.judul,
    abstrak: settings.abstrak,
    kataKunci: settings.kataKunci.join(", "),
    namaOrganisasi: settings.namaOrganisasi,
    situsOrganisasi: settings.situsOrganisasi ?? "",
    namaKontak: settings.namaKontak ?? "",
    jabatan: settings.jabatan ?? "",
    telepon: settings.telepon ?? "",
    email: settings.email ?? "",
    jamLayanan: settings.jamLayanan ?? "",
    instruksiKontak: settings.instruksiKontak ?? "",
    peranKontak: settings.peranKontak ?? "",
  };
  return (
    <AdminFrame t={t} current="csw" title={t.csw.title} intro={t.csw.intro}>
      {external && (
        <div className="mb-6">
          <Notice tone="warning" title={t.csw.externalTitle}>
            {fill(t.csw.externalText, { url: displayUrl(external) })}
          </Notice>
        </div>
      )}
      <CswSettingsForm
        initial={initial}
        initialXml={
          await previewServiceIdentity(
            { judul: settings.judul, abstrak: settings.abstrak, namaOrganisasi: settings.namaOrganisasi },
            baseUrl,
          )
        }
        preview={previewCapabilities}
        t={t.csw}
        networkError={t.networkError}
      />
    </AdminFrame>
  );
}
