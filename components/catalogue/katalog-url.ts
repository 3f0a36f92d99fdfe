// The catalogue's state lives in its URL (shareable, works without JavaScript). Parameter
// names are those of the public API (GET /api/public/metadata).

export const KATALOG_PARAMS = [
  "q",
  "kategori",
  "tipeData",
  "organisasi",
  "bboxN",
  "bboxS",
  "bboxE",
  "bboxW",
  "urut",
  "page",
] as const;
export type KatalogParam = (typeof KATALOG_PARAMS)[number];
export type KatalogParams = Partial<Record<KatalogParam, string>>;

/**
 * The first value of each known parameter, from Next's searchParams. Empty values are unset;
 * values with a NUL character are dropped (PostgreSQL text cannot hold one; the API refuses them).
 */
export function pickKatalogParams(raw: Record<string, string | string[] | undefined>): KatalogParams {
  const params: KatalogParams = {};
  for (const name of KATALOG_PARAMS) {
    const value = raw[name];
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined && first.trim() !== "" && !first.includes("\u0000")) params[name] = first;
  }
  return params;
}

/**
 * /katalog with the current parameters changed (undefined removes one). Any change other than
 * the page goes back to page 1.
 */
export function katalogHref(
  current: KatalogParams,
  changes: KatalogParams & Record<string, string | undefined>,
) {
  const next: KatalogParams = { ...current, ...changes };
  if (!("page" in changes)) delete next.page;
  if (next.page === "1") delete next.page;
  const search = new URLSearchParams();
  for (const name of KATALOG_PARAMS) {
    const value = next[name];
    if (value !== undefined && value !== "") search.set(name, value);
  }
  const query = search.toString();
  return query ? `/katalog?${query}` : "/katalog";
}

export const NO_BBOX = { bboxN: undefined, bboxS: undefined, bboxE: undefined, bboxW: undefined };
