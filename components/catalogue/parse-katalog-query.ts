import { type TPublicMetadataQuery, ZPublicMetadataQuery } from "@/lib/schemas/public-metadata";
import type { KatalogParams } from "./katalog-url";

/**
 * The page's parameters through the public API's schema. An invalid parameter is dropped
 * (the page says so) rather than failing the page: the rest of a shared link still works.
 */
export function parseKatalogQuery(raw: KatalogParams): {
  query: TPublicMetadataQuery;
  params: KatalogParams;
  invalid: boolean;
} {
  const first = ZPublicMetadataQuery.safeParse(raw);
  if (first.success) return { query: first.data, params: raw, invalid: false };
  const params = { ...raw };
  for (const issue of first.error.issues) {
    const name = issue.path[0];
    if (typeof name === "string") delete params[name as keyof KatalogParams];
    if (typeof name === "string" && name.startsWith("bbox")) {
      for (const b of ["bboxN", "bboxS", "bboxE", "bboxW"] as const) delete params[b];
    }
  }
  const second = ZPublicMetadataQuery.safeParse(params);
  return second.success
    ? { query: second.data, params, invalid: true }
    : { query: {}, params: {}, invalid: true };
}
