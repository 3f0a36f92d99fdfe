import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AdminFrame } from "@/components/admin/admin-frame";
import { formValues } from "@/components/admin/harvest/form-values";
import { RunTable } from "@/components/admin/harvest/run-table";
import { DeleteSourceButton, RunNowButton } from "@/components/admin/harvest/source-actions";
import { HarvestSourceForm } from "@/components/admin/harvest/source-form";
import { SourceSummary } from "@/components/admin/harvest/source-summary";
import { listOrganisations } from "@/lib/accounts/list-organisations";
import { PAGE_ACCESS } from "@/lib/auth/page-access";
import { requirePageActor } from "@/lib/auth/page-actor";
import { isAppError } from "@/lib/errors";
import { listRuns } from "@/lib/harvest/manage-runs";
import { getSource } from "@/lib/harvest/manage-sources";
import { getLocale } from "@/lib/i18n/get-locale";
import { adminMessages } from "@/lib/i18n/messages/admin";

export const metadata: Metadata = { title: "Sumber panen" };

const H2 = "text-lg font-semibold text-slate-900";

type Props = { params: Promise<{ id: string }> };

// /admin/panen/[id] – one harvest source: its summary, "run now" and its run history, the form
// that edits and tests it (PUT /api/admin/panen/{id}, POST …/uji), and deleting it.
export default async function AdminPanenSourcePage({ params }: Props) {
  const { id } = await params;
  const actor = await requirePageActor(`/admin/panen/${encodeURIComponent(id)}`, PAGE_ACCESS.admin.roles);
  const locale = await getLocale();
  const t = adminMessages[locale];
  const source = await getSource(id).catch((error) => {
    if (isAppError(error) && error.code === "NOT_FOUND") notFound();
    throw error;
  });
  const [runs, organisations] = await Promise.all([listRuns(id), listOrganisations(actor)]);
  return (
    <AdminFrame t={t} current="panen" title={source.nama} intro={t.panen.sourceIntro}>
      <a
        href="/admin/panen"
        className="text-sm font-semibold text-sky-800 underline focus-visible:outline-2 focus-visible:outline-sky-700"
      >
        <span aria-hidden="true">← </span>
        {t.panen.allSources}
      </a>
      <SourceSummary source={source} t={t.panen} locale={locale} />
      <section aria-labelledby="riwayat-panen" className="mt-10 space-y-4">
        <h2 id="riwayat-panen" className={H2}>
          {t.panen.history}
        </h2>
        <RunNowButton sourceId={id} t={t.panen} networkError={t.networkError} />
        <p className="text-sm text-slate-600">{t.panen.historyHint}</p>
        <RunTable runs={runs} sourceId={id} t={t.panen} locale={locale} networkError={t.networkError} />
      </section>
      <section aria-labelledby="ubah-sumber" className="mt-10 max-w-3xl">
        <h2 id="ubah-sumber" className={`mb-3 ${H2}`}>
          {t.panen.editTitle}
        </h2>
        <HarvestSourceForm
          sourceId={id}
          storedCredentials={source.adaKredensial}
          initial={formValues(source, source.organisasiId)}
          organisations={organisations.map(({ id: organisationId, nama }) => ({ id: organisationId, nama }))}
          t={t.panen}
          networkError={t.networkError}
        />
      </section>
      <section aria-labelledby="hapus-sumber" className="mt-10 max-w-3xl space-y-3">
        <h2 id="hapus-sumber" className={H2}>
          {t.panen.removeTitle}
        </h2>
        <p className="text-sm text-slate-600">{t.panen.removeHint}</p>
        <DeleteSourceButton sourceId={id} nama={source.nama} t={t.panen} networkError={t.networkError} />
      </section>
    </AdminFrame>
  );
}
