import { z } from "zod";
import { ISO_EXPORT_FORMATS, PUBLIC_XML_FORMATS } from "../iso/formats";

export const ZXmlDownloadQuery = z.object({
  format: z
    .enum(PUBLIC_XML_FORMATS, {
      error: `format harus salah satu dari / must be one of: ${PUBLIC_XML_FORMATS.join(", ")}`,
    })
    .default("mdb2016")
    .meta({ description: "Profil XML / XML profile (default mdb2016)" }),
});
export type TXmlDownloadQuery = z.infer<typeof ZXmlDownloadQuery>;

/** GET /api/metadata/{id}/export/xml: the ISO profiles (no XSLT: that is the public download's). */
export const ZRecordExportQuery = z.object({
  format: z
    .enum(ISO_EXPORT_FORMATS, {
      error: `format harus salah satu dari / must be one of: ${ISO_EXPORT_FORMATS.join(", ")}`,
    })
    .default("mdb2016")
    .meta({ description: "Profil XML / XML profile (default mdb2016)" }),
});
