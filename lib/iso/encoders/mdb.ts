import type { XMLBuilder } from "xmlbuilder2/lib/interfaces";
import { GML32, type MdbNamespaces, XSI } from "../../xml/namespaces";
import type { IsoRecord } from "../record";
import { metadataContacts, writeResponsibility } from "./mdb-contact";
import { writeDistribution } from "./mdb-distribution";
import { writeDefaultLocale, writeIdentification } from "./mdb-identification";
import { writeLineage, writeQuality } from "./mdb-quality";
import { type DomElement, MdbWriter } from "./mdb-writer";

// The ISO 19115-3 record ("SNI ISO 19115-3" flavour) shared by the 2016 and the 2018
// editions: the builders only name prefixes, and the edition's namespace map decides the
// URIs. Elements follow the order of mdb:MD_Metadata_Type; see the mdb-*.ts section builders.

/** Prefixes declared on the root: the ones the builders write. */
const DECLARED = [
  "mdb",
  "cit",
  "gco",
  "gex",
  "lan",
  "mcc",
  "mco",
  "mdq",
  "mmi",
  "mrd",
  "mri",
  "mrl",
  "mrs",
] as const;

function writeRoot(w: MdbWriter): DomElement {
  const declarations: Record<string, string> = {};
  for (const prefix of DECLARED) declarations[prefix] = w.ns[prefix];
  const root = w.root("mdb:MD_Metadata", { ...declarations, gml: GML32, xsi: XSI });
  // mds.xsd is ISO's "everything a dataset record uses" entry schema of the same edition.
  const mds = w.ns.mdb.replace("/mdb/", "/mds/");
  return w.attribute(root, "xsi:schemaLocation", `${mds} ${mds}/mds.xsd`, XSI);
}

function writeIdentifier(
  w: MdbWriter,
  parent: DomElement,
  name: "mdb:metadataIdentifier" | "cit:identifier",
  code: string,
) {
  w.requiredText(w.el(w.el(parent, name), "mcc:MD_Identifier"), "mcc:code", code);
}

function writeHeader(w: MdbWriter, root: DomElement, r: IsoRecord) {
  writeIdentifier(w, root, "mdb:metadataIdentifier", r.fileIdentifier);
  writeDefaultLocale(w, root, r);
  if (r.parentIdentifier) {
    const parent = w.el(w.el(root, "mdb:parentMetadata"), "cit:CI_Citation");
    w.requiredText(parent, "cit:title", r.parentIdentifier);
    writeIdentifier(w, parent, "cit:identifier", r.parentIdentifier);
  }
  const scope = w.el(w.el(root, "mdb:metadataScope"), "mdb:MD_MetadataScope");
  w.code(scope, "mdb:resourceScope", "mcc:MD_ScopeCode", r.levelHierarki);
  const contacts = metadataContacts(r);
  for (const contact of contacts) writeResponsibility(w, root, "mdb:contact", contact);
  if (contacts.length === 0) w.nil(root, "mdb:contact");
  const dateInfo = w.el(w.el(root, "mdb:dateInfo"), "cit:CI_Date");
  w.dateTime(dateInfo, "cit:date", r.tanggalMetadata);
  w.code(dateInfo, "cit:dateType", "cit:CI_DateTypeCode", "revision");
}

/** ISO 19115-3 of the namespaces' edition; Simpul's own records name the SNI profile too. */
function writeStandard(w: MdbWriter, root: DomElement, imported: boolean) {
  const standard = w.el(w.el(root, "mdb:metadataStandard"), "cit:CI_Citation");
  w.text(standard, "cit:title", "ISO 19115-3");
  if (!imported) w.text(standard, "cit:alternateTitle", "SNI ISO 19115-3");
  w.text(standard, "cit:edition", w.ns.mdb.endsWith("/1.0") ? "2016" : "2018");
}

/** EPSG:n is written as code n in code space EPSG; any other value as one code. */
function writeReferenceSystem(w: MdbWriter, root: DomElement, code: string | null) {
  if (!code) return;
  const system = w.el(w.el(root, "mdb:referenceSystemInfo"), "mrs:MD_ReferenceSystem");
  const identifier = w.el(w.el(system, "mrs:referenceSystemIdentifier"), "mcc:MD_Identifier");
  const epsg = /^EPSG:(\S+)$/.exec(code);
  w.text(identifier, "mcc:code", epsg ? epsg[1] : code);
  if (epsg) w.text(identifier, "mcc:codeSpace", "EPSG");
}

/** The whole record as a standalone mdb:MD_Metadata document in the given edition. Pure. */
export function encodeMdb(ns: MdbNamespaces, record: IsoRecord): XMLBuilder {
  const w = new MdbWriter(ns);
  const root = writeRoot(w);
  writeHeader(w, root, record);
  writeStandard(w, root, Boolean(record.diimpor));
  writeReferenceSystem(w, root, record.sistemReferensi);
  writeIdentification(w, root, record);
  writeDistribution(w, root, record);
  writeQuality(w, root, record);
  writeLineage(w, root, record);
  return w.document;
}
