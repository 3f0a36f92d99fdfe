import type { Metadata } from "next";
import { AdminFrame } from "@/components/admin/admin-frame";
import { UserAdmin } from "@/components/admin/user-admin";
import { UserFilters } from "@/components/admin/user-filters";
import { listOrganisations } from "@/lib/accounts/list-organisations";
import { listUsers } from "@/lib/accounts/list-users";
import { PAGE_ACCESS } from "@/lib/auth/page-access";
import { requirePageActor } from "@/lib/auth/page-actor";
import { getLocale } from "@/lib/i18n/get-locale";
import { adminMessages, fill } from "@/lib/i18n/messages/admin";
import { ZPenggunaListQuery } from "@/lib/schemas/admin-pengguna";

export const metadata: Metadata = { title: "Pengguna" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

// /admin/pengguna – the accounts, filtered by the URL (same query as GET /api/admin/pengguna).
export default async function AdminPenggunaPage({ searchParams }: { searchParams: SearchParams }) {
  const actor = await requirePageActor("/admin/pengguna", PAGE_ACCESS.admin.roles);
  const t = adminMessages[await getLocale()];
  const raw = Object.fromEntries(
    Object.entries(await searchParams).flatMap(([key, value]) => {
      const first = Array.isArray(value) ? value[0] : value;
      return first ? [[key, first]] : [];
    }),
  );
  // A hand-edited URL with a bad value shows everything rather than an error page.
  const parsed = ZPenggunaListQuery.safeParse(raw);
  const query = parsed.success ? parsed.data : ZPenggunaListQuery.parse({});
  const [list, organisations] = await Promise.all([listUsers(actor, query), listOrganisations(actor)]);
  const pages = Math.max(1, Math.ceil(list.total / list.perHalaman));
  const pageHref = (halaman: number) => `?${new URLSearchParams({ ...raw, halaman: String(halaman) })}`;
  const link =
    "rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-700";
  return (
    <AdminFrame t={t} current="pengguna" title={t.pengguna.title} intro={t.pengguna.intro}>
      <UserFilters t={t.pengguna} query={query} organisations={organisations} />
      <p className="mt-6 mb-3 text-sm text-slate-600">{fill(t.pengguna.total, { n: list.total })}</p>
      <UserAdmin
        users={list.items}
        organisations={organisations.map(({ kode, nama }) => ({ kode, nama }))}
        currentUserId={actor.userId}
        t={t.pengguna}
        networkError={t.networkError}
      />
      {pages > 1 && (
        <nav aria-label={t.pengguna.title} className="mt-4 flex items-center justify-between gap-3 text-sm">
          {query.halaman > 1 ? (
            <a className={link} href={pageHref(query.halaman - 1)}>
              {t.pengguna.prev}
            </a>
          ) : (
            <span />
          )}
          <span className="text-slate-600">{fill(t.pengguna.page, { page: query.halaman, pages })}</span>
          {query.halaman < pages ? (
            <a className={link} href={pageHref(query.halaman + 1)}>
              {t.pengguna.next}
            </a>
          ) : (
            <span />
          )}
        </nav>
      )}
    </AdminFrame>
  );
}
