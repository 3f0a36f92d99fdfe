import { getDb } from "../../db/client";
import { AppError } from "../../errors";
import { JENIS_REFERENSI } from "../../schemas/public-catalogue";

type Jenis = (typeof JENIS_REFERENSI)[number];

/** One reference code list (spec 4.1, 2.9) in display order; unknown lists are NOT_FOUND. */
export async function listReferenceCodes(jenis: string, lang: "id" | "en" = "id") {
  const normalised = jenis.toUpperCase();
  if (!(JENIS_REFERENSI as readonly string[]).includes(normalised)) {
    throw new AppError("NOT_FOUND", "Jenis referensi tidak dikenal / unknown reference list", {
      jenis,
      allowed: JENIS_REFERENSI,
    });
  }
  const db = await getDb();
  const codes = await db.kodeReferensi.findMany({
    where: { jenis: normalised as Jenis, aktif: true },
    orderBy: [{ urutan: "asc" }, { kode: "asc" }],
    select: { kode: true, label: true, labelEn: true },
  });
  return codes.map((c) => ({ kode: c.kode, label: lang === "en" ? (c.labelEn ?? c.label) : c.label }));
}
