import { z } from "zod";

export const ZLoginRequest = z.object({
  email: z.string().trim().min(1).max(255),
  password: z.string().min(1).max(1024),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZSessionUser = z
  .object({
    id: z.string(),
    namaLengkap: z.string(),
    jabatan: z.string().nullable(),
    peran: z.enum(["ADMIN", "WALIDATA", "PEMERIKSA", "PRODUSEN"]),
    organisasi: z.string(),
  })
  .meta({ id: "SessionUser" });
