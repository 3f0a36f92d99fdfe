import { z } from "zod";

/** GET /dcat: the page (1-based); `format` is read by the route (lib/http/dcat-route.ts). */
export const ZDcatCatalogQuery = z.object({
  page: z
    .string()
    .regex(/^\d{1,7}$/, "page harus bilangan bulat positif / must be a positive integer")
    .transform(Number)
    .refine((page) => page >= 1, "page: paling sedikit 1 / at least 1")
    .default(1),
  format: z.string().optional(),
});
