import { z } from "zod";

export const ZStylesheetQuery = z.object({
  nama: z.string().trim().min(1).max(255).default("stylesheet.xsl"),
});
