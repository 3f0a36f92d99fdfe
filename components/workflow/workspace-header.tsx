import type { ReactNode } from "react";
import { LINK } from "@/components/catalogue/styles";
import { formatDateTime } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locale";
import type { WorkflowMessages } from "@/lib/i18n/messages/workflow";
import type { RecordWorkspace } from "@/lib/workflow/get-record-workspace";
import { StatusBadge } from "./status-badge";

/** Breadcrumb, title, status, owner and organisation of a record on the workflow pages. */
export function WorkspaceHeader({
  workspace,
  locale,
  t,
  trail,
  current,
}: {
  workspace: RecordWorkspace;
  locale: Locale;
  t: WorkflowMessages;
  /** The pages before this one: [label, href]; the record itself comes last. */
  trail: [string, string][];
  /** The last crumb; the record's title by default. */
  current?: string;
}) {
  const { record } = workspace;
  return (
    <header>
      <nav aria-label={t.workspace.breadcrumb} className="text-sm text-slate-600">
        <ol className="flex flex-wrap gap-1">
          {trail.map(([label, href]) => (
            <li key={href}>
              <a className={LINK} href={href}>
                {label}
              </a>
              <span aria-hidden="true"> /</span>
            </li>
          ))}
          <li aria-current="page" className="max-w-full truncate">
            {current ?? record.judul}
          </li>
        </ol>
      </nav>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <StatusBadge status={record.status} label={t.status[record.status]} />
        {workspace.lintasOrg ? (
          <span className="rounded-full bg-sky-50 px-2.5 py-0.5 text-xs font-semibold text-sky-900 ring-1 ring-sky-300 ring-inset">
            {t.workspace.lintasOrg}
          </span>
        ) : null}
        <span className="text-xs text-slate-600">
          {t.workspace.versi} {record.version}
        </span>
      </div>
      <h1 className="mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{record.judul}</h1>
      <p className="mt-2 text-sm text-slate-700">
        {t.workspace.pemilik}:{" "}
        <span className="font-medium text-slate-900">{record.pemilik.namaLengkap}</span> ·{" "}
        {t.workspace.organisasi}: <span className="font-medium text-slate-900">{record.organisasi.nama}</span>{" "}
        · {t.workspace.diperbarui}{" "}
        <time dateTime={record.updatedAt}>{formatDateTime(record.updatedAt, locale)}</time>
      </p>
    </header>
  );
}

/** A white card with a heading, as the record sections look. */
export function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={`${id}-judul`}
      id={id}
      className="rounded-xl border border-slate-200 bg-white p-5 sm:p-6"
    >
      <h2 id={`${id}-judul`} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-4 text-slate-800">{children}</div>
    </section>
  );
}
