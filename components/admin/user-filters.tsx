import { SECONDARY_BUTTON } from "@/components/ui/button-styles";
import type { AdminMessages } from "@/lib/i18n/messages/admin";
import { PERAN, type TPenggunaListQuery } from "@/lib/schemas/admin-pengguna";
import { INPUT } from "./field";
import type { OrganisationOption } from "./user-form";

/** The filter bar of /admin/pengguna: a plain GET form, so filters are shareable URLs. */
export function UserFilters({
  t,
  query,
  organisations,
}: {
  t: AdminMessages["pengguna"];
  query: TPenggunaListQuery;
  organisations: OrganisationOption[];
}) {
  return (
    <form
      method="get"
      aria-label={t.filters}
      className="grid grid-cols-1 gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[2fr_1.5fr_1fr_1fr_auto] lg:items-end"
    >
      <div className="min-w-0">
        <label htmlFor="cari-q" className="block text-sm font-medium text-slate-800">
          {t.search}
        </label>
        <input id="cari-q" name="q" type="search" defaultValue={query.q ?? ""} className={INPUT} />
      </div>
      <div className="min-w-0">
        <label htmlFor="cari-organisasi" className="block text-sm font-medium text-slate-800">
          {t.organisasi}
        </label>
        <select
          id="cari-organisasi"
          name="organisasi"
          defaultValue={query.organisasi ?? ""}
          className={INPUT}
        >
          <option value="">{t.allOrganisations}</option>
          {organisations.map((organisasi) => (
            <option key={organisasi.kode} value={organisasi.kode}>
              {organisasi.nama}
            </option>
          ))}
        </select>
      </div>
      <div className="min-w-0">
        <label htmlFor="cari-peran" className="block text-sm font-medium text-slate-800">
          {t.peran}
        </label>
        <select id="cari-peran" name="peran" defaultValue={query.peran ?? ""} className={INPUT}>
          <option value="">{t.allRoles}</option>
          {PERAN.map((peran) => (
            <option key={peran} value={peran}>
              {t.roles[peran]}
            </option>
          ))}
        </select>
      </div>
      <div className="min-w-0">
        <label htmlFor="cari-aktif" className="block text-sm font-medium text-slate-800">
          {t.status}
        </label>
        <select id="cari-aktif" name="aktif" defaultValue={query.aktif ?? ""} className={INPUT}>
          <option value="">{t.allStates}</option>
          <option value="true">{t.aktif}</option>
          <option value="false">{t.nonaktif}</option>
        </select>
      </div>
      <button type="submit" className={SECONDARY_BUTTON}>
        {t.apply}
      </button>
    </form>
  );
}
