import { z } from "zod";
import { CACHE_SECONDS } from "../../http/cache-policy";
import { ZFacets, ZFacetsQuery, ZPublicStats } from "../../schemas/public-catalogue";
import { ZPublicMetadataList, ZPublicMetadataQuery } from "../../schemas/public-metadata";
import { ZRecordDetail } from "../../schemas/record-detail";
import {
  cacheHeaders,
  commonResponses,
  errorResponse,
  ifNoneMatch,
  json,
  notModified,
  type OpenApiPathModule,
} from "../responses";

// The public catalogue of spec 4.1: list, detail, facets, statistics. Query parameters come
// from the schemas the handlers parse with, so the document cannot drift from them.

const recordId = z.object({
  id: z.string().meta({ description: "Pengenal rekaman / record identifier (RecordSummary.id)." }),
});

const invalidQuery = errorResponse("Parameter tidak valid / invalid query parameter (VALIDATION_FAILED).", {
  code: "VALIDATION_FAILED",
  message: "Parameter tidak valid / invalid parameter: bboxS",
  details: {
    parameters: [
      { parameter: "bboxS", message: "bboxS tidak boleh melebihi bboxN / south must not exceed north" },
    ],
  },
});

export const cataloguePaths: OpenApiPathModule = {
  tags: [
    { name: "Katalog", description: "Rekaman metadata yang dipublikasikan / published metadata records." },
  ],
  paths: {
    "/api/public/metadata": {
      get: {
        operationId: "listPublicMetadata",
        tags: ["Katalog"],
        summary: "Daftar rekaman terbit / list published records",
        description:
          "Halaman rekaman berstatus PUBLISHED. Dengan `q`: paling relevan dahulu; tanpa `q`: terbaru dahulu. / Paginated; with `q` most relevant first, otherwise newest first. `pageSize` above 100 is clamped to 100 (the response's `pageSize` shows the value used). The bbox filter matches records whose extent INTERSECTS the box; `bboxW` > `bboxE` crosses the antimeridian.",
        requestParams: { query: ZPublicMetadataQuery },
        responses: {
          "200": json(
            "Satu halaman rekaman / one page of records.",
            ZPublicMetadataList,
            cacheHeaders(CACHE_SECONDS.list),
          ),
          "400": invalidQuery,
          ...commonResponses,
        },
      },
    },
    "/api/public/metadata/{id}": {
      get: {
        operationId: "getPublicMetadata",
        tags: ["Katalog"],
        summary: "Rekaman lengkap / full published record",
        requestParams: { path: recordId, header: ifNoneMatch },
        responses: {
          "200": json(
            "Rekaman lengkap / the full record.",
            ZRecordDetail,
            cacheHeaders(CACHE_SECONDS.record, { etag: true }),
          ),
          "304": notModified,
          "404": errorResponse("Rekaman tidak ada atau belum terbit / missing or not PUBLISHED (NOT_FOUND)."),
          ...commonResponses,
        },
      },
    },
    "/api/public/facets": {
      get: {
        operationId: "countPublicFacets",
        tags: ["Katalog"],
        summary: "Jumlah per kategori, tipe data, organisasi / facet counts",
        description:
          "**Tambahan terhadap spesifikasi** untuk panel filter portal / **an addition to the spec** (not in INTERFACE.md 4.1), for the portal's filter panel. Same filters as the list, without paging.",
        requestParams: { query: ZFacetsQuery },
        responses: {
          "200": json("Jumlah per faset / counts per facet.", ZFacets, cacheHeaders(CACHE_SECONDS.list)),
          "400": invalidQuery,
          ...commonResponses,
        },
      },
    },
    "/api/public/stats": {
      get: {
        operationId: "getPublicStats",
        tags: ["Katalog"],
        summary: "Statistik publik / public statistics",
        requestParams: { header: ifNoneMatch },
        responses: {
          "200": json(
            "Statistik / statistics.",
            ZPublicStats,
            cacheHeaders(CACHE_SECONDS.record, { etag: true }),
          ),
          "304": notModified,
          ...commonResponses,
        },
      },
    },
  },
};
