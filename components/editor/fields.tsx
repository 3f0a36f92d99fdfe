"use client";

import type { ReactNode } from "react";
import { fieldId } from "./record-form";

// Labelled inputs whose id comes from the API field path, so an error for kontak.0.email (from
// the browser's check or the server's 400) lands beside the input that holds it.

export interface Code {
  kode: string;
  label: string;
}

const INPUT =
  "mt-1 block w-full rounded-md border bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:outline-2 focus:outline-offset-1 focus:outline-sky-700";
const inputClass = (error?: string) => `${INPUT} ${error ? "border-red-600" : "border-slate-300"}`;

interface Common {
  path: string;
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  className?: string;
}

function Frame({
  path,
  label,
  error,
  hint,
  required,
  className,
  children,
}: Common & { children: ReactNode }) {
  const id = fieldId(path);
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-red-700">
            {" "}
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700" data-field-error={path}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

const describedBy = (path: string, error?: string, hint?: string) =>
  [hint ? `${fieldId(path)}-hint` : "", error ? `${fieldId(path)}-error` : ""].filter(Boolean).join(" ") ||
  undefined;

export function TextField(
  props: Common & {
    value: string;
    onChange: (value: string) => void;
    type?: "text" | "email" | "url" | "date" | "number" | "tel";
    step?: string;
    inputMode?: "decimal" | "numeric";
  },
) {
  const { path, value, onChange, type = "text", error, hint, required, step, inputMode } = props;
  return (
    <Frame {...props}>
      <input
        id={fieldId(path)}
        name={path}
        type={type === "number" ? "text" : type}
        inputMode={type === "number" ? (inputMode ?? "decimal") : undefined}
        step={step}
        value={value}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(path, error, hint)}
        onChange={(e) => onChange(e.target.value)}
        className={inputClass(error)}
      />
    </Frame>
  );
}

export function TextArea(
  props: Common & { value: string; onChange: (value: string) => void; rows?: number },
) {
  const { path, value, onChange, error, hint, required, rows = 3 } = props;
  return (
    <Frame {...props}>
      <textarea
        id={fieldId(path)}
        name={path}
        rows={rows}
        value={value}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(path, error, hint)}
        onChange={(e) => onChange(e.target.value)}
        className={inputClass(error)}
      />
    </Frame>
  );
}

export function SelectField(
  props: Common & { value: string; onChange: (value: string) => void; options: Code[]; empty?: string },
) {
  const { path, value, onChange, error, hint, options, empty } = props;
  // A stored code missing from the list is still offered, so editing does not change it silently.
  const all =
    value && !options.some((o) => o.kode === value) ? [...options, { kode: value, label: value }] : options;
  return (
    <Frame {...props}>
      <select
        id={fieldId(path)}
        name={path}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(path, error, hint)}
        onChange={(e) => onChange(e.target.value)}
        className={inputClass(error)}
      >
        {empty !== undefined ? <option value="">{empty}</option> : null}
        {all.map((o) => (
          <option key={o.kode} value={o.kode}>
            {o.label}
          </option>
        ))}
      </select>
    </Frame>
  );
}

/** A card of the form with an anchor for the section navigation and the completeness list. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-judul`}
      className="scroll-mt-24 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={`${id}-judul`} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">{children}</div>
    </section>
  );
}

export const SMALL_BUTTON =
  "rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700";
export const REMOVE_BUTTON =
  "rounded-md px-2 py-1 text-sm font-medium text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700";
