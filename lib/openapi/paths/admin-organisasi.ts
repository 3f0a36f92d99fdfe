import { z } from "zod";
import {
  ZComponentStatus,
  ZCrossOrgCheckQuery,
  ZCrossOrgItems,
  ZOrganisasiSettings,
  ZOrganisasiSettingsInput,
} from "../../schemas/admin-organisasi";
import {
  errorResponse,
  json,
  type OpenApiPathModule,
  SESSION_SECURITY as security,
  signedInResponses as signedIn,
} from "../responses";

// Administration of organisations (spec 2.7, 2.8, 4.2) and the switch allowLintasOrgReviewer.

const notFound = errorResponse("Organisasi tidak ditemukan / no such organisation (NOT_FOUND).", {
  code: "NOT_FOUND",
  message: "Organisasi XYZ tidak ditemukan / no such organisation",
  details: { kode: "XYZ" },
});

export const adminOrganisasiPaths: OpenApiPathModule = {
  tags: [], // "Admin" is declared by the session API module
  paths: {
    "/api/admin/organisasi/status": {
      get: {
        operationId: "getComponentStatus",
        tags: ["Admin"],
        summary: "Status komponen sistem / system component status (spec 2.7)",
        description:
          "ADMIN. Real checks, in parallel, each within 5 seconds: SMTP (nodemailer verify: connection, EHLO, STARTTLS, AUTH), the WhatsApp gateway's health URL (2xx), the object store (S3 HeadBucket, or a write-read-delete probe of DATA_DIR/objects) and the CSW provider (built-in: the service identity can be read; external: GetCapabilities answers).",
        security,
        responses: { "200": json("Status / the status.", ZComponentStatus), ...signedIn },
      },
    },
    "/api/admin/organisasi/lintas-org-check": {
      get: {
        operationId: "getCrossOrgReviewCheck",
        tags: ["Admin"],
        summary: "Item QC/QE lintas organisasi yang aktif / active cross-organisation QC/QE items (spec 2.8)",
        description:
          "ADMIN or WALIDATA, for the user's organisation; administrators may name another with `organisasi`. The pre-flight check before switching allowLintasOrgReviewer off (PATCH /api/admin/organisasi/{kode}).",
        security,
        requestParams: { query: ZCrossOrgCheckQuery },
        responses: {
          "200": json("Jumlah / the counts.", ZCrossOrgItems),
          "400": errorResponse("Parameter tidak valid / invalid parameter (VALIDATION_FAILED)."),
          "404": notFound,
          ...signedIn,
        },
      },
    },
    "/api/admin/organisasi/{kode}": {
      patch: {
        operationId: "updateOrganisasiSettings",
        tags: ["Admin"],
        summary: "Izinkan pemeriksa lintas organisasi / switch allowLintasOrgReviewer",
        description:
          "ADMIN for any organisation, WALIDATA for their own. Switching on always works; switching off only while lintas-org-check shows total 0, otherwise 409 with the counts in details. The organisation row is locked while checking and writing; every change is audited.",
        security,
        requestParams: { path: z.object({ kode: z.string().meta({ example: "BIG" }) }) },
        requestBody: {
          required: true,
          content: { "application/json": { schema: ZOrganisasiSettingsInput } },
        },
        responses: {
          "200": json("Tersimpan / saved.", ZOrganisasiSettings),
          "400": errorResponse(
            "Badan tidak valid atau isian tak dikenal / invalid body or unknown fields (VALIDATION_FAILED).",
          ),
          "404": notFound,
          "409": errorResponse(
            "Masih ada item aktif dari pemeriksa organisasi lain / active items held by other organisations' examiners (CONFLICT).",
            {
              code: "CONFLICT",
              message:
                "Masih ada 3 dokumen QC/QE aktif dari pemeriksa organisasi lain / 3 active QC/QE items are held by examiners of other organisations",
              details: { draft: 2, pending: 1, total: 3 },
            },
          ),
          ...signedIn,
        },
      },
    },
  },
};
