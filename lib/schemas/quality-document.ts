import { z } from "zod";
import { STATUS_METADATA } from "../workflow/statuses";

// POST /api/metadata/{id}/kualitas/{qc|qe|qa}: the examiner's items and result, and the signed
// document it returns; POST /api/metadata/{id}/status.

export const ZQualityItem = z
  .strictObject({
    kode: z
      .string()
      .trim()
      .min(1)
      .max(64)
      .meta({ description: "Check code, e.g. QC07 or DQ_CompletenessOmission." }),
    label: z.string().trim().min(1).max(500),
    lulus: z.boolean().nullable().meta({ description: "Passed; null when not applicable." }),
    catatan: z.string().max(2000).nullable().default(null),
    metodeEvaluasi: z
      .string()
      .max(64)
      .nullable()
      .optional()
      .meta({ description: "QE: the ISO 19157 evaluation method (reference list METOD_EVALUASI)." }),
    otomatis: z.boolean().optional().meta({ description: "Computed by Simpul (read only)." }),
  })
  .meta({ id: "QualityItem" });
export type TQualityItem = z.output<typeof ZQualityItem>;

export const ZSignRequest = z
  .strictObject({
    sesuai: z.boolean().meta({ description: "The examiner's conclusion: the record conforms." }),
    catatan: z.string().trim().max(4000).nullable().default(null),
    itemPemeriksaan: z
      .array(ZQualityItem.omit({ otomatis: true }))
      .max(200)
      .default([])
      .meta({
        description:
          "The examiner's check items. QC adds its automatic checks before them; QE without items takes the record's ISO 19157 reports.",
      }),
  })
  .meta({ id: "SignRequest" });
export type TSignRequest = z.output<typeof ZSignRequest>;

export const ZSignedDocument = z
  .object({
    id: z.string(),
    tipe: z.enum(["QC", "QE", "QA"]),
    status: z.literal("SIGNED"),
    sesuai: z.boolean(),
    passed: z.number().int(),
    total: z.number().int(),
    itemPemeriksaan: z.array(ZQualityItem),
    catatan: z.string().nullable(),
    signedAt: z.iso.datetime(),
    signatureMethod: z.enum(["PKI", "OTP", "MANUAL"]),
    signatureToken: z.string().length(43),
    uploadedDoc: z.boolean(),
    signedBy: z.object({ namaLengkap: z.string(), jabatan: z.string() }),
    sertifikat: z
      .object({ serial: z.string(), subjek: z.string(), berlakuHingga: z.iso.datetime() })
      .nullable()
      .meta({ description: "The signer's X.509 certificate (PKI)." }),
    statusMetadata: z.enum(STATUS_METADATA).meta({ description: "The record's status after signing." }),
  })
  .meta({ id: "SignedQualityDocument" });
export type TSignedDocument = z.infer<typeof ZSignedDocument>;

export const ZStatusRequest = z
  .strictObject({
    status: z.enum(STATUS_METADATA),
    catatan: z.string().trim().max(4000).nullable().default(null).meta({
      description: "Why; required when rejecting from REVIEW.",
    }),
  })
  .meta({ id: "StatusChangeRequest" });

export const ZStatusChange = z
  .object({
    id: z.string(),
    dari: z.enum(STATUS_METADATA),
    status: z.enum(STATUS_METADATA),
    version: z.number().int(),
  })
  .meta({ id: "StatusChange" });

/** The {tipe} of /api/metadata/{id}/kualitas/{tipe}: qc, qe or qa (any case). */
export const ZQualityDocumentPath = z.object({
  tipe: z
    .string()
    .transform((value) => value.toUpperCase())
    .pipe(z.enum(["QC", "QE", "QA"], { error: "tipe harus qc, qe atau qa / must be qc, qe or qa" })),
});
