"use client";

import type { ReactNode } from "react";
import type { EditorContext, ScalarKey } from "./editor-context";
import { LIST_PATHS, SCALAR_PATHS } from "./editor-context";
import { REMOVE_BUTTON, SelectField, SMALL_BUTTON, TextArea, TextField } from "./fields";
import type { ListKey } from "./record-form";

// Inputs bound to the editor's form: scalars by form key, repeatable groups by list.

type Opts = {
  type?: "text" | "email" | "url" | "date" | "number" | "tel";
  required?: boolean;
  wide?: boolean;
  hint?: string;
};

export function text(ctx: EditorContext, key: ScalarKey, label: string, o: Opts = {}) {
  const path = SCALAR_PATHS[key];
  return (
    <TextField
      path={path}
      label={label}
      value={ctx.form[key]}
      onChange={(v) => ctx.set(key, v)}
      error={ctx.error(path)}
      type={o.type}
      required={o.required}
      hint={o.hint}
      className={o.wide ? "sm:col-span-2" : undefined}
    />
  );
}

export function area(ctx: EditorContext, key: ScalarKey, label: string, o: Opts & { rows?: number } = {}) {
  const path = SCALAR_PATHS[key];
  return (
    <TextArea
      path={path}
      label={label}
      value={ctx.form[key]}
      onChange={(v) => ctx.set(key, v)}
      error={ctx.error(path)}
      required={o.required}
      rows={o.rows}
      className="sm:col-span-2"
    />
  );
}

export function select(ctx: EditorContext, key: ScalarKey, label: string, jenis: string, empty = true) {
  const path = SCALAR_PATHS[key];
  return (
    <SelectField
      path={path}
      label={label}
      value={ctx.form[key]}
      onChange={(v) => ctx.set(key, v)}
      error={ctx.error(path)}
      options={ctx.codes[jenis] ?? []}
      empty={empty ? ctx.t.choose : undefined}
    />
  );
}

/** A repeatable group (dates, keywords, contacts, ...): each item a bordered box with remove. */
export function Rows({
  ctx,
  list,
  legend,
  addLabel,
  render,
  hideLegend = false,
}: {
  ctx: EditorContext;
  list: ListKey;
  legend: string;
  /** The legend repeats the section title: read to screen readers only. */
  hideLegend?: boolean;
  addLabel: string;
  render: (index: number, cell: (field: string, label: string, o?: CellOpts) => ReactNode) => ReactNode;
}) {
  const rows = ctx.form[list];
  const listError = ctx.error(LIST_PATHS[list]);
  return (
    <fieldset className="sm:col-span-2">
      <legend className={hideLegend ? "sr-only" : "text-sm font-semibold text-slate-800"}>{legend}</legend>
      {listError ? <p className="mt-1 text-sm font-medium text-red-700">{listError}</p> : null}
      <ol className="mt-2 space-y-3">
        {rows.map((_, index) => {
          const cell = (field: string, label: string, o: CellOpts = {}) => {
            const path = `${LIST_PATHS[list]}.${index}.${field}`;
            const value = rows[index]?.[field] ?? "";
            const onChange = (v: string) => ctx.setRow(list, index, field, v);
            const labelText = `${label} (${ctx.t.item} ${index + 1})`;
            return o.jenis || o.options ? (
              <SelectField
                path={path}
                label={labelText}
                value={value}
                onChange={onChange}
                error={ctx.error(path)}
                options={o.options ?? ctx.codes[o.jenis ?? ""] ?? []}
                empty={o.noEmpty ? undefined : ctx.t.choose}
              />
            ) : (
              <TextField
                path={path}
                label={labelText}
                value={value}
                onChange={onChange}
                error={ctx.error(path)}
                type={o.type}
                className={o.wide ? "sm:col-span-2" : undefined}
              />
            );
          };
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own
            <li key={index} className="rounded-lg border border-slate-200 bg-slate-50 p-3">
              <div className="grid gap-3 sm:grid-cols-2">{render(index, cell)}</div>
              <div className="mt-2 text-right">
                <button type="button" className={REMOVE_BUTTON} onClick={() => ctx.removeRow(list, index)}>
                  {ctx.t.remove} ({ctx.t.item} {index + 1})
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <button type="button" className={`${SMALL_BUTTON} mt-3`} onClick={() => ctx.addRow(list)}>
        + {addLabel}
      </button>
    </fieldset>
  );
}

export interface CellOpts {
  type?: Opts["type"];
  jenis?: string;
  options?: { kode: string; label: string }[];
  noEmpty?: boolean;
  wide?: boolean;
}
