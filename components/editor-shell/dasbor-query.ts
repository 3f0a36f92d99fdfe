import { ZRecordListQuery } from "@/lib/schemas/record-list";
import type { StatusMetadata } from "@/lib/workflow/statuses";

// The record list of /dasbor in its URL: ?status=&q=&milik=saya&page=. Values that do not parse
// are dropped (a hand-edited URL shows the unfiltered list rather than an error page).

export interface DasborQuery {
  status?: StatusMetadata;
  q?: string;
  page: number;
  ownOnly: boolean;
}

type SearchParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export function parseDasborQuery(params: SearchParams): DasborQuery {
  const { shape } = ZRecordListQuery;
  const valid = <T>(result: { success: true; data: T } | { success: false }) =>
    result.success ? result.data : undefined;
  return {
    status: valid(shape.status.safeParse(first(params.status))),
    q: valid(shape.q.safeParse(first(params.q))),
    page: valid(shape.page.safeParse(first(params.page))) ?? 1,
    ownOnly: first(params.milik) === "saya",
  };
}

/** /dasbor with the given list state (page 1 unless set), anchored at the list when filtered. */
export function dasborHref(query: Partial<DasborQuery>, anchor = true): string {
  const search = new URLSearchParams();
  if (query.status) search.set("status", query.status);
  if (query.q) search.set("q", query.q);
  if (query.ownOnly) search.set("milik", "saya");
  if (query.page && query.page > 1) search.set("page", String(query.page));
  const text = search.toString();
  return text ? `/dasbor?${text}${anchor ? "#daftar" : ""}` : `/dasbor${anchor ? "#daftar" : ""}`;
}
