"use client";

import Link from "next/link";
import { PRIMARY_BUTTON } from "@/components/ui/button-styles";
import type { EditorTexts } from "@/lib/i18n/messages/editor";
import type { MissingElement } from "@/lib/quality/completeness";
import { CompletenessPanel } from "./completeness-panel";

// The editor's sidebar: save, the draft and save state, completeness, and the section links.

export type Notice = { kind: "error" | "conflict" | "saved"; text: string } | null;

export function EditorSidebar({
  recordId,
  saving,
  dirty,
  keptAt,
  notice,
  missing,
  locale,
  t,
}: {
  recordId: string | null;
  saving: boolean;
  dirty: boolean;
  keptAt: string | null;
  notice: Notice;
  missing: MissingElement[];
  locale: "id" | "en";
  t: EditorTexts;
}) {
  const sections = Object.entries(t.sections) as [string, string][];
  return (
    <aside className="space-y-4 lg:sticky lg:top-4 lg:self-start">
      <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <button type="submit" className={`${PRIMARY_BUTTON} w-full`} disabled={saving}>
          {saving ? t.saving : t.save}
        </button>
        <p className="mt-2 text-xs text-slate-600" aria-live="polite" data-testid="status-draf">
          {dirty ? (keptAt ? `${t.unsaved} · ${t.autosaved}` : t.unsaved) : ""}
        </p>
        {notice ? (
          <div
            role={notice.kind === "saved" ? "status" : "alert"}
            data-testid="pesan-simpan"
            className={`mt-3 rounded-lg p-3 text-sm ${
              notice.kind === "saved"
                ? "bg-emerald-50 text-emerald-900"
                : notice.kind === "conflict"
                  ? "bg-amber-50 text-amber-950"
                  : "bg-red-50 text-red-800"
            }`}
          >
            <p>{notice.text}</p>
            {notice.kind === "saved" && recordId ? (
              <Link href={`/metadata/${recordId}`} className="mt-1 inline-block font-semibold underline">
                {t.viewRecord}
              </Link>
            ) : null}
          </div>
        ) : null}
      </div>
      <CompletenessPanel missing={missing} locale={locale} t={t} />
      <nav
        aria-label={t.sectionNav}
        className="hidden rounded-xl border border-slate-200 bg-white p-4 shadow-sm lg:block"
      >
        <ul className="space-y-1 text-sm">
          {sections.map(([key, label]) => (
            <li key={key}>
              <a href={`#bagian-${key}`} className="text-slate-700 hover:text-sky-800 hover:underline">
                {label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </aside>
  );
}
