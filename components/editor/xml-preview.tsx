"use client";

import { useCallback, useEffect, useState } from "react";
import { readProblem } from "@/components/api/api-problem";
import type { EditorTexts } from "@/lib/i18n/messages/editor";
import { ISO_EXPORT_FORMATS, type IsoExportFormat } from "@/lib/iso/formats";
import { SMALL_BUTTON } from "./fields";
import type { RecordBody } from "./record-form";

// The ISO XML of the record as typed, from POST /api/metadata/pratinjau (the export's encoders;
// nothing is stored). Refreshed shortly after typing stops while the panel is open.

export function XmlPreview({
  body,
  valid,
  onFieldErrors,
  t,
}: {
  body: RecordBody;
  valid: boolean;
  onFieldErrors: (fields: { field: string; message: string }[]) => void;
  t: EditorTexts;
}) {
  const [open, setOpen] = useState(false);
  const [format, setFormat] = useState<IsoExportFormat>("mdb2016");
  const [xml, setXml] = useState<string | null>(null);
  const [state, setState] = useState<"idle" | "loading" | "error">("idle");
  const [message, setMessage] = useState<string | null>(null);
  const serialized = JSON.stringify(body);

  const load = useCallback(async () => {
    setState("loading");
    try {
      const response = await fetch(`/api/metadata/pratinjau?format=${format}`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: serialized,
      });
      if (response.ok) {
        setXml(await response.text());
        setMessage(null);
        setState("idle");
        return;
      }
      const problem = await readProblem(response);
      if (problem.details.fields) onFieldErrors(problem.fields);
      setMessage(problem.message);
      setState("error");
    } catch (error) {
      setMessage(String(error));
      setState("error");
    }
  }, [format, serialized, onFieldErrors]);

  useEffect(() => {
    if (!open || !valid) return;
    const timer = window.setTimeout(load, 600);
    return () => window.clearTimeout(timer);
  }, [open, valid, load]);

  return (
    <section
      id="bagian-pratinjau"
      aria-labelledby="pratinjau-judul"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="pratinjau-judul" className="text-lg font-semibold text-slate-900">
          {t.preview}
        </h2>
        <div className="flex flex-wrap items-end gap-2">
          <label className="text-sm font-medium text-slate-800">
            {t.previewFormat}
            <select
              value={format}
              onChange={(e) => setFormat(e.target.value as IsoExportFormat)}
              className="ml-2 rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm focus:outline-2 focus:outline-sky-700"
            >
              {ISO_EXPORT_FORMATS.map((f) => (
                <option key={f} value={f}>
                  {f}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            className={SMALL_BUTTON}
            aria-expanded={open}
            aria-controls="pratinjau-isi"
            onClick={() => (open ? load() : setOpen(true))}
          >
            {open ? t.previewRefresh : t.previewShow}
          </button>
        </div>
      </div>
      {open ? (
        <div id="pratinjau-isi" className="mt-4" aria-live="polite" aria-busy={state === "loading"}>
          {!valid ? <p className="text-sm text-red-700">{t.previewInvalid}</p> : null}
          {state === "error" && message ? <p className="text-sm text-red-700">{message}</p> : null}
          {state === "loading" && !xml ? <p className="text-sm text-slate-600">{t.previewLoading}</p> : null}
          {xml ? (
            <pre
              data-testid="pratinjau-xml"
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
              tabIndex={0}
              className="max-h-[28rem] overflow-auto rounded-lg bg-slate-900 p-4 text-xs leading-relaxed text-slate-100"
            >
              {xml}
            </pre>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
