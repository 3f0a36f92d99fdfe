import { z } from "zod";
import { ISO_EXPORT_FORMATS, PUBLIC_XML_FORMATS } from "../iso/formats";

/** `?format=` among `formats`, mdb2016 when absent; an unknown one names the allowed ones. */
const formatQuery = <const F extends readonly ["mdb2016", ...string[]]>(formats: F) =>
  z.object({
    format: z
      .enum(formats, { error: `format harus salah satu dari / must be one of: ${formats.join(", ")}` })
      .default("mdb2016" as F[number] as never)
      .meta({ description: "Profil XML / XML profile (default mdb2016)" }),
  });

/** GET /api/public/metadata/{id}/xml. */
export const ZXmlDownloadQuery = formatQuery(PUBLIC_XML_FORMATS);
export type TXmlDownloadQuery = z.infer<typeof ZXmlDownloadQuery>;

/** GET /api/metadata/{id}/export/xml: the ISO profiles (no XSLT: that is the public download's). */
export const ZRecordExportQuery = formatQuery(ISO_EXPORT_FORMATS);
