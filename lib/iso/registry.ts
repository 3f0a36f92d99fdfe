import { AppError } from "../errors";
import type { XmlElement } from "../xml/element";
import { CSW, ISO19139, MDB_2016, MDB_2018 } from "../xml/namespaces";
import type { IsoDecoder } from "./decoder";
import { decodeDublinCore, OAI_DC } from "./decoders/dublin-core";
import { decodeGmd } from "./decoders/gmd";
import { decodeMdb } from "./decoders/mdb";
import type { IsoEncoder } from "./encoder";
import { encodeDublinCore } from "./encoders/dublin-core";
import { encodeGmd } from "./encoders/gmd";
import { encodeMdb2016 } from "./encoders/mdb2016";
import { encodeMdb2018 } from "./encoders/mdb2018";

// Every XML profile, registered once by its format name (REST `format`) and its CSW
// outputSchema URI; and every decoder by the namespace of the document root.

export interface XmlProfile {
  format: string;
  /** CSW outputSchema URI, when CSW offers the profile. */
  outputSchema: string | null;
  encode: IsoEncoder;
}

export const XML_PROFILES = {
  mdb2016: { format: "mdb2016", outputSchema: null, encode: encodeMdb2016 },
  mdb2018: { format: "mdb2018", outputSchema: MDB_2018.mdb, encode: encodeMdb2018 },
  gmd: { format: "gmd", outputSchema: ISO19139.gmd, encode: encodeGmd },
  dublinCore: { format: "dublinCore", outputSchema: CSW.csw, encode: encodeDublinCore },
} as const satisfies Record<string, XmlProfile>;

export function profileForOutputSchema(uri: string): XmlProfile | undefined {
  return Object.values(XML_PROFILES).find((profile) => profile.outputSchema === uri);
}

const DECODERS: Record<string, IsoDecoder> = {
  [ISO19139.gmd]: decodeGmd,
  [ISO19139.gmi]: decodeGmd,
  // geocat.ch wraps plain gmd content in its own root element.
  "http://www.geocat.ch/2008/che": decodeGmd,
  [MDB_2016.mdb]: decodeMdb,
  [MDB_2018.mdb]: decodeMdb,
  [CSW.csw]: decodeDublinCore,
  [OAI_DC]: decodeDublinCore,
};

/** The decoder for a document root; UNSUPPORTED_DOCUMENT when no profile reads it. */
export function decoderFor(root: XmlElement): IsoDecoder {
  const decoder = DECODERS[root.ns];
  if (decoder) return decoder;
  throw new AppError(
    "VALIDATION_FAILED",
    `Dokumen tidak didukung: elemen akar {${root.ns}}${root.local}; yang didukung ISO 19139 (gmd:MD_Metadata, gmi:MI_Metadata), ISO 19115-3 (mdb:MD_Metadata, mdb/1.0 dan mdb/2.0) dan Dublin Core (csw:Record, oai_dc:dc) / unsupported document: root element {${root.ns}}${root.local}; supported: ISO 19139, ISO 19115-3 (mdb/1.0 and mdb/2.0) and Dublin Core (csw:Record, oai_dc:dc)`,
    { reason: "UNSUPPORTED_DOCUMENT", root: `{${root.ns}}${root.local}` },
  );
}
