import { z } from "zod";

// GET /api/verify/{token} (spec 2.4, 4.1): the token of a signed QC/QE/QA document in, either
// the full verification result or only `valid: false` out. Strict objects: the contract is
// exactly these fields, nothing that happens to be in the database row.

/** 32 random bytes as base64url without padding: exactly 43 characters. */
export const SIGNATURE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const ZSignatureToken = z
  .string()
  .regex(SIGNATURE_TOKEN_PATTERN)
  .meta({
    id: "SignatureToken",
    description:
      "Token pada dokumen QC/QE/QA bertanda tangan (kode QR), 43 karakter base64url. / " +
      "Token printed on a signed QC/QE/QA document (QR code): 43 characters of base64url; " +
      "any other format is answered with 404 at once.",
    example: "q3Jv0Zk7c9Wm2XbT5sYdP8fLhA1nR4uE6gKiVoBwC0M",
  });

/** Format check only; says nothing about whether such a document exists. */
export const isSignatureToken = (token: string): boolean => SIGNATURE_TOKEN_PATTERN.test(token);

export const ZVerificationResult = z
  .strictObject({
    valid: z.literal(true),
    tipe: z.enum(["QC", "QE", "QA"]).meta({
      description: "Jenis dokumen / kind of document: QC (quality control), QE (evaluation), QA (assurance).",
    }),
    status: z.literal("SIGNED").meta({
      description: "Hanya dokumen bertanda tangan / only signed documents verify.",
    }),
    sesuai: z.boolean().meta({ description: "Hasil kesesuaian / conformity result." }),
    passed: z.number().int().min(0).meta({ description: "Butir lulus / checks passed." }),
    total: z.number().int().min(0).meta({ description: "Jumlah butir / checks made." }),
    signedAt: z.iso.datetime().meta({
      description: "Waktu tanda tangan / when it was signed (ISO 8601, UTC).",
    }),
    signatureMethod: z.enum(["PKI", "OTP", "MANUAL"]).meta({
      description:
        "Metode tanda tangan / signature method. PKI: certificate-based signature; OTP: simple " +
        "electronic signature confirmed by one-time code; MANUAL: scanned signed document.",
    }),
    metadata: z.strictObject({
      id: z.string().meta({ description: "Pengenal rekaman / record identifier." }),
      judul: z.string().meta({ description: "Judul rekaman / title of the record." }),
      organisasi: z.string().meta({ description: "Organisasi pemilik / name of the owning organisation." }),
    }),
    signedBy: z.strictObject({
      namaLengkap: z.string().meta({ description: "Nama penanda tangan / name of the signer." }),
      jabatan: z.string().meta({
        description: "Jabatan penanda tangan / position of the signer; empty when not recorded.",
      }),
    }),
  })
  .meta({
    id: "VerificationResult",
    description:
      "Dokumen bertanda tangan yang cocok dengan token. / A signed QC/QE/QA document matching " +
      "the token (spec 2.4). It verifies whatever the record's current status; a withdrawn " +
      "(REVOKED) document does not.",
  });

export const ZVerificationInvalid = z.strictObject({ valid: z.literal(false) }).meta({
  id: "VerificationInvalid",
  description:
    "Token tidak dikenal atau salah format. / No signed document has this token, or it is " +
    "malformed: the body is only valid = false.",
});

export type TVerificationResult = z.infer<typeof ZVerificationResult>;
export type TVerificationInvalid = z.infer<typeof ZVerificationInvalid>;
export type VerificationResult = TVerificationResult | TVerificationInvalid;
