import { z } from "zod";
import { PUBLIC_XML_FORMATS } from "../iso/formats";

export const ZXmlDownloadQuery = z.object({
  format: z
    .enum(PUBLIC_XML_FORMATS, {
      error: `format harus salah satu dari / must be one of: ${PUBLIC_XML_FORMATS.join(", ")}`,
    })
    .default("mdb2016")
    .meta({ description: "Profil XML / XML profile (default mdb2016)" }),
});
export type TXmlDownloadQuery = z.infer<typeof ZXmlDownloadQuery>;
