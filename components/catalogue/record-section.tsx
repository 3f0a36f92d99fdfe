import type { ReactNode } from "react";

/** One titled section of the record page; its id is the anchor of the section list. */
export function RecordSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={`${id}-judul`}
      id={id}
      className="scroll-mt-6 rounded-xl border border-slate-200 bg-white p-5 sm:p-6"
    >
      <h2 id={`${id}-judul`} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-4 text-slate-800">{children}</div>
    </section>
  );
}

/** Label–value pairs; empty values are left out, so a sparse record reads cleanly. */
export function Facts({ items }: { items: [string, ReactNode][] }) {
  const shown = items.filter(([, value]) => value !== null && value !== undefined && value !== "");
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[minmax(9rem,max-content)_1fr]">
      {shown.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-sm font-medium text-slate-600">{label}</dt>
          <dd className="break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export const linkClass =
  "text-sky-800 underline decoration-sky-800/40 underline-offset-2 hover:decoration-sky-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700 rounded-sm";

export const buttonClass =
  "inline-flex items-center gap-2 rounded-lg border border-sky-800 bg-white px-3 py-2 text-sm font-medium text-sky-900 hover:bg-sky-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700";
