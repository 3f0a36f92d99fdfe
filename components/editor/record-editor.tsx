"use client";

import { useRouter } from "next/navigation";
import { useCallback, useMemo, useState } from "react";
import { readProblem } from "@/components/api/api-problem";
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from "@/components/ui/button-styles";
import { useHydrated } from "@/components/ui/use-hydrated";
import { type EditorTexts, fill } from "@/lib/i18n/messages/editor";
import { missingElements } from "@/lib/quality/completeness";
import {
  CODE_SET_PATHS,
  type EditorContext,
  LIST_PATHS,
  SCALAR_PATHS,
  type ScalarKey,
} from "./editor-context";
import { EditorSidebar, type Notice } from "./editor-sidebar";
import type { Code } from "./fields";
import {
  completenessInput,
  errorsFromFields,
  type FieldErrors,
  formToBody,
  type ListKey,
  NEW_ROWS,
  type RecordForm,
  validateBody,
} from "./record-form";
import {
  ConstraintSection,
  ContactSection,
  DistributionSection,
  ExtentSection,
  GraphicSection,
  IdentificationSection,
  KeywordSection,
  QualitySection,
  TopicSection,
} from "./record-sections";
import { draftKey, useDraftStorage } from "./use-draft-storage";
import { XmlPreview } from "./xml-preview";

// The metadata editor: one form for a new record (POST /api/metadata) and for changing one
// (PATCH /api/metadata/{id} with If-Match). The API's schema checks the input as it is typed;
// what the server still refuses is shown beside the same fields.

export interface RecordEditorProps {
  recordId: string | null;
  version: number | null;
  initial: RecordForm;
  codes: Record<string, Code[]>;
  styleUrl: string | null;
  locale: "id" | "en";
  t: EditorTexts;
}

export function RecordEditor({
  recordId,
  version: initialVersion,
  initial,
  codes,
  styleUrl,
  locale,
  t,
}: RecordEditorProps) {
  const router = useRouter();
  const [form, setForm] = useState(initial);
  const [baseline, setBaseline] = useState(() => JSON.stringify(initial));
  const [version, setVersion] = useState(initialVersion);
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [showAll, setShowAll] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState<Notice>(null);
  const [saving, setSaving] = useState(false);
  const hydrated = useHydrated();

  const body = useMemo(() => formToBody(form), [form]);
  const browserErrors = useMemo(() => validateBody(body, locale), [body, locale]);
  const missing = useMemo(() => missingElements(completenessInput(body)), [body]);
  const dirty = JSON.stringify(form) !== baseline;
  const draft = useDraftStorage(draftKey(recordId), form, dirty, baseline);

  const touch = (path: string) => {
    // A stale "check the fields" or "saved" notice goes once the user types again.
    setNotice((n) => (n && n.kind !== "conflict" ? null : n));
    setTouched((before) => (before.has(path) ? before : new Set(before).add(path)));
    setServerErrors((before) => {
      if (!(path in before)) return before;
      const { [path]: _, ...rest } = before;
      return rest;
    });
  };
  const error = (path: string) =>
    serverErrors[path] ?? (showAll || touched.has(path) ? browserErrors[path] : undefined);

  const ctx: EditorContext = {
    form,
    t,
    codes,
    styleUrl,
    error,
    set: (key: ScalarKey, value: string) => {
      touch(SCALAR_PATHS[key]);
      setForm((f) => ({ ...f, [key]: value }));
    },
    setMany: (values) => {
      for (const key of Object.keys(values) as ScalarKey[]) touch(SCALAR_PATHS[key]);
      setForm((f) => ({ ...f, ...values }));
    },
    setCodes: (key, codes) => {
      touch(CODE_SET_PATHS[key]);
      setForm((f) => ({ ...f, [key]: codes }));
    },
    setRow: (list: ListKey, index: number, field: string, value: string) => {
      touch(`${LIST_PATHS[list]}.${index}.${field}`);
      setForm((f) => ({ ...f, [list]: f[list].map((r, i) => (i === index ? { ...r, [field]: value } : r)) }));
    },
    addRow: (list) => setForm((f) => ({ ...f, [list]: [...f[list], NEW_ROWS[list]()] })),
    removeRow: (list, index) => {
      // Errors are by position: after a removal the server's ones may point at another row.
      setServerErrors({});
      setForm((f) => ({ ...f, [list]: f[list].filter((_, i) => i !== index) }));
    },
  };

  const onServerFields = useCallback((fields: { field: string; message: string }[]) => {
    setServerErrors(errorsFromFields(fields));
  }, []);

  const save = async () => {
    setShowAll(true);
    setNotice(null);
    if (Object.keys(browserErrors).length > 0) {
      setNotice({ kind: "error", text: t.invalid });
      focusFirstError(Object.keys(browserErrors));
      return;
    }
    setSaving(true);
    try {
      const response = await fetch(recordId ? `/api/metadata/${recordId}` : "/api/metadata", {
        method: recordId ? "PATCH" : "POST",
        headers: {
          "Content-Type": "application/json",
          ...(recordId && version !== null ? { "If-Match": `"${version}"` } : {}),
        },
        body: JSON.stringify(body),
      });
      if (response.ok) {
        const saved = (await response.json()) as { id: string; version: number };
        draft.clear();
        setBaseline(JSON.stringify(form));
        setServerErrors({});
        if (!recordId) {
          router.push(`/metadata/${saved.id}`);
          return;
        }
        setVersion(saved.version);
        setNotice({ kind: "saved", text: t.saved });
        return;
      }
      const problem = await readProblem(response);
      if (response.status === 409 && !problem.details.fields) {
        setNotice({ kind: "conflict", text: t.conflict });
        return;
      }
      const fields = problem.fields;
      setServerErrors(errorsFromFields(fields));
      setNotice({
        kind: "error",
        text: `${fields.length > 0 ? t.serverInvalid : t.failed} ${problem.message}`,
      });
      focusFirstError(fields.map((f) => f.field));
    } catch (failure) {
      setNotice({ kind: "error", text: `${t.failed} ${String(failure)}` });
    } finally {
      setSaving(false);
    }
  };

  const restore = () => {
    if (!draft.offer) return;
    setForm(draft.offer.form);
    setShowAll(true);
    draft.dismissOffer();
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
      className="grid gap-6 pb-20 lg:grid-cols-[minmax(0,1fr)_18rem] lg:pb-0"
    >
      {/* On phones the sidebar comes after the whole form: saving stays at hand in a bottom bar. */}
      <div className="fixed inset-x-0 bottom-0 z-20 flex items-center gap-3 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-lg lg:hidden">
        <button type="submit" className={PRIMARY_BUTTON} disabled={saving || !hydrated}>
          {saving ? t.saving : t.save}
        </button>
        <p className="text-xs text-slate-600">{dirty ? t.unsaved : ""}</p>
      </div>
      <div className="space-y-6">
        {draft.offer ? (
          <div
            role="alert"
            className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
          >
            <p className="font-semibold">{t.restoreTitle}</p>
            <p className="mt-1">
              {fill(t.restoreText, {
                when: new Date(draft.offer.savedAt).toLocaleString(locale === "en" ? "en-GB" : "id-ID"),
              })}
            </p>
            <div className="mt-3 flex flex-wrap gap-2">
              <button type="button" className={PRIMARY_BUTTON} onClick={restore}>
                {t.restore}
              </button>
              <button type="button" className={SECONDARY_BUTTON} onClick={draft.clear}>
                {t.discard}
              </button>
            </div>
          </div>
        ) : null}
        <IdentificationSection ctx={ctx} />
        <KeywordSection ctx={ctx} />
        <TopicSection ctx={ctx} />
        <ExtentSection ctx={ctx} />
        <ContactSection ctx={ctx} />
        <DistributionSection ctx={ctx} />
        <ConstraintSection ctx={ctx} />
        <QualitySection ctx={ctx} />
        <GraphicSection ctx={ctx} />
        <XmlPreview
          body={body}
          valid={Object.keys(browserErrors).length === 0}
          onFieldErrors={onServerFields}
          t={t}
        />
      </div>
      <EditorSidebar
        recordId={recordId}
        saving={saving}
        dirty={dirty}
        keptAt={draft.keptAt}
        notice={notice}
        missing={missing}
        locale={locale}
        t={t}
      />
    </form>
  );
}

/** Moves focus to the first field with an error (in the order the API names them). */
function focusFirstError(paths: string[]) {
  for (const path of paths) {
    const element = document.getElementById(`f-${path.replaceAll(".", "-")}`);
    if (element) {
      element.focus();
      return;
    }
  }
}
