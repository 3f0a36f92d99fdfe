import { type KatalogParam, type KatalogParams, katalogHref } from "./katalog-url";
import { FOCUS } from "./styles";

export interface FacetEntry {
  kode: string;
  label: string;
  jumlah: number;
}

/** One filter group as links: choosing an entry sets the parameter, choosing it again removes it. */
export function FacetList({
  title,
  param,
  entries,
  params,
  removeLabel,
}: {
  title: string;
  param: KatalogParam;
  entries: FacetEntry[];
  params: KatalogParams;
  removeLabel: string;
}) {
  if (entries.length === 0) return null;
  const headingId = `filter-${param}`;
  return (
    <section aria-labelledby={headingId} className="border-t border-slate-200 pt-4">
      <h3 id={headingId} className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-600">
        {title}
      </h3>
      <ul className="space-y-0.5">
        {entries.map((entry) => {
          const active = params[param] === entry.kode;
          return (
            <li key={entry.kode}>
              <a
                href={katalogHref(params, { [param]: active ? undefined : entry.kode })}
                aria-current={active ? "true" : undefined}
                className={`flex items-center justify-between gap-3 rounded-md px-2 py-1.5 text-sm ${
                  active ? "bg-sky-100 font-semibold text-sky-900" : "text-slate-800 hover:bg-slate-100"
                } ${FOCUS}`}
              >
                <span>
                  {entry.label}
                  {active && <span className="sr-only"> ({removeLabel})</span>}
                </span>
                <span
                  className={`shrink-0 rounded-full px-2 text-xs tabular-nums ${active ? "bg-sky-800 text-white" : "bg-slate-100 text-slate-700"}`}
                >
                  {active ? "✕" : entry.jumlah}
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
