import type { KatalogMessages } from "@/lib/i18n/messages/katalog";
import { SORT_ORDERS } from "@/lib/schemas/public-metadata";
import { type KatalogParams, katalogHref } from "./katalog-url";
import { FOCUS } from "./styles";

/** The sort order as links; relevance is offered only with search words. */
export function SortLinks({
  params,
  hasQuery,
  t,
}: {
  params: KatalogParams;
  hasQuery: boolean;
  t: KatalogMessages;
}) {
  const current =
    params.urut === "judul" ? "judul" : hasQuery && params.urut !== "terbaru" ? "relevansi" : "terbaru";
  const orders = SORT_ORDERS.filter((o) => hasQuery || o !== "relevansi");
  return (
    <nav aria-label={t.sortLabel} className="flex items-center gap-2 text-sm">
      <span className="text-slate-700">{t.sortLabel}:</span>
      <ul className="flex overflow-hidden rounded-lg border border-slate-300">
        {orders.map((order) => (
          <li key={order} className="border-l border-slate-300 first:border-l-0">
            <a
              href={katalogHref(params, { urut: order })}
              aria-current={order === current ? "true" : undefined}
              className={`block px-3 py-1.5 ${order === current ? "bg-sky-800 font-semibold text-white" : "bg-white text-slate-800 hover:bg-slate-50"} ${FOCUS}`}
            >
              {t.sort[order]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
