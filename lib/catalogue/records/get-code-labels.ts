import "server-only";
import { cache } from "react";
import { getDb } from "../../db/client";
import type { JENIS_REFERENSI } from "../../schemas/public-catalogue";

export type Jenis = (typeof JENIS_REFERENSI)[number];
export type CodeLabel = (jenis: Jenis, kode: string | null | undefined) => string;

/**
 * Readable labels for coded values (topic categories, contact roles, ...) in the visitor's
 * language, from the reference lists; an unknown code is shown as it is. Once per request.
 */
export const getCodeLabels = cache(async (lang: "id" | "en"): Promise<CodeLabel> => {
  const db = await getDb();
  const rows = await db.kodeReferensi.findMany({
    select: { jenis: true, kode: true, label: true, labelEn: true },
  });
  const labels = new Map(
    rows.map((r) => [`${r.jenis}:${r.kode}`, lang === "en" ? (r.labelEn ?? r.label) : r.label]),
  );
  return (jenis, kode) => (kode ? (labels.get(`${jenis}:${kode}`) ?? kode) : "");
});
