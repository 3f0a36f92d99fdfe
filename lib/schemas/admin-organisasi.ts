import { z } from "zod";

// Administration of organisations: the component status (spec 2.7), the cross-organisation
// reviewer check (spec 2.8) and the switch allowLintasOrgReviewer.

const ZConnection = z.object({
  connected: z.boolean(),
  detail: z.string().meta({ description: "Penjelasan singkat / short explanation (no secrets)." }),
});

export const ZComponentStatus = z
  .object({
    smtp: ZConnection.meta({
      description: "Server surel (SMTP_URL), diuji dengan EHLO dan AUTH / mail server.",
    }),
    wa: ZConnection.meta({
      description:
        "Gateway WhatsApp: GET WA_HEALTH_URL (bawaan: origin gateway + /health) menjawab 2xx / the gateway's health URL answers 2xx. `detail` is an addition to the spec.",
    }),
    objectstore: ZConnection.meta({
      description:
        "Penyimpanan berkas: S3 (HeadBucket) atau folder DATA_DIR/objects (tulis, baca, hapus) / S3 HeadBucket or a write-read-delete probe of the local folder. `detail` is an addition to the spec.",
    }),
    csw: z.object({
      provider: z
        .string()
        .meta({ description: "`builtin`, atau `external` bila CSW_PROVIDER_URL diisi / or `external`." }),
      healthy: z.boolean().meta({
        description:
          "builtin: identitas layanan terbaca dari basis data / the service identity can be read; external: GetCapabilities answers.",
      }),
    }),
  })
  .meta({
    id: "ComponentStatus",
    description: "Status komponen sistem / system component status (spec 2.7).",
  });
export type TComponentStatus = z.infer<typeof ZComponentStatus>;
export type TConnection = z.infer<typeof ZConnection>;

const count = z.number().int().min(0);

export const ZCrossOrgItems = z
  .object({
    draft: count.meta({ description: "Dokumen QC/QE berstatus DRAFT / QC/QE documents in DRAFT." }),
    pending: count.meta({ description: "Dokumen QC/QE berstatus PENDING / QC/QE documents in PENDING." }),
    total: count.meta({ description: "draft + pending" }),
  })
  .meta({
    id: "CrossOrgReviewCheck",
    description:
      "Dokumen QC/QE aktif atas metadata organisasi ini yang pemeriksanya dari organisasi lain / active QC/QE documents of the organisation's records whose examiner belongs to another organisation (spec 2.8).",
  });
export type TCrossOrgItems = z.infer<typeof ZCrossOrgItems>;

export const ZCrossOrgCheckQuery = z.object({
  organisasi: z.string().trim().min(1).max(32).optional().meta({
    description:
      "Kode organisasi lain (hanya administrator) / another organisation's code (administrators only); default: the user's own.",
  }),
});

// Strict: an unknown field is a 400 that names it (lib/http/parse-body).
export const ZOrganisasiSettingsInput = z
  .strictObject({
    allowLintasOrgReviewer: z.boolean().meta({
      description:
        "Izinkan pemeriksa dari organisasi lain / let examiners of other organisations take QC/QE items. Switching it off needs GET /api/admin/organisasi/lintas-org-check to show total 0.",
    }),
  })
  .meta({ id: "OrganisasiSettingsInput" });
export type TOrganisasiSettingsInput = z.infer<typeof ZOrganisasiSettingsInput>;

export const ZOrganisasiSettings = z
  .object({ kode: z.string(), allowLintasOrgReviewer: z.boolean() })
  .meta({ id: "OrganisasiSettings" });
export type TOrganisasiSettings = z.infer<typeof ZOrganisasiSettings>;
