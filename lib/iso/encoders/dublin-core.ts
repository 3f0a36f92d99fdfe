import type { XMLBuilder } from "xmlbuilder2/lib/interfaces";
import { newXmlDocument } from "../../xml/builder";
import { CSW } from "../../xml/namespaces";
import type { ElementSetName, IsoEncoder } from "../encoder";
import { isoDateOrDateTime, isoDateTime } from "../iso-values";
import type { IsoRecord } from "../record";
import { present } from "./gmd-xml";

// The CSW 2.0.2 Dublin Core views of a record (csw:BriefRecord, csw:SummaryRecord, csw:Record),
// the default output schema of the CSW endpoint. Element order follows record.xsd; full keeps
// every summary element. ows:BoundingBox is WGS 84 in latitude/longitude order, as the EPSG:4326
// URN defines it and as pycsw and the OGC CITE records write it: "south west" / "north east".

const XMLNS = "http://www.w3.org/2000/xmlns/";
const PREFIXES = { csw: CSW.csw, dc: CSW.dc, dct: CSW.dct, ows: CSW.ows } as const;

const ROOT: Record<ElementSetName, string> = {
  brief: "csw:BriefRecord",
  summary: "csw:SummaryRecord",
  full: "csw:Record",
};

// CI_RoleCode values by the Dublin Core agent they describe; other roles (pointOfContact,
// custodian, user ...) have no DC counterpart.
export const DUBLIN_CORE_AGENT_ROLES = {
  creator: new Set(["originator", "author", "principalInvestigator", "coAuthor"]),
  publisher: new Set(["publisher", "distributor"]),
  contributor: new Set(["contributor", "collaborator", "processor", "editor", "resourceProvider"]),
};

type Add = (qname: `${keyof typeof PREFIXES}:${string}`, value: string | null, scheme?: string) => void;

/** The record as csw:BriefRecord, csw:SummaryRecord or (the default) csw:Record. */
export const encodeDublinCore: IsoEncoder = (record, elementSet = "full") => {
  const document = newXmlDocument();
  const root = document.ele(CSW.csw, ROOT[elementSet]);
  for (const [prefix, namespace] of Object.entries(PREFIXES)) root.att(XMLNS, `xmlns:${prefix}`, namespace);
  const add: Add = (qname, value, scheme) => {
    if (!present(value)) return;
    const element = root.ele(PREFIXES[qname.slice(0, qname.indexOf(":")) as keyof typeof PREFIXES], qname);
    if (present(scheme)) element.att("scheme", scheme);
    element.txt(value);
  };
  // dc:identifier and dc:title are mandatory in every view, so they are written even when empty.
  root.ele(CSW.dc, "dc:identifier").txt(record.fileIdentifier);
  root.ele(CSW.dc, "dc:title").txt(record.judul);
  add("dc:type", record.levelHierarki);
  if (elementSet !== "brief") writeSummary(add, record, elementSet === "full");
  writeBoundingBox(root, record);
  return document;
};

function writeSummary(add: Add, record: IsoRecord, full: boolean): void {
  for (const subject of unique([...record.kataKunci.map((k) => k.kataKunci), ...record.topikKategori])) {
    add("dc:subject", subject);
  }
  for (const format of unique(record.distribusi.map((d) => d.formatNama))) add("dc:format", format);
  if (full) writeAgentsAndRights(add, record);
  add("dc:relation", record.parentIdentifier);
  if (full) add("dc:source", record.sumberData);
  add("dct:modified", isoDateTime(record.tanggalMetadata));
  add("dct:abstract", record.abstrak);
  add("dct:spatial", record.deskripsiWilayah);
  if (!full) return;
  for (const { tipe, tanggal } of record.tanggal) {
    if (tipe === "creation") add("dct:created", isoDateOrDateTime(tanggal));
    if (tipe === "publication") add("dct:issued", isoDateOrDateTime(tanggal));
  }
  for (const link of record.distribusi) add("dct:references", link.url, link.protokol);
}

function writeAgentsAndRights(add: Add, record: IsoRecord): void {
  const agents = (roles: Set<string>) =>
    unique(
      record.kontak
        .filter((contact) => contact.lingkup === "SUMBER_DAYA" && roles.has(contact.peran))
        .map((contact) => contact.namaOrganisasi ?? contact.namaIndividu),
    );
  for (const name of agents(DUBLIN_CORE_AGENT_ROLES.creator)) add("dc:creator", name);
  const publishers = agents(DUBLIN_CORE_AGENT_ROLES.publisher);
  // Only contacts the record names: the organisation that keeps a record in the catalogue is
  // not by that its publisher.
  for (const name of publishers) add("dc:publisher", name);
  for (const name of agents(DUBLIN_CORE_AGENT_ROLES.contributor)) add("dc:contributor", name);
  add("dc:language", record.bahasa);
  // "otherRestrictions" only points at the free-text constraints, which are written themselves.
  const codes = [...record.batasanAkses, ...record.batasanPemakaian].filter(
    (code) => code !== "otherRestrictions",
  );
  for (const rights of unique([record.batasanPenggunaan, record.batasanLain, ...codes]))
    add("dc:rights", rights);
}

function writeBoundingBox(root: XMLBuilder, { bbox }: IsoRecord): void {
  if (!bbox) return;
  root
    .ele(CSW.ows, "ows:BoundingBox")
    .att("crs", "urn:ogc:def:crs:EPSG::4326")
    .att("dimensions", "2")
    .ele(CSW.ows, "ows:LowerCorner")
    .txt(`${bbox.selatan} ${bbox.barat}`)
    .up()
    .ele(CSW.ows, "ows:UpperCorner")
    .txt(`${bbox.utara} ${bbox.timur}`);
}

function unique(values: (string | null)[]): string[] {
  return [...new Set(values.filter(present))];
}
