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
import {
  commonResponses,
  errorResponse,
  json,
  noContent,
  type OpenApiPathModule,
  SESSION_SECURITY as security,
  signedInResponses as signedIn,
} from "../responses";

// The signed-in part of the API that exists so far: the session itself, the administrator's
// XSLT stylesheet and import. Requests carry the simpul_sesi cookie from POST /api/auth/login.

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
  summary: "Impor XML ISO 19139 / ISO 19115-3 / Dublin Core / import metadata XML",
  description:
    "Satu dokumen sebagai badan (`application/xml`), atau banyak berkas di field `berkas` (`multipart/form-data`, paling banyak 500 berkas, 100 MB). / One document as the body, or many files in field `berkas`. Each document is its own transaction, kept whole as the record (served as received in its own standard); a document whose fileIdentifier matches a record replaces that record's content. ISO 19139 (gmd, gmi), ISO 19115-3 (2016 and 2018) and Dublin Core (csw:Record, csw:SummaryRecord, csw:BriefRecord, oai_dc:dc) are read. Records arrive as DRAFT of the signed-in user; administrators may use `status=PUBLISHED` and `organisasi=KODE`. Documents are refused with a reason (`details.reason`): DOCTYPE (no DTDs or entities), TOO_LARGE (10 MB per document), NOT_WELL_FORMED, UNSUPPORTED_DOCUMENT, CONTENT (e.g. no title).",
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
