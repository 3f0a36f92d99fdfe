import type { Metadata } from "next";
import {
  RecordConstraints,
  RecordContacts,
  RecordDistribution,
  RecordLineage,
} from "@/components/catalogue/record-access";
import { RecordIdentification, RecordKeywords } from "@/components/catalogue/record-description";
import { RecordExtent, RecordTemporal } from "@/components/catalogue/record-extent";
import { XML_DOWNLOADS } from "@/components/catalogue/record-quality";
import { RecordSourceDetails } from "@/components/catalogue/record-source-details";
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from "@/components/ui/button-styles";
import { QualityPanel } from "@/components/workflow/quality-panel";
import { RecordActions } from "@/components/workflow/record-actions";
import { StatusTimeline } from "@/components/workflow/status-timeline";
import { Card, WorkspaceHeader } from "@/components/workflow/workspace-header";
import { PAGE_ACCESS } from "@/lib/auth/page-access";
import { getCodeLabels } from "@/lib/catalogue/records/get-code-labels";
import { getLocale } from "@/lib/i18n/get-locale";
import { workflowMessages } from "@/lib/i18n/messages/workflow";
import type { TRecordDetail } from "@/lib/schemas/record-detail";
import { requirePageWorkspace } from "@/lib/workflow/require-page-workspace";

// The record workspace: the record in any status the user may read, its completeness, status
// history and quality documents, and what this user may do with it now.

type Props = { params: Promise<{ id: string }> };

export const metadata: Metadata = { robots: { index: false, follow: false } };

export default async function RecordWorkspacePage({ params }: Props) {
  const { id } = await params;
  const { workspace } = await requirePageWorkspace(`/metadata/${id}`, PAGE_ACCESS.metadata.roles, id);
  const locale = await getLocale();
  const label = await getCodeLabels(locale);
  const t = workflowMessages[locale];
  const { record, izin, pemeriksaanTerbuka: open } = workspace;
  // The public record sections read the content only, never the status.
  const content = record as unknown as TRecordDetail;
  const props = { record: content, locale, label };
  const path = encodeURIComponent(id);
  const reviewHere = record.status === "REVIEW" && workspace.statusBerikut.length > 0;
  const moves = reviewHere ? [] : workspace.statusBerikut;
  const links: [string, string, boolean][] = [
    [t.workspace.ubah, `/metadata/${path}/ubah`, izin.update],
    [t.bukaQc, `/pemeriksaan/${path}/qc`, izin.qc && open?.qc === true],
    [t.bukaQe, `/pemeriksaan/${path}/qe`, izin.qe && open?.qe === true],
    [t.bukaTinjauan, `/tinjauan/${path}`, reviewHere],
    [t.workspace.lihatPublik, `/katalog/${path}`, record.status === "PUBLISHED"],
  ];
  const shownLinks = links.filter(([, , shown]) => shown);
  return (
    <main className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <WorkspaceHeader
        workspace={workspace}
        locale={locale}
        t={t}
        trail={[[t.workspace.dasbor, "/dasbor"]]}
      />
      <div className="mt-8 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="min-w-0 space-y-6">
          <Card id="tindakan" title={t.workspace.tindakan}>
            {shownLinks.length === 0 && moves.length === 0 && !izin.delete ? (
              <p className="text-sm text-slate-600">{t.workspace.tidakAdaTindakan}</p>
            ) : (
              <div className="space-y-3">
                {shownLinks.length > 0 ? (
                  <div className="flex flex-wrap gap-2">
                    {shownLinks.map(([text, href], index) => (
                      <a key={href} href={href} className={index === 0 ? PRIMARY_BUTTON : SECONDARY_BUTTON}>
                        {text}
                      </a>
                    ))}
                  </div>
                ) : null}
                <RecordActions id={id} version={record.version} moves={moves} canDelete={izin.delete} t={t} />
              </div>
            )}
          </Card>
          <Card id="kelengkapan" title={t.workspace.kelengkapan}>
            {workspace.kekurangan.length === 0 ? (
              <p className="text-sm text-emerald-900">✓ {t.workspace.lengkap}</p>
            ) : (
              <>
                <p className="text-sm text-amber-900">{t.workspace.belumLengkap}</p>
                <ul className="mt-2 list-disc space-y-1 pl-5 text-sm" data-testid="kekurangan">
                  {workspace.kekurangan.map((m) => (
                    <li key={m.field}>
                      <code className="font-mono text-xs">{m.field}</code>: {m.message}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </Card>
          <Card id="ringkasan" title={t.workspace.ringkasan}>
            <p className="whitespace-pre-line">{record.abstrak || "–"}</p>
          </Card>
          <RecordIdentification {...props} />
          <RecordKeywords {...props} />
          <RecordExtent {...props} />
          <RecordTemporal {...props} />
          <RecordSourceDetails {...props} coupled={{}} />
          <RecordDistribution {...props} />
          <RecordContacts {...props} />
          <RecordConstraints {...props} />
          <RecordLineage {...props} />
        </div>
        <aside className="space-y-6" aria-label={t.workspace.tindakan}>
          <Card id="kualitas" title={t.kualitas.judul}>
            <QualityPanel id={id} dokumen={workspace.dokumen} locale={locale} t={t} />
          </Card>
          <Card id="riwayat" title={t.workspace.riwayat}>
            <StatusTimeline entries={workspace.riwayat} locale={locale} t={t} />
          </Card>
          <Card id="ekspor" title={t.workspace.unduh}>
            <ul className="flex flex-col gap-2">
              {XML_DOWNLOADS.map((d) => (
                <li key={d.format}>
                  <a
                    className={`${SECONDARY_BUTTON} flex w-full justify-between text-sm`}
                    href={`/api/metadata/${path}/export/xml?format=${d.format}`}
                    download
                  >
                    <span>{d.name}</span>
                    <span aria-hidden="true" className="text-xs text-slate-600">
                      XML ↓
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </Card>
        </aside>
      </div>
    </main>
  );
}
