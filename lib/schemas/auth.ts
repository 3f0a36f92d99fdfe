import { z } from "zod";

export const ZLoginRequest = z.object({
  email: z.string().trim().min(1).max(255),
  password: z.string().min(1).max(1024),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

/** POST /api/auth/password: the current password (as at login) and the new one. */
export const ZChangePasswordRequest = z
  .object({
    password: z.string().min(1).max(1024),
    passwordBaru: z
      .string()
      .min(10, "Kata sandi baru minimal 10 karakter / the new password needs at least 10 characters")
      .max(1024),
  })
  .refine((body) => body.password !== body.passwordBaru, {
    path: ["passwordBaru"],
    message: "Kata sandi baru harus berbeda / the new password must differ from the current one",
  })
  .meta({ id: "ChangePasswordRequest" });
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

export const ZSessionUser = z
  .object({
    id: z.string(),
    namaLengkap: z.string(),
    jabatan: z.string().nullable(),
    peran: z.enum(["ADMIN", "WALIDATA", "PEMERIKSA", "PRODUSEN"]),
    organisasi: z.string(),
  })
  .meta({ id: "SessionUser" });
