import type { ReactNode } from "react";

export const FOCUS = "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700";
export const LINK = `rounded font-semibold text-sky-800 underline-offset-2 hover:underline ${FOCUS}`;

/** A titled card of the dashboard; `id` makes it a link target and names the region. */
export function DashboardCard({
  id,
  title,
  aside,
  children,
}: {
  id: string;
  title: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-judul`}
      id={id}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`${id}-judul`} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {aside}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}
