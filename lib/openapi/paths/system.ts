import { z } from "zod";
import { CACHE_SECONDS } from "../../http/cache-policy";
import { ZHealthError, ZHealthOk } from "../../schemas/health";
import { JENIS_REFERENSI, ZReferenceCodes, ZReferenceQuery } from "../../schemas/public-catalogue";
import {
  cacheHeaders,
  commonResponses,
  errorResponse,
  ifNoneMatch,
  json,
  notModified,
  type OpenApiPathModule,
} from "../responses";

// Reference code lists, the health check and the metrics (spec 4.1, 2.6, 2.9; issue 9).

const jenis = z.object({
  jenis: z.enum(JENIS_REFERENSI).meta({
    description: "Daftar kode / which code list (huruf besar-kecil tidak dibedakan / case-insensitive).",
  }),
});

export const systemPaths: OpenApiPathModule = {
  tags: [
    { name: "Referensi", description: "Daftar kode referensi / reference code lists." },
    { name: "Sistem", description: "Kesehatan dan metrik layanan / service health and metrics." },
  ],
  paths: {
    "/api/referensi/{jenis}": {
      get: {
        operationId: "listReferenceCodes",
        tags: ["Referensi"],
        summary: "Daftar kode referensi / a reference code list",
        requestParams: { path: jenis, query: ZReferenceQuery, header: ifNoneMatch },
        responses: {
          "200": json(
            "Kode dalam urutan tampilan / codes in display order.",
            ZReferenceCodes,
            cacheHeaders(CACHE_SECONDS.reference, { etag: true }),
          ),
          "304": notModified,
          "400": errorResponse("Parameter lang tidak valid / invalid lang (VALIDATION_FAILED)."),
          "404": errorResponse(
            "Jenis tidak dikenal; details.allowed berisi nilai yang sah / unknown list; details.allowed lists the valid values.",
            {
              code: "NOT_FOUND",
              message: "Jenis referensi tidak dikenal / unknown reference list",
              details: { jenis: "WARNA", allowed: [...JENIS_REFERENSI] },
            },
          ),
          ...commonResponses,
        },
      },
    },
    "/api/health": {
      get: {
        operationId: "getHealth",
        tags: ["Sistem"],
        summary: "Pemeriksaan kesehatan / health check",
        description:
          "Untuk penyeimbang beban dan pemantauan; menjawab dalam 3 detik walau basis data macet. / For load balancers and monitoring; answers within 3 seconds even when the database hangs. Never cached.",
        responses: {
          ...commonResponses, // first: health answers 503 with its own body, below
          "200": json("Sehat / healthy.", ZHealthOk, cacheHeaders(0)),
          "503": json("Basis data tidak terjangkau / database unreachable.", ZHealthError, cacheHeaders(0)),
        },
      },
    },
    "/api/metrics": {
      get: {
        operationId: "getMetrics",
        tags: ["Sistem"],
        summary: "Metrik Prometheus instans ini / this instance's Prometheus metrics",
        description:
          "Hanya bila METRICS_TOKEN diatur; kirim `Authorization: Bearer <token>`. / Only when METRICS_TOKEN is set; send `Authorization: Bearer <token>`. Per instance (scrape every instance): requests and latency per route template (simpul_http_requests_total, simpul_http_request_duration_seconds), in-flight requests, cache lookups and hit ratio, notification outbox depth (read from the database), and Node.js process metrics, all prefixed simpul_. Never cached.",
        security: [{ metricsToken: [] }],
        responses: {
          "200": {
            description: "Format teks Prometheus / Prometheus text exposition format 0.0.4.",
            headers: z.object({ "Cache-Control": z.literal("no-store") }),
            content: {
              "text/plain": {
                schema: z.string(),
                example: 'simpul_http_requests_total{method="GET",route="/csw",status="200"} 42\n',
              },
            },
          },
          "401": errorResponse(
            "Token tidak ada atau salah; header WWW-Authenticate: Bearer / the token is missing or wrong (UNAUTHENTICATED).",
          ),
          "404": errorResponse(
            "METRICS_TOKEN tidak diatur: metrik mati / METRICS_TOKEN is unset: metrics are off (NOT_FOUND).",
          ),
          "405": commonResponses["405"],
          "500": commonResponses["500"],
          "503": commonResponses["503"],
        },
      },
    },
  },
};
