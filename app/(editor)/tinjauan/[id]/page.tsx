import type { Metadata } from "next";
import { LINK } from "@/components/catalogue/styles";
import { DecisionForm } from "@/components/workflow/decision-form";
import { QualityForm } from "@/components/workflow/quality-form";
import { QualityPanel } from "@/components/workflow/quality-panel";
import { Card, WorkspaceHeader } from "@/components/workflow/workspace-header";
import { PAGE_ACCESS } from "@/lib/auth/page-access";
import { getLocale } from "@/lib/i18n/get-locale";
import { workflowMessages } from "@/lib/i18n/messages/workflow";
import { previewAutomaticChecks } from "@/lib/quality/preview-automatic-checks";
import { MOVES } from "@/lib/workflow/machine";
import { requirePageWorkspace } from "@/lib/workflow/require-page-workspace";

// /tinjauan/[id] – the walidata's review: the QC and QE results, the QA form, and the decision
// (publish, private, reject with a note).

export const metadata: Metadata = { robots: { index: false, follow: false } };

export default async function ReviewPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const { actor, workspace } = await requirePageWorkspace(`/tinjauan/${id}`, PAGE_ACCESS.tinjauan.roles, id);
  const locale = await getLocale();
  const t = workflowMessages[locale];
  const { record } = workspace;
  const qaItems = workspace.izin.qa ? await previewAutomaticChecks(actor, id, "QA") : [];
  const needsNote = MOVES.filter((move) => move.from === record.status && move.requires === "note").map(
    (move) => move.to,
  );
  return (
    <main className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-10">
      <WorkspaceHeader
        workspace={workspace}
        locale={locale}
        t={t}
        trail={[[t.tinjauanAntrean.judul, "/tinjauan"]]}
      />
      <div className="mt-8 space-y-6">
        <Card id="ringkasan" title={t.workspace.ringkasan}>
          <p className="line-clamp-6 whitespace-pre-line text-sm">{record.abstrak}</p>
          <p className="mt-3 text-sm">
            <a className={LINK} href={`/metadata/${encodeURIComponent(id)}`}>
              {t.form.kembali}
            </a>
          </p>
        </Card>
        <Card id="hasil" title={t.keputusan.hasilPemeriksaan}>
          <QualityPanel id={id} dokumen={workspace.dokumen} locale={locale} t={t} showItems />
        </Card>
        {workspace.izin.qa ? (
          <section aria-labelledby="qa-judul">
            <h2 id="qa-judul" className="text-xl font-semibold text-slate-900">
              {t.form.judulQa}
            </h2>
            <p className="mt-1 mb-4 text-sm text-slate-700">{t.form.introQa}</p>
            <QualityForm id={id} tipe="qa" automatic={qaItems} refreshOnSigned t={t} />
          </section>
        ) : null}
        <Card id="keputusan" title={t.keputusan.judul}>
          {workspace.statusBerikut.length > 0 ? (
            <DecisionForm id={id} moves={workspace.statusBerikut} needsNote={needsNote} t={t} />
          ) : (
            <p className="text-sm text-slate-600">{t.workspace.tidakAdaTindakan}</p>
          )}
        </Card>
      </div>
    </main>
  );
}
