import type { Metadata } from "next";
import { AdminFrame } from "@/components/admin/admin-frame";
import { ComponentStatus } from "@/components/admin/component-status";
import { PAGE_ACCESS } from "@/lib/auth/page-access";
import { requirePageActor } from "@/lib/auth/page-actor";
import { getLocale } from "@/lib/i18n/get-locale";
import { adminMessages } from "@/lib/i18n/messages/admin";
import { checkComponents } from "@/lib/system/component-status";

export const metadata: Metadata = { title: "Status sistem" };

// /admin/status – the component status of spec 2.7, the same check as GET /api/admin/organisasi/status.
export default async function AdminStatusPage() {
  await requirePageActor("/admin/status", PAGE_ACCESS.admin.roles);
  const t = adminMessages[await getLocale()];
  const status = await checkComponents();
  return (
    <AdminFrame t={t} current="status" title={t.status.title} intro={t.status.intro}>
      <ComponentStatus
        initial={status}
        checkedAt={new Date().toISOString()}
        t={t.status}
        networkError={t.networkError}
      />
    </AdminFrame>
  );
}
