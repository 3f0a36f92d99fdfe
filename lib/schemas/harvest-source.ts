import { z } from "zod";
import { unreadConstraintMessage, unreadConstraints } from "../harvest/protocol";
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

/** A source's fields (the view extends them). */
const ZHarvestSourceFields = z.strictObject({
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
});

/** A constraint the protocol does not read is refused, not dropped (lib/harvest/protocol.ts). */
export const ZHarvestSourceInput = ZHarvestSourceFields.superRefine((source, context) => {
  for (const field of unreadConstraints(source.protokol, source))
    context.addIssue({ code: "custom", path: [field], message: unreadConstraintMessage(source.protokol) });
}).meta({ id: "HarvestSourceInput" });

export type THarvestSourceInput = z.output<typeof ZHarvestSourceInput>;

// The answers (documented in the OpenAPI document; the handlers return the domain's views).

const ZRunCounts = {
  dilihat: z.number().int(),
  ditambah: z.number().int(),
  diperbarui: z.number().int(),
  tidakBerubah: z.number().int(),
  ditarik: z.number().int(),
  konflik: z.number().int(),
  gagal: z.number().int(),
};

export const ZHarvestRun = z
  .object({
    id: z.string(),
    sumberId: z.string(),
    status: z.enum(["ANTRE", "BERJALAN", "SELESAI", "GAGAL", "DIBATALKAN"]),
    pemicu: z.enum(["JADWAL", "MANUAL"]),
    pemicuId: z.string().nullable(),
    sejak: z.iso
      .datetime()
      .nullable()
      .meta({ description: "An incremental run: changes since; null: the whole source." }),
    kursor: z.string().nullable().meta({ description: "Where the walk is (or stopped)." }),
    ...ZRunCounts,
    jumlahRemote: z
      .number()
      .int()
      .nullable()
      .meta({ description: "How many records the remote said it holds." }),
    pesan: z.string().nullable(),
    mulaiPada: z.iso.datetime().nullable(),
    selesaiPada: z.iso.datetime().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: "HarvestRun" });

export const ZHarvestRunReport = z
  .object({
    run: ZHarvestRun,
    item: z.array(
      z.object({
        idRemote: z.string().nullable(),
        hasil: z.enum(["DITARIK", "KONFLIK", "GAGAL", "CATATAN"]),
        alasan: z.string().nullable(),
        pesan: z.string().nullable(),
        metadataId: z.string().nullable(),
        createdAt: z.iso.datetime(),
      }),
    ),
  })
  .meta({ id: "HarvestRunReport" });

export const ZHarvestSourceView = ZHarvestSourceFields.omit({ kredensial: true })
  .extend({
    id: z.string(),
    filter: z.string().nullable(),
    q: z.string().nullable(),
    setOai: z.string().nullable(),
    xslt: z.string().nullable(),
    bbox: z.array(z.number()),
    adaKredensial: z.boolean(),
    organisasi: z.object({ kode: z.string(), nama: z.string() }),
    berikutnyaPada: z.iso.datetime().nullable(),
    terakhirBerhasilPada: z.iso.datetime().nullable(),
    runTerakhir: z
      .object({
        id: z.string(),
        status: z.string(),
        selesaiPada: z.iso.datetime().nullable(),
        dilihat: z.number().int(),
        gagal: z.number().int(),
      })
      .nullable(),
    jumlahRekaman: z.number().int(),
    dibuatOlehId: z.string(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: "HarvestSource" });

export const ZHarvestSourceTest = z
  .union([
    z.object({
      ok: z.literal(true),
      remote: z.object({
        title: z.string().nullable(),
        formats: z.array(z.string()),
        chosenFormat: z.string().nullable(),
        records: z.number().int().nullable(),
        notes: z.array(z.string()),
      }),
    }),
    z.object({ ok: z.literal(false), kind: z.string(), message: z.string(), url: z.string() }),
  ])
  .meta({ id: "HarvestSourceTest" });
