import type { TSourceDetails } from "../schemas/source-details";
import type { XmlElement } from "../xml/element";
import { readXml, XML_MAX_BYTES } from "../xml/read-xml";
import { readDistributors } from "./details/distributors";
import { readExtentDetails } from "./details/extent";
import { readThesauri } from "./details/keywords";
import {
  distinct,
  GMD_FAMILY,
  identifierOf,
  MDB_FAMILY,
  namesIn,
  objectIn,
  objects,
  present,
} from "./details/read";
import { readServices } from "./details/service";
import { type SourceStandard, sourceStandardOf } from "./source-document";

// What users need to see of an imported ISO document beyond the record's fields (which hold one
// box, one period, one reference system and plain keywords): resource identifiers, the service
// description, thesauri and keyword URIs, every reference system, distributors, every temporal
// extent as written, every box and polygon, and geographic identifiers. Read from every
// identification section; exact repeats (sections often repeat an extent) are listed once.
// Dublin Core has none of these: null.

const GMD_NAMES = namesIn(GMD_FAMILY);
const MDB_NAMES = namesIn(MDB_FAMILY);

/** The details of an ISO 19139 or ISO 19115-3 document (its root element); null for Dublin Core. */
export function readSourceDetails(root: XmlElement): TSourceDetails | null {
  const standard = sourceStandardOf(root);
  if (standard === "DUBLIN_CORE") return null;
  const name = standard === "ISO19139" ? GMD_NAMES : MDB_NAMES;
  const identifications = objects(root, name("identificationInfo"));
  const citations = identifications.flatMap(
    (identification) => objectIn(identification, name("citation")) ?? [],
  );
  const extents = readExtentDetails(identifications, name);
  const referenceSystems = objects(root, name("referenceSystemInfo")).map((system) =>
    identifierOf(objectIn(system, name("referenceSystemIdentifier")), name),
  );
  return {
    identifikasiSumberDaya: distinct(
      present(
        citations
          .flatMap((citation) => objects(citation, name("identifier")))
          .map((i) => identifierOf(i, name)),
      ),
    ),
    layanan: readServices(identifications, name),
    tesaurus: distinct(readThesauri(identifications, name)),
    sistemReferensi: distinct(present(referenceSystems)),
    distributor: readDistributors(root, name),
    periode: distinct(extents.periode),
    batas: distinct(extents.batas),
    poligon: distinct(extents.poligon),
    pengenalWilayah: distinct(extents.pengenalWilayah),
  };
}

/**
 * The details of a stored source document (MetadataSumber.standar and .dokumen), to be stored
 * beside it whenever the document is written or changed. null for Dublin Core, and for text
 * that is not a readable document (which an imported source always is).
 */
export function sourceDetailsOf(standar: SourceStandard, dokumen: string): TSourceDetails | null {
  if (standar === "DUBLIN_CORE") return null;
  let root: XmlElement;
  try {
    // Stored decoded: a document that was within the limit as ISO-8859-1 may be more in UTF-8.
    root = readXml(dokumen, 2 * XML_MAX_BYTES);
  } catch {
    return null;
  }
  return readSourceDetails(root);
}
