import { z } from "zod";
import { CACHE_SECONDS } from "../../http/cache-policy";
import { ZFacets, ZFacetsQuery, ZPublicStats } from "../../schemas/public-catalogue";
import { ZPublicMetadataList, ZPublicMetadataQuery } from "../../schemas/public-metadata";
import { ZRecordDetail } from "../../schemas/record-detail";
import { ZXmlDownloadQuery } from "../../schemas/xml-download";
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
    "/api/public/metadata/{id}/xml": {
      get: {
        operationId: "downloadPublicMetadataXml",
        tags: ["Katalog"],
        summary: "Unduh XML ISO / download the record as ISO XML",
        description:
          "mdb2016: ISO 19115-3 (2016 namespaces, profil SNI ISO 19115-3; default). mdb2018: ISO 19115-3 (2018 namespaces). gmd: ISO 19139:2007. An imported record in its own standard (or the other ISO 19115-3 edition) is the document as received, with only the values Simpul owns written in. xslt: the mdb2016 document transformed by the administrator's XSLT stylesheet (404 while none is configured). Sent as an attachment named `<id>.xml` (characters outside `A-Z a-z 0-9 . _ -` replaced).",
        requestParams: { path: recordId, query: ZXmlDownloadQuery, header: ifNoneMatch },
        responses: {
          "200": {
            description: "Dokumen XML / the XML document.",
            headers: cacheHeaders(CACHE_SECONDS.record, { etag: true }).extend({
              "Content-Disposition": z
                .string()
                .meta({ example: 'attachment; filename="3f1c0b8e-1d2a-4b5c-9e8f-0a1b2c3d4e5f.xml"' }),
            }),
            content: {
              "application/xml": { schema: z.string().meta({ description: "ISO 19115-3 / ISO 19139 XML" }) },
            },
          },
          "304": notModified,
          "400": errorResponse("Format tidak dikenal / unknown format (VALIDATION_FAILED).", {
            code: "VALIDATION_FAILED",
            message: "Parameter tidak valid / invalid parameter: format",
            details: {
              parameters: [
                {
                  parameter: "format",
                  message: "format harus salah satu dari / must be one of: mdb2016, mdb2018, gmd, xslt",
                },
              ],
            },
          }),
          "404": errorResponse(
            "Rekaman tidak ada atau belum terbit, atau format=xslt tanpa stylesheet / missing or not PUBLISHED, or format=xslt with no stylesheet configured (NOT_FOUND).",
          ),
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
