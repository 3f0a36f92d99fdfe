import { z } from "zod";

export const ZQualityDocument = z
  .object({
    status: z.enum(["DRAFT", "PENDING", "SIGNED", "REVOKED"]).meta({
      description:
        "DRAFT: being filled in; PENDING: complete, awaiting signature; SIGNED: signed and verifiable.",
    }),
    sesuai: z.boolean().nullable().meta({ description: "Conformity result; null while undecided." }),
    passed: z.number().int(),
    total: z.number().int(),
    signedAt: z.iso.datetime().nullable(),
    signatureMethod: z.enum(["PKI", "OTP", "MANUAL"]).nullable().meta({
      description:
        "PKI: certificate-based signature; OTP: simple electronic signature confirmed by one-time code; MANUAL: scanned signed document.",
    }),
    signatureToken: z.string().length(43).nullable().meta({
      description: "43-character base64url token for GET /api/verify/{token}; null until signed.",
    }),
    uploadedDoc: z.boolean(),
  })
  .meta({ id: "QualityDocument" });

export const ZQualityStatus = z
  .object({
    qc: ZQualityDocument.nullable(),
    qe: ZQualityDocument.nullable(),
    qa: ZQualityDocument.nullable(),
  })
  .meta({
    id: "QualityStatus",
    description:
      "Current QC, QE and QA documents of a record (spec 2.3); a member is null when that document does not exist.",
  });

export type TQualityStatus = z.infer<typeof ZQualityStatus>;
