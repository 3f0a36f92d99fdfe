import { z } from "zod";
import { TOPIC_CATEGORIES } from "../iso/topic-categories";

// Query and response schemas of the public catalogue (spec 4.1, 2.1). The handlers parse with
// them and the OpenAPI document is generated from them.

const emptyAsUnset = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;
export const param = <T extends z.ZodType>(schema: T) => z.preprocess(emptyAsUnset, schema);

/** A decimal number in a range, written the ordinary way (no hex, no exponent, no Infinity). */
const coordinate = (min: number, max: number, what: string) =>
  param(
    z
      .string()
      .regex(/^\s*-?\d+(\.\d+)?\s*$/, { error: `${what} harus angka desimal / must be a decimal number` })
      .transform(Number)
      .pipe(z.number().min(min).max(max))
      .optional(),
  );

export const positiveInt = (what: string) =>
  z
    .string()
    .regex(/^\s*\d{1,9}\s*$/, { error: `${what} harus bilangan bulat / must be a whole number` })
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(1, { error: `${what} minimal 1 / must be at least 1` }),
    );

export const SORT_ORDERS = ["relevansi", "terbaru", "judul"] as const;
export type TSortOrder = (typeof SORT_ORDERS)[number];

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 12;

/** Filters shared by the record list and the facets. */
const catalogueFilterShape = {
  q: param(
    z.string().max(200, { error: "q maksimal 200 karakter / at most 200 characters" }).optional(),
  ).meta({
    description:
      "Full-text search over title, abstract and keywords: case- and accent-insensitive, Indonesian and English word forms; the last word also matches as a prefix; a typed token of several words (TIGER/Line, 1:250.000, S-2) also matches as written. Results are ranked by relevance.",
  }),
  kategori: param(z.enum(TOPIC_CATEGORIES).optional()).meta({
    description: "ISO 19115 topic category (exact).",
  }),
  tipeData: param(z.string().max(32).optional()).meta({
    description: "Data type, e.g. vector or raster (exact).",
  }),
  organisasi: param(z.string().max(32).optional()).meta({
    description: "Code (kode) of the publishing organisation, as in the facets (exact).",
  }),
  bboxN: coordinate(-90, 90, "bboxN").meta({ description: "North bound, WGS84 decimal degrees." }),
  bboxS: coordinate(-90, 90, "bboxS").meta({ description: "South bound, WGS84 decimal degrees." }),
  bboxE: coordinate(-180, 180, "bboxE").meta({ description: "East bound, WGS84 decimal degrees." }),
  bboxW: coordinate(-180, 180, "bboxW").meta({
    description:
      "West bound, WGS84 decimal degrees. The four bounds go together; records whose extent INTERSECTS the box match. bboxW > bboxE is a box across the antimeridian.",
  }),
};

type BboxFields = { bboxN?: number; bboxS?: number; bboxE?: number; bboxW?: number };

/** All four bounds or none, and south not above north. */
function checkBbox(value: BboxFields, ctx: z.RefinementCtx): void {
  const given = [value.bboxN, value.bboxS, value.bboxE, value.bboxW].filter((b) => b !== undefined).length;
  if (given > 0 && given < 4) {
    for (const name of ["bboxN", "bboxS", "bboxE", "bboxW"] as const) {
      if (value[name] !== undefined) continue;
      ctx.addIssue({
        code: "custom",
        path: [name],
        message: "bboxN, bboxS, bboxE dan bboxW harus diisi bersama / all four bounds go together",
      });
    }
  }
  if (value.bboxS !== undefined && value.bboxN !== undefined && value.bboxS > value.bboxN) {
    ctx.addIssue({
      code: "custom",
      path: ["bboxS"],
      message: "bboxS tidak boleh melebihi bboxN / south must not exceed north",
    });
  }
}

/**
 * Checks the box even when another parameter failed (zod skips refinements then), so one 400
 * names every parameter at fault; not when a bound itself failed (it would be named twice).
 */
const bboxCheck = {
  when: (payload: { issues: { path?: PropertyKey[] }[] }) =>
    !payload.issues.some((issue) => String(issue.path?.[0]).startsWith("bbox")),
};

export const ZCatalogueFilters = z.object(catalogueFilterShape).superRefine(checkBbox, bboxCheck);
export type TCatalogueFilters = z.output<typeof ZCatalogueFilters>;

export const ZPublicMetadataQuery = z
  .object({
    ...catalogueFilterShape,
    page: param(positiveInt("page").optional()).meta({ description: "Page number, from 1 (default 1)." }),
    urut: param(z.enum(SORT_ORDERS).optional()).meta({
      description:
        "Order: relevansi (records whose title holds the words first, then those whose title and keywords hold them, then the rest; newest first within each; only with q, otherwise as terbaru), terbaru (newest first) or judul (by title, A to Z). Default: relevansi with q, otherwise terbaru.",
    }),
    pageSize: param(positiveInt("pageSize").optional()).meta({
      description: `Records per page (default ${DEFAULT_PAGE_SIZE}); values above ${MAX_PAGE_SIZE} are clamped to ${MAX_PAGE_SIZE}, and the response says so.`,
    }),
  })
  .superRefine(checkBbox, bboxCheck);

export type TPublicMetadataQuery = z.output<typeof ZPublicMetadataQuery>;

export const ZRecordSummary = z
  .object({
    id: z.string(),
    judul: z.string(),
    abstrak: z.string(),
    tipeData: z.string(),
    topikKategori: z.array(z.string()),
    bboxUtara: z.number().nullable(),
    bboxSelatan: z.number().nullable(),
    bboxTimur: z.number().nullable(),
    bboxBarat: z.number().nullable(),
    publishedAt: z.iso.datetime(),
    createdBy: z.object({ namaLengkap: z.string(), organisasi: z.string() }),
  })
  .meta({ id: "RecordSummary", description: "A published record in the public list (spec 2.1)." });

export type TRecordSummary = z.infer<typeof ZRecordSummary>;

export const ZPublicMetadataList = z
  .object({
    records: z.array(ZRecordSummary),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: "PublicMetadataList" });
