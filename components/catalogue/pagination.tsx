import type { KatalogMessages } from "@/lib/i18n/messages/katalog";
import { type KatalogParams, katalogHref } from "./katalog-url";
import { FOCUS } from "./styles";

/** Page numbers around the current one, with the first and last. */
export function pageWindow(current: number, last: number): (number | `…${number}`)[] {
  const pages = new Set([1, last, current - 1, current, current + 1].filter((p) => p >= 1 && p <= last));
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | `…${number}`)[] = [];
  for (const [i, p] of sorted.entries()) {
    if (i > 0 && p - (sorted[i - 1] as number) > 1) out.push(`…${p}`);
    out.push(p);
  }
  return out;
}

export function Pagination({
  params,
  page,
  total,
  pageSize,
  t,
}: {
  params: KatalogParams;
  page: number;
  total: number;
  pageSize: number;
  t: KatalogMessages;
}) {
  const last = Math.max(1, Math.ceil(total / pageSize));
  if (last <= 1) return null;
  const item = `inline-flex min-w-10 items-center justify-center rounded-md border px-3 py-2 text-sm ${FOCUS}`;
  const href = (p: number) => katalogHref(params, { page: String(p) });
  return (
    <nav aria-label={t.pagination} className="mt-8">
      <ul className="flex flex-wrap items-center justify-center gap-1.5">
        {page > 1 && (
          <li>
            <a
              href={href(page - 1)}
              rel="prev"
              className={`${item} border-slate-300 bg-white hover:bg-slate-50`}
            >
              ← {t.previous}
            </a>
          </li>
        )}
        {pageWindow(page, last).map((p) =>
          typeof p === "string" ? (
            <li key={p} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ) : (
            <li key={p}>
              <a
                href={href(p)}
                aria-label={t.page(p)}
                aria-current={p === page ? "page" : undefined}
                className={`${item} ${p === page ? "border-sky-800 bg-sky-800 font-semibold text-white" : "border-slate-300 bg-white hover:bg-slate-50"}`}
              >
                {p}
              </a>
            </li>
          ),
        )}
        {page < last && (
          <li>
            <a
              href={href(page + 1)}
              rel="next"
              className={`${item} border-slate-300 bg-white hover:bg-slate-50`}
            >
              {t.next} →
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
