"use client";

import { useEffect, useRef, useState } from "react";
import { callApi, jsonInit } from "@/components/api/api-client";
import { fieldMessages } from "@/components/api/api-problem";
import { PRIMARY_BUTTON } from "@/components/ui/button-styles";
import { useHydrated } from "@/components/ui/use-hydrated";
import type { AdminMessages } from "@/lib/i18n/messages/admin";
import { CodeBlock } from "./code-block";
import { describedBy, Field, INPUT } from "./field";
import { Notice } from "./notice";

type Texts = AdminMessages["csw"];
export type PreviewAction = (
  input: unknown,
) => Promise<{ ok: true; xml: string } | { ok: false; fields: Record<string, string> }>;

const TEXT_FIELDS = [
  "judul",
  "abstrak",
  "kataKunci",
  "namaOrganisasi",
  "situsOrganisasi",
  "namaKontak",
  "jabatan",
  "telepon",
  "email",
  "jamLayanan",
  "instruksiKontak",
  "peranKontak",
] as const;
export type CswFormValues = Record<(typeof TEXT_FIELDS)[number], string>;
const REQUIRED = new Set(["judul", "abstrak", "namaOrganisasi"]);
const LONG = new Set(["abstrak", "instruksiKontak"]);
const GROUPS = [
  { key: "identification", fields: ["judul", "abstrak", "kataKunci"] },
  { key: "provider", fields: ["namaOrganisasi", "situsOrganisasi"] },
  {
    key: "contact",
    fields: ["namaKontak", "jabatan", "telepon", "email", "jamLayanan", "instruksiKontak", "peranKontak"],
  },
] as const;
const ROLE_CODES = [
  "pointOfContact",
  "custodian",
  "owner",
  "distributor",
  "publisher",
  "resourceProvider",
  "originator",
  "principalInvestigator",
  "processor",
  "author",
  "user",
];

/** The body of PUT /api/admin/csw: blanks of optional fields as null, keywords as a list. */
function toInput(values: CswFormValues) {
  const input: Record<string, unknown> = {};
  for (const name of TEXT_FIELDS) {
    const value = values[name].trim();
    input[name] = REQUIRED.has(name) ? value : value || null;
  }
  input.kataKunci = values.kataKunci
    .split(",")
    .map((keyword) => keyword.trim())
    .filter(Boolean);
  return input;
}

/** The CSW service identity form with a live GetCapabilities preview built by the server. */
export function CswSettingsForm({
  initial,
  preview,
  initialXml,
  t,
  networkError,
}: {
  initial: CswFormValues;
  preview: PreviewAction;
  initialXml: string;
  t: Texts;
  networkError: string;
}) {
  const [values, setValues] = useState(initial);
  const [xml, setXml] = useState(initialXml);
  const [previewFields, setPreviewFields] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    let current = true;
    const timer = setTimeout(async () => {
      const result = await preview(toInput(values)).catch(() => null);
      if (!current || !result) return;
      if (result.ok) {
        setXml(result.xml);
        setPreviewFields({});
      } else setPreviewFields(result.fields);
    }, 250);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [values, preview]);

  async function save(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    setStatus(null);
    const result = await callApi("/api/admin/csw", jsonInit("PUT", toInput(values)), networkError);
    setBusy(false);
    if (result.ok) {
      setErrors({});
      setStatus({ tone: "success", text: t.saved });
    } else {
      setErrors(fieldMessages(result.error));
      setStatus({ tone: "error", text: result.error.message });
    }
  }

  const shown = { ...previewFields, ...errors };
  return (
    <div className="grid grid-cols-1 gap-8 lg:grid-cols-2">
      <form onSubmit={save} noValidate className="min-w-0 space-y-6">
        {GROUPS.map((group) => (
          <fieldset key={group.key} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <legend className="px-1 text-base font-semibold text-slate-900">{t[group.key]}</legend>
            <div className="space-y-4">
              {group.fields.map((name) => {
                const id = `csw-${name}`;
                const hint = name === "kataKunci" ? t.kataKunciHint : undefined;
                const common = {
                  id,
                  name,
                  value: values[name],
                  required: REQUIRED.has(name),
                  className: INPUT,
                  ...describedBy(id, hint, shown[name]),
                };
                const onChange = (event: { target: { value: string } }) =>
                  setValues((all) => ({ ...all, [name]: event.target.value }));
                return (
                  <Field
                    key={name}
                    id={id}
                    label={t[name]}
                    hint={hint}
                    error={shown[name]}
                    required={REQUIRED.has(name)}
                  >
                    {LONG.has(name) ? (
                      <textarea {...common} rows={name === "abstrak" ? 5 : 3} onChange={onChange} />
                    ) : name === "peranKontak" ? (
                      <select {...common} onChange={onChange}>
                        <option value="">—</option>
                        {ROLE_CODES.map((code) => (
                          <option key={code} value={code}>
                            {code}
                          </option>
                        ))}
                      </select>
                    ) : (
                      <input
                        {...common}
                        type={
                          name === "email"
                            ? "email"
                            : name === "situsOrganisasi"
                              ? "url"
                              : name === "telepon"
                                ? "tel"
                                : "text"
                        }
                        onChange={onChange}
                      />
                    )}
                  </Field>
                );
              })}
            </div>
          </fieldset>
        ))}
        {status && <Notice tone={status.tone}>{status.text}</Notice>}
        <div className="flex flex-wrap items-center gap-4">
          <button type="submit" className={PRIMARY_BUTTON} disabled={busy || !hydrated}>
            {busy ? t.saving : t.save}
          </button>
          <a
            href="/csw?service=CSW&request=GetCapabilities"
            target="_blank"
            rel="noopener"
            className="text-sm font-semibold text-sky-800 underline focus-visible:outline-2 focus-visible:outline-sky-700"
          >
            {t.openCapabilities}
          </a>
        </div>
      </form>
      <section aria-labelledby="csw-preview-title" className="min-w-0 lg:sticky lg:top-4 lg:self-start">
        <h2 id="csw-preview-title" className="text-lg font-semibold text-slate-900">
          {t.preview}
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          {Object.keys(previewFields).length > 0 ? t.previewInvalid : t.previewHint}
        </p>
        <CodeBlock label={t.preview} text={xml} testId="csw-preview" className="mt-3 max-h-[70vh]" />
      </section>
    </div>
  );
}
