import { z } from "zod";

export const ZImportQuery = z.object({
  status: z.enum(["DRAFT", "PUBLISHED"]).default("DRAFT"),
  organisasi: z.string().trim().min(1).max(32).optional(),
  /** File name of a single XML document sent as the body. */
  nama: z.string().trim().min(1).max(255).default("dokumen.xml"),
});
export type TImportQuery = z.infer<typeof ZImportQuery>;

export const ZImportOutcome = z
  .object({
    outcome: z.enum(["imported", "updated"]),
    id: z.string().meta({ description: "Pengenal rekaman / record id" }),
    fileIdentifier: z.string(),
    warnings: z
      .array(z.string())
      .meta({ description: "Yang dibaca longgar atau tidak disimpan / what was read leniently or left out" }),
  })
  .meta({ id: "ImportOutcome" });

const ZImportFailure = z.object({
  name: z.string(),
  outcome: z.literal("failed"),
  reason: z.string().meta({
    description:
      "e.g. DOCTYPE, TOO_LARGE, NOT_WELL_FORMED, UNSUPPORTED_DOCUMENT, CONTENT, FORBIDDEN, CONFLICT",
  }),
  message: z.string(),
});

export const ZImportSummary = z
  .object({
    imported: z.number().int(),
    updated: z.number().int(),
    failed: z.number().int(),
    results: z.array(z.union([ZImportOutcome.extend({ name: z.string() }), ZImportFailure])),
  })
  .meta({ id: "ImportSummary" });

export const ZStoredStylesheet = z
  .object({
    nama: z.string(),
    updatedAt: z.string(),
    ukuran: z.number().int().meta({ description: "bytes" }),
  })
  .meta({ id: "StoredStylesheet" });
