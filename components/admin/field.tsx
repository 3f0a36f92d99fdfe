import type { ReactNode } from "react";

export const INPUT =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus-visible:border-sky-700 focus-visible:outline-2 focus-visible:outline-sky-700 aria-[invalid=true]:border-red-600";

/** A labelled form field with its hint and the server's message for it. */
export function Field({
  id,
  label,
  hint,
  error,
  required,
  announce,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  required?: boolean;
  /** Announce the error (role=alert) – for fields whose error comes after a submit, not while typing. */
  announce?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
        {required && (
          <span aria-hidden="true" className="text-red-700">
            {" "}
            *
          </span>
        )}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role={announce ? "alert" : undefined} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** aria attributes tying an input to its hint and error. */
export const describedBy = (id: string, hint?: string, error?: string) => ({
  "aria-invalid": error ? true : undefined,
  "aria-describedby": [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined,
});
