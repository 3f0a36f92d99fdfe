"use client";

import { SECONDARY_BUTTON } from "@/components/ui/button-styles";
import type { WorkflowMessages } from "@/lib/i18n/messages/workflow";
import type { CodeOption } from "./quality-form";

// The examiner's own check items: name (QE: the ISO 19157 element and evaluation method from
// their code lists), passed / failed / not applicable, and a note or result.

export interface EditableItem {
  key: string;
  kode: string;
  label: string;
  lulus: boolean | null;
  catatan: string;
  metodeEvaluasi: string;
}

const FIELD =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-sky-700";

let counter = 0;

export function ItemEditor({
  items,
  onChange,
  tipe,
  elements,
  methods,
  t,
  title,
}: {
  items: EditableItem[];
  onChange: (items: EditableItem[]) => void;
  tipe: "qc" | "qe" | "qa";
  elements: CodeOption[];
  methods: CodeOption[];
  t: WorkflowMessages;
  title: string;
}) {
  const f = t.form;
  const update = (key: string, change: Partial<EditableItem>) =>
    onChange(items.map((item) => (item.key === key ? { ...item, ...change } : item)));
  const add = () => {
    counter += 1;
    const first = elements[0];
    onChange([
      ...items,
      {
        key: `baru-${counter}`,
        kode: tipe === "qe" ? (first?.kode ?? "") : `${tipe.toUpperCase()}-M${items.length + 1}`,
        label: tipe === "qe" ? (first?.label ?? "") : "",
        lulus: true,
        catatan: "",
        metodeEvaluasi: "",
      },
    ]);
  };
  const lulusValue = (value: boolean | null) => (value === true ? "true" : value === false ? "false" : "na");
  return (
    <fieldset className="[&>legend+*]:clear-both rounded-xl border border-slate-200 bg-white p-5">
      <legend className="float-left mb-3 w-full font-semibold text-slate-900">{title}</legend>
      {items.length === 0 ? <p className="text-sm text-slate-600">{f.kosong}</p> : null}
      <ol className="space-y-4" data-testid="butir-pemeriksa">
        {items.map((item, index) => (
          <li key={item.key} className="rounded-lg border border-slate-200 bg-slate-50/60 p-4">
            <div className="grid gap-3 sm:grid-cols-2">
              {tipe === "qe" ? (
                <>
                  <label className="text-sm font-medium text-slate-800">
                    {f.elemen} {index + 1}
                    <select
                      value={item.kode}
                      onChange={(event) => {
                        const chosen = elements.find((e) => e.kode === event.target.value);
                        update(item.key, {
                          kode: event.target.value,
                          label: chosen?.label ?? event.target.value,
                        });
                      }}
                      className={FIELD}
                    >
                      {elements.some((e) => e.kode === item.kode) ? null : (
                        <option value={item.kode}>{item.kode}</option>
                      )}
                      {elements.map((e) => (
                        <option key={e.kode} value={e.kode}>
                          {e.label}
                        </option>
                      ))}
                    </select>
                  </label>
                  <label className="text-sm font-medium text-slate-800">
                    {f.metodeEvaluasi} {index + 1}
                    <select
                      value={item.metodeEvaluasi}
                      onChange={(event) => update(item.key, { metodeEvaluasi: event.target.value })}
                      className={FIELD}
                    >
                      <option value="">–</option>
                      {methods.some((m) => m.kode === item.metodeEvaluasi) || !item.metodeEvaluasi ? null : (
                        <option value={item.metodeEvaluasi}>{item.metodeEvaluasi}</option>
                      )}
                      {methods.map((m) => (
                        <option key={m.kode} value={m.kode}>
                          {m.label}
                        </option>
                      ))}
                    </select>
                  </label>
                </>
              ) : (
                <label className="text-sm font-medium text-slate-800 sm:col-span-2">
                  {f.nama} {index + 1}
                  <input
                    value={item.label}
                    required
                    maxLength={500}
                    onChange={(event) => update(item.key, { label: event.target.value })}
                    className={FIELD}
                  />
                </label>
              )}
              <label className="text-sm font-medium text-slate-800">
                {f.hasilNilai} {index + 1}
                <input
                  value={item.catatan}
                  maxLength={2000}
                  onChange={(event) => update(item.key, { catatan: event.target.value })}
                  className={FIELD}
                />
              </label>
              <label className="text-sm font-medium text-slate-800">
                {f.lulus} / {f.gagal} {index + 1}
                <select
                  value={lulusValue(item.lulus)}
                  onChange={(event) =>
                    update(item.key, {
                      lulus: event.target.value === "na" ? null : event.target.value === "true",
                    })
                  }
                  className={FIELD}
                >
                  <option value="true">{f.lulus}</option>
                  <option value="false">{f.gagal}</option>
                  <option value="na">{f.na}</option>
                </select>
              </label>
            </div>
            <button
              type="button"
              onClick={() => onChange(items.filter((other) => other.key !== item.key))}
              className="mt-3 rounded text-sm font-medium text-red-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-red-700"
            >
              {f.hapusButir} {index + 1}
            </button>
          </li>
        ))}
      </ol>
      <button type="button" onClick={add} className={`${SECONDARY_BUTTON} mt-4 text-sm`}>
        + {f.tambah}
      </button>
    </fieldset>
  );
}
