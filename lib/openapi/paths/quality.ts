import { z } from "zod";
import { CACHE_SECONDS } from "../../http/cache-policy";
import { ZQualityStatus } from "../../schemas/quality-status";
import { ZSignatureToken, ZVerificationInvalid, ZVerificationResult } from "../../schemas/verification";
import {
  cacheHeaders,
  commonResponses,
  errorResponse,
  ifNoneMatch,
  json,
  notModified,
  type OpenApiPathModule,
} from "../responses";

// Quality status of a record and verification of signed QC/QE/QA documents (spec 4.1, 2.3, 2.4, 8).

const recordId = z.object({
  id: z.string().meta({ description: "Pengenal rekaman / record identifier (RecordSummary.id)." }),
});

/** The IETF RateLimit headers of the verify endpoint, as header components shared by its answers. */
const rateLimitHeaders = {
  "RateLimit-Limit": z.string().meta({
    header: { id: "RateLimit-Limit" },
    description: "Permintaan per jendela / requests per window.",
    example: "20",
  }),
  "RateLimit-Remaining": z.string().meta({
    header: { id: "RateLimit-Remaining" },
    description: "Sisa di jendela ini / requests left in this window.",
  }),
  "RateLimit-Reset": z.string().meta({
    header: { id: "RateLimit-Reset" },
    description: "Detik sampai jendela baru / seconds until the window resets.",
  }),
  "RateLimit-Policy": z.string().meta({
    header: { id: "RateLimit-Policy" },
    description: "Kebijakan / policy: limit;w=window seconds.",
    example: "20;w=60",
  }),
};

/** Every verify answer: never cached, with the limit's state. */
const verifyHeaders = cacheHeaders(0).extend(rateLimitHeaders);

export const qualityPaths: OpenApiPathModule = {
  tags: [
    {
      name: "Kualitas",
      description: "Status QC/QE/QA dan verifikasi dokumen / quality status and document verification.",
    },
  ],
  paths: {
    "/api/metadata/{id}/kualitas": {
      get: {
        operationId: "getQualityStatus",
        tags: ["Kualitas"],
        summary: "Status QC, QE, QA sebuah rekaman terbit / quality status of a published record",
        description: "Tanpa login untuk rekaman PUBLISHED / no login needed for PUBLISHED records.",
        requestParams: { path: recordId, header: ifNoneMatch },
        responses: {
          "200": json(
            "Dokumen QC, QE, QA terkini / current documents.",
            ZQualityStatus,
            cacheHeaders(CACHE_SECONDS.record, { etag: true }),
          ),
          "304": notModified,
          "404": errorResponse("Rekaman tidak ada atau belum terbit / missing or not PUBLISHED (NOT_FOUND)."),
          ...commonResponses,
        },
      },
    },
    "/api/public/metadata/{id}/kualitas/{tipe}/dokumen": {
      get: {
        operationId: "publicQualityCertificatePdf",
        tags: ["Kualitas"],
        summary:
          "Sertifikat PDF dokumen QC/QE/QA rekaman terbit / PDF certificate of a published record's document",
        description:
          "Tanpa login, hanya rekaman PUBLISHED. / No login, PUBLISHED records only: the newest signed document of the kind, with results, signer's name and position, certificate details and a QR code to `{BASE_URL}/verifikasi/{token}`; for a MANUAL document, the uploaded scan.",
        requestParams: { path: recordId.extend({ tipe: z.enum(["qc", "qe", "qa"]) }) },
        responses: {
          "200": {
            description: "PDF (attachment).",
            content: { "application/pdf": { schema: z.string().meta({ format: "binary" }) } },
          },
          "400": errorResponse("tipe bukan qc, qe atau qa / tipe is not qc, qe or qa (VALIDATION_FAILED)."),
          "404": errorResponse(
            "Rekaman tidak ada, belum terbit, atau tanpa dokumen bertanda tangan / missing, not PUBLISHED, or no signed document (NOT_FOUND).",
          ),
          ...commonResponses,
        },
      },
    },
    "/api/verify/{token}": {
      get: {
        operationId: "verifyDocument",
        tags: ["Kualitas"],
        summary: "Verifikasi dokumen bertanda tangan / verify a signed document",
        description:
          "Memeriksa token pada dokumen QC/QE/QA (kode QR); tidak pernah di-cache. / Checks the token printed on a signed QC/QE/QA document; never cached. Rate limited: 20 requests per minute per IP, malformed tokens included.",
        requestParams: { path: z.object({ token: ZSignatureToken }) },
        responses: {
          "200": json("Dokumen sah / a valid signed document.", ZVerificationResult, verifyHeaders),
          "404": json(
            "Token tidak dikenal, dicabut, atau formatnya salah / unknown, revoked or malformed token: only valid = false.",
            ZVerificationInvalid,
            verifyHeaders,
          ),
          "429": errorResponse(
            "Lebih dari 20 permintaan per menit dari IP ini / more than 20 requests per minute from this IP (RATE_LIMITED).",
            {
              code: "RATE_LIMITED",
              message: "Terlalu banyak permintaan / too many requests",
              details: { limit: 20, windowSeconds: 60, retryAfterSeconds: 42 },
            },
            verifyHeaders.extend({
              "Retry-After": z
                .string()
                .meta({ description: "Detik sebelum mencoba lagi / seconds to wait.", example: "42" }),
            }),
          ),
          ...commonResponses,
        },
      },
    },
  },
};
