"use client";

import { useRouter } from "next/navigation";
import { useId, useRef, useState } from "react";
import { type ApiProblem, networkProblem, readProblem } from "@/components/api/api-problem";
import { LINK } from "@/components/catalogue/styles";
import { PRIMARY_BUTTON } from "@/components/ui/button-styles";
import { useHydrated } from "@/components/ui/use-hydrated";
import type { WorkflowMessages } from "@/lib/i18n/messages/workflow";
import type { TQualityItem, TSignedDocument } from "@/lib/schemas/quality-document";
import { type EditableItem, ItemEditor } from "./item-editor";
import { ProblemAlert } from "./problem-alert";
import { SignedResult } from "./signed-result";

// The QC, QE and QA form: the items Simpul computed (read only for QC and QA; QE's items from
// the record's own ISO 19157 reports, editable), the examiner's own items, the conclusion and a
// note, then POST /api/metadata/{id}/kualitas/{tipe}: JSON for a PKI signature, multipart with
// the scan in `dokumen` for a hand-signed PDF. The server adds its automatic items again itself.

export interface CodeOption {
  kode: string;
  label: string;
}

const FIELD =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 focus-visible:outline-2 focus-visible:outline-sky-700";

const toEditable = (item: TQualityItem, index: number): EditableItem => ({
  key: `${item.kode}-${index}`,
  kode: item.kode,
  label: item.label,
  lulus: item.lulus,
  catatan: item.catatan ?? "",
  metodeEvaluasi: item.metodeEvaluasi ?? "",
});

export function QualityForm({
  id,
  tipe,
  automatic,
  elements,
  methods,
  refreshOnSigned = false,
  t,
}: {
  id: string;
  tipe: "qc" | "qe" | "qa";
  automatic: TQualityItem[];
  /** QE: the DQ_ELEMEN and METOD_EVALUASI code lists. */
  elements?: CodeOption[];
  methods?: CodeOption[];
  refreshOnSigned?: boolean;
  t: WorkflowMessages;
}) {
  const f = t.form;
  const router = useRouter();
  const formId = useId();
  const editableAutomatic = tipe === "qe";
  const [items, setItems] = useState<EditableItem[]>(editableAutomatic ? automatic.map(toEditable) : []);
  const fixed = editableAutomatic ? [] : automatic;
  const [sesuai, setSesuai] = useState(automatic.every((item) => item.lulus !== false));
  const [catatan, setCatatan] = useState("");
  const [method, setMethod] = useState<"PKI" | "MANUAL">("PKI");
  const file = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();
  const [problem, setProblem] = useState<ApiProblem | null>(null);
  const [result, setResult] = useState<TSignedDocument | null>(null);
  // A bad scan (not a PDF, too large) is named beside the file field.
  const fileError = problem?.fields.find((field) => field.field === "dokumen");

  const body = () => ({
    sesuai,
    catatan: catatan.trim() || null,
    itemPemeriksaan: items.map((item, index) => ({
      kode: item.kode.trim() || `${tipe.toUpperCase()}-${index + 1}`,
      label: item.label.trim(),
      lulus: item.lulus,
      catatan: item.catatan.trim() || null,
      ...(tipe === "qe" ? { metodeEvaluasi: item.metodeEvaluasi || null } : {}),
    })),
  });

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    const url = `/api/metadata/${encodeURIComponent(id)}/kualitas/${tipe}`;
    try {
      let init: RequestInit;
      if (method === "PKI") {
        init = {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(body()),
        };
      } else {
        const data = new FormData();
        const { sesuai: ok, catatan: note, itemPemeriksaan } = body();
        data.set("sesuai", String(ok));
        if (note) data.set("catatan", note);
        data.set("itemPemeriksaan", JSON.stringify(itemPemeriksaan));
        const pdf = file.current?.files?.[0];
        if (pdf) data.set("dokumen", pdf);
        init = { method: "POST", body: data };
      }
      const response = await fetch(url, init);
      if (response.ok) {
        setResult((await response.json()) as TSignedDocument);
        // The review page around the form (documents, decision) shows the new state too; the
        // QC/QE pages would replace the form by "already signed", so they keep the result.
        if (refreshOnSigned) router.refresh();
      } else setProblem(await readProblem(response));
    } catch (error) {
      setProblem(networkProblem(error));
    } finally {
      setBusy(false);
    }
  }

  if (result) return <SignedResult id={id} tipe={tipe} result={result} t={t} />;

  return (
    <form onSubmit={submit} className="space-y-6" aria-describedby={`${formId}-intro`}>
      {fixed.length > 0 ? (
        <fieldset className="[&>legend+*]:clear-both rounded-xl border border-slate-200 bg-white p-5">
          <legend className="float-left mb-3 w-full font-semibold text-slate-900">{f.otomatis}</legend>
          <ul className="divide-y divide-slate-100" data-testid="butir-otomatis">
            {fixed.map((item) => (
              <li key={item.kode} className="flex gap-3 py-2 text-sm">
                <span
                  className={`mt-0.5 inline-flex h-5 min-w-12 shrink-0 items-center justify-center rounded px-1.5 text-xs font-semibold ${item.lulus === true ? "bg-emerald-100 text-emerald-900" : item.lulus === false ? "bg-red-100 text-red-900" : "bg-slate-100 text-slate-800"}`}
                >
                  {item.lulus === true ? f.lulus : item.lulus === false ? f.gagal : f.na}
                </span>
                <span>
                  <span className="text-slate-900">{item.label}</span>
                  {item.catatan ? <span className="block text-slate-600">{item.catatan}</span> : null}
                </span>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}
      <ItemEditor
        items={items}
        onChange={setItems}
        tipe={tipe}
        elements={elements ?? []}
        methods={methods ?? []}
        t={t}
        title={editableAutomatic ? f.butirQe : f.manual}
      />
      <fieldset className="[&>legend+*]:clear-both space-y-4 rounded-xl border border-slate-200 bg-white p-5">
        <legend className="float-left mb-3 w-full font-semibold text-slate-900">{t.kualitas.hasil}</legend>
        <label className="flex items-center gap-3 font-medium text-slate-900">
          <input
            type="checkbox"
            checked={sesuai}
            onChange={(event) => setSesuai(event.target.checked)}
            className="h-5 w-5 rounded border-slate-400 accent-sky-800"
          />
          {f.sesuai}
        </label>
        <label className="block text-sm font-medium text-slate-800">
          {f.catatan}
          <textarea
            value={catatan}
            onChange={(event) => setCatatan(event.target.value)}
            rows={3}
            className={FIELD}
          />
        </label>
      </fieldset>
      <fieldset className="[&>legend+*]:clear-both space-y-3 rounded-xl border border-slate-200 bg-white p-5">
        <legend className="float-left mb-3 w-full font-semibold text-slate-900">{f.cara}</legend>
        {(["PKI", "MANUAL"] as const).map((value) => (
          <label key={value} className="flex items-center gap-3 text-slate-900">
            <input
              type="radio"
              name={`${formId}-cara`}
              value={value}
              checked={method === value}
              onChange={() => setMethod(value)}
              className="h-4 w-4 accent-sky-800"
            />
            {value === "PKI" ? f.pki : f.pindaian}
          </label>
        ))}
        {method === "MANUAL" ? (
          <div>
            <label className="block text-sm font-medium text-slate-800">
              {f.berkas}
              <input
                ref={file}
                type="file"
                name="dokumen"
                accept="application/pdf,.pdf"
                required
                aria-invalid={fileError ? true : undefined}
                aria-describedby={fileError ? `${formId}-dokumen-galat` : undefined}
                className={FIELD}
              />
            </label>
            {fileError ? (
              <p id={`${formId}-dokumen-galat`} className="mt-1 text-sm text-red-800">
                {fileError.message}
              </p>
            ) : null}
          </div>
        ) : null}
      </fieldset>
      {problem ? <ProblemAlert problem={problem} title={t.galat} /> : null}
      <button type="submit" disabled={busy || !hydrated} className={`${PRIMARY_BUTTON} disabled:opacity-60`}>
        {busy ? f.mengirim : method === "PKI" ? f.kirimPki : f.kirimPindaian}
      </button>
      <p>
        <a className={LINK} href={`/metadata/${encodeURIComponent(id)}`}>
          {f.kembali}
        </a>
      </p>
    </form>
  );
}
