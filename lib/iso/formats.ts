// Names of the XML download formats (spec 4.1, 4.2), without the encoders, so that schemas
// and forms can list them cheaply.

/** The ISO profiles every export offers, the default first. */
export const ISO_EXPORT_FORMATS = ["mdb2016", "mdb2018", "gmd"] as const;
export type IsoExportFormat = (typeof ISO_EXPORT_FORMATS)[number];

/** The public download adds the administrator's XSLT transformation. */
export const PUBLIC_XML_FORMATS = [...ISO_EXPORT_FORMATS, "xslt"] as const;
export type PublicXmlFormat = (typeof PUBLIC_XML_FORMATS)[number];
