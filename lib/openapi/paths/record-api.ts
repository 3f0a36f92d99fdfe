import { z } from "zod";
import { ZSignedDocument, ZSignRequest, ZStatusChange, ZStatusRequest } from "../../schemas/quality-document";
import { ZRecordView } from "../../schemas/record-detail";
import { ZRecordContent, ZRecordPatch } from "../../schemas/record-input";
import { ZRecordList, ZRecordListQuery } from "../../schemas/record-list";
import { ZRecordExportQuery } from "../../schemas/xml-download";
import {
  errorResponse,
  json,
  noContent,
  type OpenApiPathModule,
  SESSION_SECURITY as security,
  signedInResponses as signedIn,
} from "../responses";

// Records as the signed-in user's role allows (spec 4.2): list, create, read, change, delete,
// export, the workflow moves and the signed quality documents.

export const recordApiPaths: OpenApiPathModule = {
  tags: [], // "Metadata" is declared by the session API module
  paths: {
    "/api/metadata": {
      get: {
        operationId: "listRecords",
        tags: ["Metadata"],
        summary: "Daftar metadata sesuai peran / the records the user may read",
        description:
          "Scoped by the permission matrix (README): administrators see every record, WALIDATA and PRODUSEN their organisation's, PEMERIKSA their organisation's and records in QCQE_PROCESS of organisations that allow cross-organisation examiners. Newest change first; with `q`, most relevant first. `statusBerikut` lists the moves the user may make on each record.",
        security,
        requestParams: { query: ZRecordListQuery },
        responses: {
          "200": json("Satu halaman / one page.", ZRecordList),
          "400": errorResponse("Parameter tidak valid / invalid parameter (VALIDATION_FAILED)."),
          ...signedIn,
        },
      },
      post: {
        operationId: "createRecord",
        tags: ["Metadata"],
        summary: "Buat metadata (DRAFT) / create a record",
        description:
          "The body has the shape `GET /api/metadata/{id}` returns, so a record can be copied; server-managed fields are ignored, other unknown fields are refused. The new record is a DRAFT of the signed-in user in their organisation. `Location` and `ETag` are set. Roles: ADMIN, PRODUSEN.",
        security,
        requestBody: { required: true, content: { "application/json": { schema: ZRecordContent } } },
        responses: {
          "201": json("Rekaman baru / the new record.", ZRecordView),
          "400": errorResponse(
            "Isian tidak valid / invalid fields, each named in details.fields (VALIDATION_FAILED).",
          ),
          "409": errorResponse("fileIdentifier sudah dipakai / fileIdentifier already used (CONFLICT)."),
          ...signedIn,
        },
      },
    },
    "/api/metadata/{id}": {
      get: {
        operationId: "getRecord",
        tags: ["Metadata"],
        summary: "Rincian metadata / a record in any status the user may read",
        description:
          "The public detail (spec 2.2) plus `status`, `version` and `pemilik`; `ETag` is the version in quotes. Who may read which record: see the permission matrix in the README.",
        security,
        requestParams: { path: z.object({ id: z.string() }) },
        responses: {
          "200": json("Rekaman / the record.", ZRecordView),
          "404": errorResponse("Metadata tidak ditemukan / no such record (NOT_FOUND)."),
          ...signedIn,
        },
      },
      patch: {
        operationId: "updateRecord",
        tags: ["Metadata"],
        summary: "Ubah sebagian / change some fields",
        description:
          'Only the given fields change (names as in RecordInput; batasan, kualitasData and temporal merge field by field; lists are replaced). Send `If-Match: "<version>"` (the ETag) or `version` in the body: a stale one gets 409 with the current version. Without either the write is still conditional on the version read by the server, so a concurrent change is never lost. PRODUSEN: own records in DRAFT or REJECTED; ADMIN: any.',
        security,
        requestParams: {
          path: z.object({ id: z.string() }),
          header: z.object({ "If-Match": z.string().optional() }),
        },
        requestBody: { required: true, content: { "application/json": { schema: ZRecordPatch } } },
        responses: {
          "200": json("Rekaman setelah diubah / the record after the change.", ZRecordView),
          "400": errorResponse("Isian tidak valid / invalid fields (VALIDATION_FAILED)."),
          "404": errorResponse("Metadata tidak ditemukan / no such record (NOT_FOUND)."),
          "409": errorResponse(
            "Versi usang atau status tidak mengizinkan / stale version or wrong status (CONFLICT).",
          ),
          ...signedIn,
        },
      },
      delete: {
        operationId: "deleteRecord",
        tags: ["Metadata"],
        summary: "Hapus metadata DRAFT / delete a DRAFT record",
        description: "DRAFT records only, by the owning PRODUSEN or an ADMIN. `If-Match` is honoured.",
        security,
        requestParams: { path: z.object({ id: z.string() }) },
        responses: {
          "204": noContent("Dihapus / deleted."),
          "404": errorResponse("Metadata tidak ditemukan / no such record (NOT_FOUND)."),
          "409": errorResponse("Bukan DRAFT / not a DRAFT (CONFLICT, details.statusDiizinkan)."),
          ...signedIn,
        },
      },
    },
    "/api/metadata/{id}/status": {
      post: {
        operationId: "moveRecord",
        tags: ["Metadata"],
        summary: "Ubah status alur kerja / a workflow move",
        description:
          "Moves of the workflow table in the README. DRAFT → QCQE_PROCESS checks the mandatory ISO elements (422, details.missing); REVIEW → PUBLISHED needs a signed, conforming QA (422); REVIEW → REJECTED needs `catatan` (400). QCQE_PROCESS moves on only by signing QC and QE. An illegal move gets 409 with `details.statusDiizinkan`. The move, its history row and the owner's notifications are written in one transaction.",
        security,
        requestParams: { path: z.object({ id: z.string() }) },
        requestBody: { required: true, content: { "application/json": { schema: ZStatusRequest } } },
        responses: {
          "200": json("Status baru / the new status.", ZStatusChange),
          "400": errorResponse("Isian tidak valid / invalid body (VALIDATION_FAILED)."),
          "404": errorResponse("Metadata tidak ditemukan / no such record (NOT_FOUND)."),
          "409": errorResponse("Langkah tidak sah dari status ini / not a move from this status (CONFLICT)."),
          "422": errorResponse(
            "Syarat langkah belum terpenuhi / the move's requirement is not met (UNPROCESSABLE).",
          ),
          ...signedIn,
        },
      },
    },
    "/api/metadata/{id}/kualitas/{tipe}": {
      post: {
        operationId: "signQualityDocument",
        tags: ["Metadata"],
        summary: "Tanda tangani QC/QE/QA / sign a QC, QE or QA document",
        description:
          "QC and QE (PEMERIKSA of the record's organisation, or of any organisation when it allows cross-organisation examiners; ADMIN) on records in QCQE_PROCESS; QA (WALIDATA of the organisation, ADMIN) in REVIEW. QC adds automatic checks (mandatory elements, code lists, bounding box, the export) and cannot conform while one fails; QE without items takes the record's ISO 19157 reports; QA checks the QC and QE results. The document is signed with the signer's X.509 certificate from the deployment's CA (created on first use) over the hash of the document and of the record content; `/api/verify/{token}` checks it again. Signing QC and QE moves the record to REVIEW (both conform) or REJECTED (either does not). As `multipart/form-data` with a hand-signed PDF scan in `dokumen`, the document is MANUAL instead: the scan is stored in the object store and verification re-hashes it.",
        security,
        requestParams: { path: z.object({ id: z.string(), tipe: z.enum(["qc", "qe", "qa"]) }) },
        requestBody: {
          required: true,
          content: {
            "application/json": { schema: ZSignRequest },
            "multipart/form-data": {
              schema: z.object({
                sesuai: z.enum(["true", "false"]),
                catatan: z.string().optional(),
                itemPemeriksaan: z.string().optional().meta({ description: "The items as JSON text." }),
                dokumen: z
                  .string()
                  .meta({ format: "binary", description: "The hand-signed scan: PDF, at most 10 MB." }),
              }),
            },
          },
        },
        responses: {
          "201": json("Dokumen bertanda tangan / the signed document.", ZSignedDocument),
          "400": errorResponse("Isian tidak valid / invalid body (VALIDATION_FAILED)."),
          "404": errorResponse("Metadata tidak ditemukan / no such record (NOT_FOUND)."),
          "409": errorResponse(
            "Status tidak sesuai atau sudah ditandatangani / wrong status or already signed (CONFLICT).",
          ),
          "422": errorResponse(
            "Tidak dapat dinyatakan sesuai / cannot conform, or no items (UNPROCESSABLE).",
          ),
          ...signedIn,
        },
      },
    },
    "/api/metadata/{id}/kualitas/{tipe}/dokumen": {
      get: {
        operationId: "qualityCertificatePdf",
        tags: ["Metadata"],
        summary: "Sertifikat PDF / the PDF certificate of the signed document",
        description:
          "The newest signed document of the kind: results, signer's name and position, certificate details and a QR code to `{BASE_URL}/verifikasi/{token}`; for a MANUAL document, the uploaded scan.",
        security,
        requestParams: { path: z.object({ id: z.string(), tipe: z.enum(["qc", "qe", "qa"]) }) },
        responses: {
          "200": {
            description: "PDF (attachment).",
            content: { "application/pdf": { schema: z.string().meta({ format: "binary" }) } },
          },
          "404": errorResponse("Tidak ada dokumen bertanda tangan / no signed document (NOT_FOUND)."),
          ...signedIn,
        },
      },
    },
    "/api/metadata/{id}/export/xml": {
      get: {
        operationId: "exportRecordXml",
        tags: ["Metadata"],
        summary: "Ekspor XML ISO / ISO XML export of a record in any status the user may read",
        description:
          'Who may read which record: see the permission matrix in the README. `Content-Disposition: attachment; filename="<id>.xml"`, `Cache-Control: private, no-store`.',
        security,
        requestParams: { path: z.object({ id: z.string() }), query: ZRecordExportQuery },
        responses: {
          "200": {
            description: "Dokumen XML / the XML document.",
            content: { "application/xml": { schema: z.string() } },
          },
          "400": errorResponse("Format tidak dikenal / unknown format (VALIDATION_FAILED)."),
          "404": errorResponse("Metadata tidak ditemukan / no such record (NOT_FOUND)."),
          ...signedIn,
        },
      },
    },
  },
};
