import { z } from "zod";
import { ZCatalogueFilters } from "./public-metadata";

export const ZPublicStats = z
  .object({
    totalPublished: z.number().int(),
    totalOrganisasi: z
      .number()
      .int()
      .meta({ description: "Organisations with at least one published record." }),
    recentPublished: z
      .array(z.object({ id: z.string(), judul: z.string(), publishedAt: z.iso.datetime() }))
      .meta({ description: "The newest published records, newest first (8)." }),
  })
  .meta({ id: "PublicStats", description: "Public statistics (spec 2.5)." });

export const JENIS_REFERENSI = [
  "PERAN_KONTAK",
  "STATUS_PROGRES",
  "REPRESENTASI_SPASIAL",
  "FREKUENSI_PEMBARUAN",
  "LEVEL_HIERARKI",
  "PROTOKOL_DISTRIBUSI",
  "KLASIFIKASI_KEAMANAN",
  "BAHASA",
  "JENIS_KATAKUNCI",
  "DQ_ELEMEN",
  "METOD_EVALUASI",
  "TOPIK_KATEGORI",
  "BATASAN",
] as const;

export const ZReferenceQuery = z.object({
  lang: z
    .preprocess((v) => (v === "" ? undefined : v), z.enum(["id", "en"]).optional())
    .meta({
      description: "Language of the labels: id (Indonesian, default) or en.",
    }),
});

export const ZReferenceCodes = z
  .array(z.object({ kode: z.string(), label: z.string() }))
  .meta({ id: "ReferenceCodes", description: "A reference code list in display order (spec 2.9)." });

const facetEntry = z.object({ kode: z.string(), label: z.string(), jumlah: z.number().int() });

export const ZFacetsQuery = ZCatalogueFilters;

export const ZFacets = z
  .object({
    kategori: z.array(facetEntry).meta({ description: "Topic categories (kode: ISO code)." }),
    tipeData: z.array(facetEntry),
    organisasi: z
      .array(facetEntry)
      .meta({ description: "Publishing organisations (kode: organisation code)." }),
    total: z.number().int(),
  })
  .meta({
    id: "Facets",
    description:
      "Counts of published records matching the filters, per topic category, data type and organisation, most frequent first (an addition to the spec, for the portal's filters).",
  });
