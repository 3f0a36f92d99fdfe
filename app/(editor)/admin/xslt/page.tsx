import type { Metadata } from "next";
import { AdminFrame } from "@/components/admin/admin-frame";
import { XsltManager } from "@/components/admin/xslt-manager";
import { PAGE_ACCESS } from "@/lib/auth/page-access";
import { requirePageActor } from "@/lib/auth/page-actor";
import { getExportStylesheet } from "@/lib/catalogue/export/export-stylesheet";
import { getLocale } from "@/lib/i18n/get-locale";
import { adminMessages } from "@/lib/i18n/messages/admin";

export const metadata: Metadata = { title: "Stylesheet XSLT" };

// /admin/xslt – the stylesheet behind format=xslt (PUT/DELETE /api/admin/xslt).
export default async function AdminXsltPage() {
  await requirePageActor("/admin/xslt", PAGE_ACCESS.admin.roles);
  const t = adminMessages[await getLocale()];
  const stylesheet = await getExportStylesheet();
  const current = stylesheet && {
    nama: stylesheet.nama,
    isi: stylesheet.isi,
    updatedAt: stylesheet.updatedAt.toISOString(),
    ukuran: Buffer.byteLength(stylesheet.isi),
  };
  return (
    <AdminFrame t={t} current="xslt" title={t.xslt.title} intro={t.xslt.intro}>
      <XsltManager current={current} t={t.xslt} networkError={t.networkError} />
    </AdminFrame>
  );
}
