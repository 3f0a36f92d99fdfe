import { LINK } from "@/components/catalogue/styles";
import { QualityForm } from "@/components/workflow/quality-form";
import { Card, WorkspaceHeader } from "@/components/workflow/workspace-header";
import { PAGE_ACCESS } from "@/lib/auth/page-access";
import { listReferenceCodes } from "@/lib/catalogue/records/list-reference-codes";
import { getLocale } from "@/lib/i18n/get-locale";
import { workflowMessages } from "@/lib/i18n/messages/workflow";
import { previewAutomaticChecks } from "@/lib/quality/preview-automatic-checks";
import { requirePageWorkspace } from "@/lib/workflow/require-page-workspace";

// The QC and QE pages: the record, then the form, while the document is open in this round and
// the user may sign it (the permission matrix); otherwise why the form is not there.

export async function ExaminationPage({ id, tipe }: { id: string; tipe: "qc" | "qe" }) {
  const path = `/pemeriksaan/${id}/${tipe}`;
  const { actor, workspace } = await requirePageWorkspace(path, PAGE_ACCESS.pemeriksaan.roles, id);
  const locale = await getLocale();
  const t = workflowMessages[locale];
  const f = t.form;
  const { record } = workspace;
  const open = workspace.izin[tipe] && workspace.pemeriksaanTerbuka?.[tipe] === true;
  const TIPE = tipe === "qc" ? "QC" : "QE";
  const automatic = open ? await previewAutomaticChecks(actor, id, TIPE) : [];
  const elements = open && tipe === "qe" ? await listReferenceCodes("DQ_ELEMEN", locale) : [];
  const methods = open && tipe === "qe" ? await listReferenceCodes("METOD_EVALUASI", locale) : [];
  return (
    <main className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-10">
      <WorkspaceHeader
        workspace={workspace}
        locale={locale}
        t={t}
        trail={[
          [t.antrean.judul, "/pemeriksaan"],
          [record.judul, `/metadata/${encodeURIComponent(id)}`],
        ]}
        current={TIPE}
      />
      <div className="mt-8 space-y-6">
        <Card id="ringkasan" title={t.workspace.ringkasan}>
          <p className="line-clamp-6 whitespace-pre-line text-sm">{record.abstrak}</p>
          <p className="mt-3 text-sm">
            <a className={LINK} href={`/metadata/${encodeURIComponent(id)}`}>
              {f.kembali}
            </a>
          </p>
        </Card>
        <section aria-labelledby="formulir-judul">
          <h2 id="formulir-judul" className="text-xl font-semibold text-slate-900">
            {tipe === "qc" ? f.judulQc : f.judulQe}
          </h2>
          {open ? (
            <>
              <p className="mt-1 mb-4 text-sm text-slate-700">
                {tipe === "qc" ? f.introQc : f.introQe}
                {workspace.lintasOrg ? ` ${f.lintasOrg}` : ""}
              </p>
              <QualityForm
                id={id}
                tipe={tipe}
                automatic={automatic}
                elements={elements}
                methods={methods}
                t={t}
              />
            </>
          ) : (
            <p
              role="status"
              className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
            >
              {workspace.izin[tipe] ? f.sudah : `${f.tidakBisa} ${t.status[record.status]}.`}
            </p>
          )}
        </section>
      </div>
    </main>
  );
}
