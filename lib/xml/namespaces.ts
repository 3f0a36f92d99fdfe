// Namespace URIs of the XML vocabularies Simpul reads and writes. Prefixes in input documents
// are arbitrary; readers compare namespace URIs, writers use the conventional prefixes below.

export const XSI = "http://www.w3.org/2001/XMLSchema-instance";
export const XLINK = "http://www.w3.org/1999/xlink";
export const GML32 = "http://www.opengis.net/gml/3.2";
/** GML 3.1 (pre-3.2), still common in ISO 19139 documents in the wild. */
export const GML31 = "http://www.opengis.net/gml";

/** ISO/TS 19139:2007 (the 2005 namespaces). */
export const ISO19139 = {
  gmd: "http://www.isotc211.org/2005/gmd",
  gco: "http://www.isotc211.org/2005/gco",
  gmx: "http://www.isotc211.org/2005/gmx",
  gmi: "http://www.isotc211.org/2005/gmi",
  srv: "http://www.isotc211.org/2005/srv",
  gts: "http://www.isotc211.org/2005/gts",
} as const;

const ISO19115_3 = "http://standards.iso.org/iso/19115/-3";
const ISO19157_2 = "http://standards.iso.org/iso/19157/-2";

/** Namespaces common to both editions of ISO 19115-3. */
const MDB_COMMON = {
  gco: `${ISO19115_3}/gco/1.0`,
  gcx: `${ISO19115_3}/gcx/1.0`,
  gex: `${ISO19115_3}/gex/1.0`,
  lan: `${ISO19115_3}/lan/1.0`,
  mcc: `${ISO19115_3}/mcc/1.0`,
  mco: `${ISO19115_3}/mco/1.0`,
  mmi: `${ISO19115_3}/mmi/1.0`,
  mrd: `${ISO19115_3}/mrd/1.0`,
  mri: `${ISO19115_3}/mri/1.0`,
  mrs: `${ISO19115_3}/mrs/1.0`,
  mdq: `${ISO19157_2}/mdq/1.0`,
  dqc: `${ISO19157_2}/dqc/1.0`,
} as const;

/** ISO 19115-3 as first published (2016): mdb/1.0, cit/1.0, mrl/1.0, srv/2.0. */
export const MDB_2016 = {
  ...MDB_COMMON,
  mdb: `${ISO19115_3}/mdb/1.0`,
  cit: `${ISO19115_3}/cit/1.0`,
  mrl: `${ISO19115_3}/mrl/1.0`,
  mrc: `${ISO19115_3}/mrc/1.0`,
  mac: `${ISO19115_3}/mac/1.0`,
  srv: `${ISO19115_3}/srv/2.0`,
} as const;

/** ISO 19115-3 revised namespaces (2018): mdb/2.0, cit/2.0, mrl/2.0, srv/2.1. */
export const MDB_2018 = {
  ...MDB_COMMON,
  mdb: `${ISO19115_3}/mdb/2.0`,
  cit: `${ISO19115_3}/cit/2.0`,
  mrl: `${ISO19115_3}/mrl/2.0`,
  mrc: `${ISO19115_3}/mrc/2.0`,
  mac: `${ISO19115_3}/mac/2.0`,
  srv: `${ISO19115_3}/srv/2.1`,
} as const;

export type MdbNamespaces = typeof MDB_2016 | typeof MDB_2018;

/** CSW 2.0.2 and the Dublin Core vocabularies of csw:Record. */
export const CSW = {
  csw: "http://www.opengis.net/cat/csw/2.0.2",
  dc: "http://purl.org/dc/elements/1.1/",
  dct: "http://purl.org/dc/terms/",
  ows: "http://www.opengis.net/ows",
  ogc: "http://www.opengis.net/ogc",
} as const;

/** Code list registries for codeList attributes. */
export const CODE_LISTS = {
  /** ISO 19139 resources (the customary reference in ISO 19139 documents). */
  iso19139: "http://standards.iso.org/iso/19139/resources/gmxCodelists.xml",
  /** ISO 19115-3 code lists. */
  iso19115_3: "http://standards.iso.org/iso/19115/resources/Codelists/cat/codelists.xml",
} as const;
