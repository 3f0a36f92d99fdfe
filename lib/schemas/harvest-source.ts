import { z } from "zod";
import { STYLESHEET_MAX_BYTES } from "../xslt/check-stylesheet";

// A harvest source as administrators write it: POST /api/admin/panen, PUT /api/admin/panen/{id},
// and POST /api/admin/panen/uji (test connection, before saving).

const longitude = z.number().min(-180).max(180);
const latitude = z.number().min(-90).max(90);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((value) => (value === "" ? null : value))
    .nullable()
    .default(null);

export const ZHarvestSourceInput = z
  .strictObject({
    nama: z.string().trim().min(1).max(200),
    protokol: z.enum(["CSW", "OGCAPI_RECORDS", "OAI_PMH", "WAF"]),
    url: z.url({ protocol: /^https?$/, error: "url: http(s) address / alamat http(s)" }).max(2000),
    organisasiId: z.string().min(1).max(64),
    /** Minutes between runs (at least 15); null: none. */
    intervalMenit: z.number().int().min(15).max(525_600).nullable().default(null),
    /** A daily run at HH:MM (UTC); null: none. */
    jamHarian: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "HH:MM")
      .nullable()
      .default(null),
    filter: optionalText(65_536),
    q: optionalText(500),
    bbox: z
      .tuple([longitude, latitude, longitude, latitude])
      .refine(([, south, , north]) => south <= north, "bbox: south <= north / selatan <= utara")
      .nullable()
      .default(null),
    setOai: optionalText(200),
    kebijakan: z.enum(["DRAFT", "QCQE_PROCESS", "PUBLISHED"]).default("DRAFT"),
    xslt: optionalText(STYLESHEET_MAX_BYTES),
    /** HTTP Basic credentials; null removes them; left out keeps the stored ones. */
    kredensial: z
      .strictObject({ username: z.string().min(1).max(200), password: z.string().max(500) })
      .nullable()
      .optional(),
    aktif: z.boolean().default(true),
  })
  .meta({ id: "HarvestSourceInput" });

export type THarvestSourceInput = z.output<typeof ZHarvestSourceInput>;
