import { z } from "zod";
import type { ZodOpenApiOperationObject } from "zod-openapi";
import { ZChangePasswordRequest, ZLoginRequest, ZSessionUser } from "../../schemas/auth";
import { ZCswSettingsInput } from "../../schemas/csw-settings";
import { ZStylesheetQuery } from "../../schemas/export-stylesheet";
import {
  ZImportOutcome,
  ZImportQuery,
  ZImportSummary,
  ZStoredStylesheet,
} from "../../schemas/import-request";
import { ZSignedDocument, ZSignRequest, ZStatusChange, ZStatusRequest } from "../../schemas/quality-document";
import { ZRecordView } from "../../schemas/record-detail";
import { ZRecordContent, ZRecordPatch } from "../../schemas/record-input";
import { ZRecordList, ZRecordListQuery } from "../../schemas/record-list";
import { ZRecordExportQuery } from "../../schemas/xml-download";
import { commonResponses, errorResponse, json, type OpenApiPathModule } from "../responses";

// The signed-in part of the API that exists so far: the session itself, the administrator's
// XSLT stylesheet and import. Requests carry the simpul_sesi cookie from POST /api/auth/login.

const security = [{ sesi: [] }];
const unauthenticated = errorResponse("Belum masuk atau sesi berakhir / no valid session (UNAUTHENTICATED).");
const forbidden = errorResponse(
  "Peran tidak diizinkan, atau permintaan lintas situs / role not allowed, or a cross-site request (FORBIDDEN).",
);
const noContent = (description: string) => ({ description });
const signedIn = { "401": unauthenticated, "403": forbidden, ...commonResponses };

const xmlBody = (description: string) => ({
  description,
  required: true,
  content: {
    "application/xml": { schema: z.string() },
    "multipart/form-data": {
      schema: z.object({ berkas: z.array(z.string().meta({ format: "binary" })) }),
    },
  },
});

const importOperation: ZodOpenApiOperationObject = {
  operationId: "importMetadata",
  tags: ["Impor"],
  summary: "Impor XML ISO 19139 / ISO 19115-3 / import ISO XML",
  description:
    "Satu dokumen sebagai badan (`application/xml`), atau banyak berkas di field `berkas` (`multipart/form-data`, paling banyak 500 berkas, 100 MB). / One document as the body, or many files in field `berkas`. Each document is its own transaction; a document whose fileIdentifier matches a record replaces that record's content. Records arrive as DRAFT of the signed-in user; administrators may use `status=PUBLISHED` and `organisasi=KODE`. Documents are refused with a reason (`details.reason`): DOCTYPE (no DTDs or entities), TOO_LARGE (10 MB per document), NOT_WELL_FORMED, UNSUPPORTED_DOCUMENT, CONTENT (e.g. no title).",
  security,
  requestParams: { query: ZImportQuery },
  requestBody: xmlBody("Dokumen XML atau berkas / an XML document or files"),
  responses: {
    "200": json(
      "Rekaman diperbarui (satu dokumen) atau ringkasan per berkas (multipart) / updated, or the per-file summary.",
      z.union([ZImportOutcome, ZImportSummary]),
    ),
    "201": json("Rekaman baru (satu dokumen) / a new record.", ZImportOutcome),
    "400": errorResponse("Dokumen ditolak / document refused (VALIDATION_FAILED, details.reason)."),
    "409": errorResponse(
      "Rekaman dengan fileIdentifier itu tidak dapat ditimpa / the matching record cannot be replaced (CONFLICT).",
    ),
    "413": errorResponse("Terlalu besar / too large (PAYLOAD_TOO_LARGE)."),
    ...signedIn,
  },
};

export const sessionApiPaths: OpenApiPathModule = {
  tags: [
    { name: "Sesi", description: "Masuk dan keluar / signing in and out (cookie `simpul_sesi`)." },
    { name: "Admin", description: "Khusus administrator / administrators only." },
    { name: "Impor", description: "Impor dokumen ISO / importing ISO documents." },
    { name: "Metadata", description: "Metadata sesuai peran / records as the user's role allows." },
  ],
  paths: {
    "/api/auth/login": {
      post: {
        operationId: "login",
        tags: ["Sesi"],
        summary: "Masuk / sign in",
        description:
          "Sets the session cookie `simpul_sesi` (HttpOnly, SameSite=Lax, Secure over HTTPS, 8 hours). 5 failed attempts per account and client address in 15 minutes give 429 until the window ends.",
        requestBody: { required: true, content: { "application/json": { schema: ZLoginRequest } } },
        responses: {
          "200": json("Pengguna yang masuk / the signed-in user (Set-Cookie).", ZSessionUser),
          "400": errorResponse("Badan tidak valid / invalid body (VALIDATION_FAILED)."),
          "401": errorResponse(
            "Email atau kata sandi salah / wrong e-mail or password (one generic answer).",
          ),
          "429": errorResponse(
            "Terlalu banyak percobaan / too many failed logins (RATE_LIMITED, Retry-After).",
          ),
          ...commonResponses,
        },
      },
    },
    "/api/auth/logout": {
      post: {
        operationId: "logout",
        tags: ["Sesi"],
        summary: "Keluar / sign out",
        responses: { "204": noContent("Cookie dihapus / cookie cleared."), ...commonResponses },
      },
    },
    "/api/auth/me": {
      get: {
        operationId: "getSessionUser",
        tags: ["Sesi"],
        summary: "Pengguna yang masuk / the signed-in user",
        security,
        responses: { "200": json("Pengguna / the user.", ZSessionUser), ...signedIn },
      },
    },
    "/api/auth/password": {
      post: {
        operationId: "changePassword",
        tags: ["Sesi"],
        summary: "Ganti kata sandi / change the password",
        description:
          "`password` is the current password, `passwordBaru` the new one (10 characters or more, different). Every other session of the user ends; this one gets a renewed cookie.",
        security,
        requestBody: { required: true, content: { "application/json": { schema: ZChangePasswordRequest } } },
        responses: {
          "204": noContent("Diganti / changed (Set-Cookie: the renewed session)."),
          "400": errorResponse(
            "Kata sandi saat ini salah, atau kata sandi baru tidak memenuhi syarat / wrong current password, or the new one is refused (VALIDATION_FAILED).",
          ),
          "409": errorResponse("Diubah bersamaan / changed meanwhile by another request (CONFLICT)."),
          ...signedIn,
        },
      },
    },
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
    "/api/admin/xslt": {
      get: {
        operationId: "getExportStylesheet",
        tags: ["Admin"],
        summary: "Stylesheet XSLT ekspor / the export XSLT stylesheet",
        security,
        responses: {
          "200": { description: "Stylesheet.", content: { "application/xslt+xml": { schema: z.string() } } },
          "404": errorResponse("Belum ada stylesheet / none configured (NOT_FOUND)."),
          ...signedIn,
        },
      },
      put: {
        operationId: "putExportStylesheet",
        tags: ["Admin"],
        summary: "Unggah stylesheet XSLT / upload the XSLT stylesheet",
        description:
          "XSLT 1.0, at most 512 KB, applied to the mdb2016 document for `format=xslt`. Refused (400, details.reason XSLT_NOT_ALLOWED) when it uses document(), xsl:include, xsl:import, extension elements or extension functions; tried on a sample record before it is stored.",
        security,
        requestParams: { query: ZStylesheetQuery },
        requestBody: { required: true, content: { "application/xslt+xml": { schema: z.string() } } },
        responses: {
          "200": json("Tersimpan / stored.", ZStoredStylesheet),
          "400": errorResponse("Stylesheet ditolak / refused (VALIDATION_FAILED)."),
          "413": errorResponse("Terlalu besar / too large (PAYLOAD_TOO_LARGE)."),
          ...signedIn,
        },
      },
      delete: {
        operationId: "deleteExportStylesheet",
        tags: ["Admin"],
        summary: "Hapus stylesheet / remove the stylesheet",
        security,
        responses: {
          "204": noContent("Dihapus / removed."),
          "404": errorResponse("Belum ada stylesheet / none configured (NOT_FOUND)."),
          ...signedIn,
        },
      },
    },
    "/api/admin/csw": {
      get: {
        operationId: "getCswSettings",
        tags: ["Admin"],
        summary: "Identitas layanan CSW / the CSW service identity (spec 2.10)",
        description:
          "The settings, plus `provider` (`builtin`, or `external` when CSW_PROVIDER_URL is set) and `healthy` (whether the provider answers GetCapabilities).",
        security,
        responses: {
          "200": json(
            "Identitas layanan / the service identity.",
            ZCswSettingsInput.extend({ provider: z.enum(["builtin", "external"]), healthy: z.boolean() }),
          ),
          ...signedIn,
        },
      },
      put: {
        operationId: "putCswSettings",
        tags: ["Admin"],
        summary: "Ubah identitas layanan CSW / replace the CSW service identity",
        description:
          "With the built-in provider, the next GetCapabilities shows the change on every instance. With an external provider the identity is that provider's own: configure it there and restart it (spec 4.3).",
        security,
        requestBody: { required: true, content: { "application/json": { schema: ZCswSettingsInput } } },
        responses: {
          "200": json("Tersimpan / stored.", ZCswSettingsInput),
          "400": errorResponse("Isian tidak valid / invalid fields (VALIDATION_FAILED, details.fields)."),
          ...signedIn,
        },
      },
    },
    "/api/metadata/import": { post: importOperation },
  },
};
