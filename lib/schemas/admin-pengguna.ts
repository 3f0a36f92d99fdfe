import { z } from "zod";

// Administration of user accounts: GET/POST /api/admin/pengguna, PATCH /api/admin/pengguna/{id},
// POST /api/admin/pengguna/{id}/reset-password (administrators only).

export const PERAN = ["ADMIN", "WALIDATA", "PEMERIKSA", "PRODUSEN"] as const;
const ZPeran = z.enum(PERAN);

/** Optional, clearable text; the use cases store "" as null. */
const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

/** The same minimum as POST /api/auth/password. */
export const ZNewPassword = z
  .string()
  .min(10, "Kata sandi minimal 10 karakter / the password needs at least 10 characters")
  .max(1024);

export const ZPenggunaListQuery = z.object({
  q: z
    .string()
    .trim()
    .max(255)
    .optional()
    .meta({ description: "Cari di nama atau surel / search name or e-mail." }),
  organisasi: z
    .string()
    .trim()
    .min(1)
    .max(32)
    .optional()
    .meta({ description: "Kode organisasi / organisation code." }),
  peran: ZPeran.optional(),
  aktif: z
    .enum(["true", "false"])
    .optional()
    .meta({ description: "Hanya aktif / nonaktif / active or inactive only." }),
  halaman: z.coerce.number().int().min(1).max(10_000).default(1),
  perHalaman: z.coerce.number().int().min(1).max(200).default(50),
});
export type TPenggunaListQuery = z.infer<typeof ZPenggunaListQuery>;

export const ZPengguna = z
  .object({
    id: z.string(),
    email: z.string(),
    namaLengkap: z.string(),
    jabatan: z.string().nullable(),
    nip: z.string().nullable(),
    telepon: z.string().nullable(),
    peran: ZPeran,
    organisasi: z.object({ kode: z.string(), nama: z.string() }),
    aktif: z.boolean(),
    lastLoginAt: z.string().nullable().meta({ description: "ISO 8601" }),
    createdAt: z.string().meta({ description: "ISO 8601" }),
  })
  .meta({ id: "Pengguna" });
export type TPengguna = z.infer<typeof ZPengguna>;

export const ZPenggunaList = z
  .object({
    items: z.array(ZPengguna),
    total: z.number().int().min(0),
    halaman: z.number().int(),
    perHalaman: z.number().int(),
  })
  .meta({ id: "PenggunaList" });
export type TPenggunaList = z.infer<typeof ZPenggunaList>;

export const ZCreatePenggunaRequest = z
  .strictObject({
    email: z.email().trim().max(255),
    namaLengkap: z.string().trim().min(1).max(255),
    jabatan: optionalText(255),
    nip: optionalText(32),
    telepon: optionalText(64),
    peran: ZPeran,
    organisasi: z
      .string()
      .trim()
      .min(1)
      .max(32)
      .meta({ description: "Kode organisasi / organisation code." }),
    password: ZNewPassword.optional().meta({
      description:
        "Kata sandi awal; tanpa ini dibuatkan dan dikirim sekali / initial password; generated (and returned once) when left out.",
    }),
  })
  .meta({ id: "CreatePenggunaRequest" });
export type TCreatePenggunaRequest = z.infer<typeof ZCreatePenggunaRequest>;

export const ZUpdatePenggunaRequest = z
  .strictObject({
    namaLengkap: z.string().trim().min(1).max(255).optional(),
    jabatan: optionalText(255),
    nip: optionalText(32),
    telepon: optionalText(64),
    peran: ZPeran.optional(),
    organisasi: z.string().trim().min(1).max(32).optional(),
    aktif: z.boolean().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: "Tidak ada yang diubah / nothing to change",
  })
  .meta({ id: "UpdatePenggunaRequest" });
export type TUpdatePenggunaRequest = z.infer<typeof ZUpdatePenggunaRequest>;

export const ZResetPasswordRequest = z
  .strictObject({
    password: ZNewPassword.optional().meta({
      description: "Kata sandi sementara; tanpa ini dibuatkan / temporary password; generated when left out.",
    }),
  })
  .meta({ id: "ResetPasswordRequest" });
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;

export const ZPenggunaWithPassword = z
  .object({
    pengguna: ZPengguna,
    passwordSementara: z.string().nullable().meta({
      description:
        "Kata sandi yang dibuatkan, hanya sekali ini / the generated password, shown this once (null when the caller chose it).",
    }),
  })
  .meta({ id: "PenggunaWithPassword" });
export type TPenggunaWithPassword = z.infer<typeof ZPenggunaWithPassword>;
