import type { XMLBuilder } from "xmlbuilder2/lib/interfaces";
import type { PengaturanCsw } from "../../db/generated/client";
import { newXmlDocument, xmlToString } from "../../xml/builder";
import { CSW, GML31, XLINK, XSI } from "../../xml/namespaces";
import { CSW_CAPABILITIES_MODEL, CSW_SERVICE, CSW_VERSION, type CswOperation } from "../capabilities-model";
import { cswError } from "../exception-report";

// GetCapabilities: the service identity from the settings row (spec 2.10), OperationsMetadata
// and Filter_Capabilities from the capabilities model. csw:CapabilitiesType makes
// ogc:Filter_Capabilities mandatory, so it is written whatever `sections` asks for.

const XMLNS = "http://www.w3.org/2000/xmlns/";
const ROOT_NAMESPACES = { csw: CSW.csw, ows: CSW.ows, ogc: CSW.ogc, gml: GML31, xlink: XLINK, xsi: XSI };
const SECTIONS = [
  "ServiceIdentification",
  "ServiceProvider",
  "OperationsMetadata",
  "Filter_Capabilities",
] as const;
type Section = (typeof SECTIONS)[number];
const ISO_CODE_SPACE = "ISOTC211/19115";

export interface GetCapabilitiesRequest {
  sections?: string[];
  acceptVersions?: string[];
  updateSequence?: string;
}

/** The csw:Capabilities document; `baseUrl` is the site root the /csw endpoint lives under. */
export function getCapabilitiesXml(
  settings: PengaturanCsw,
  baseUrl: string,
  request: GetCapabilitiesRequest = {},
): XMLBuilder {
  const sections = sectionsToWrite(settings, request);
  const updateSequence = settings.updatedAt.toISOString();
  const document = newXmlDocument();
  const root = document.ele(CSW.csw, "csw:Capabilities");
  for (const [prefix, namespace] of Object.entries(ROOT_NAMESPACES))
    root.att(XMLNS, `xmlns:${prefix}`, namespace);
  root
    .att("version", CSW_VERSION)
    .att("updateSequence", updateSequence)
    .att(XSI, "xsi:schemaLocation", `${CSW.csw} http://schemas.opengis.net/csw/2.0.2/CSW-discovery.xsd`);
  if (sections.has("ServiceIdentification")) writeServiceIdentification(root, settings);
  if (sections.has("ServiceProvider")) writeServiceProvider(root, settings);
  if (sections.has("OperationsMetadata")) writeOperationsMetadata(root, `${baseUrl.replace(/\/+$/, "")}/csw`);
  writeFilterCapabilities(root);
  return document;
}

/** The sections the answer holds; refuses versions, sections and update sequences it cannot serve. */
function sectionsToWrite(settings: PengaturanCsw, request: GetCapabilitiesRequest): Set<Section> {
  negotiateVersion(request.acceptVersions);
  const requested = requestedSections(request);
  const updateSequence = settings.updatedAt.toISOString();
  checkUpdateSequence(request.updateSequence, updateSequence);
  // The client's copy is current: only what the schema requires (Filter_Capabilities).
  return request.updateSequence?.trim() === updateSequence ? new Set<Section>() : requested;
}

/** Serialised capabilities by what they are written from (the settings, the base URL, the sections). */
const serialised = new Map<string, string>();
const MAX_SERIALISED = 64;

/**
 * getCapabilitiesXml serialised, kept by everything it is written from: the same settings,
 * base URL and sections give the same text, which is written once (building it cost more than
 * the rest of a GetCapabilities).
 */
export function getCapabilitiesText(
  settings: PengaturanCsw,
  baseUrl: string,
  request: GetCapabilitiesRequest = {},
): string {
  const key = JSON.stringify([settings, baseUrl, [...sectionsToWrite(settings, request)]]);
  const kept = serialised.get(key);
  if (kept !== undefined) return kept;
  const text = xmlToString(getCapabilitiesXml(settings, baseUrl, request), { pretty: false });
  if (serialised.size >= MAX_SERIALISED) serialised.clear();
  serialised.set(key, text);
  return text;
}

/** Comma lists split, blanks dropped (KVP values may arrive unsplit). */
const listOf = (values: string[] | undefined) =>
  (values ?? [])
    .flatMap((value) => value.split(","))
    .map((value) => value.trim())
    .filter(Boolean);

function negotiateVersion(acceptVersions: string[] | undefined): void {
  const versions = listOf(acceptVersions);
  if (versions.length === 0 || versions.includes(CSW_VERSION)) return;
  throw cswError(
    "VersionNegotiationFailed",
    `Versi ${versions.join(", ")} tidak didukung; layanan ini hanya CSW ${CSW_VERSION} / versions ${versions.join(", ")} are not supported; this service offers CSW ${CSW_VERSION} only`,
    "acceptVersions",
  );
}

function requestedSections(request: GetCapabilitiesRequest): Set<Section> {
  const names = listOf(request.sections);
  if (names.length === 0) return new Set(SECTIONS);
  const sections = new Set<Section>();
  let all = false;
  for (const name of names) {
    if (name.toLowerCase() === "all") {
      all = true;
      continue;
    }
    const section = SECTIONS.find((known) => known.toLowerCase() === name.toLowerCase());
    if (!section) {
      throw cswError(
        "InvalidParameterValue",
        `Bagian "${name}" tidak dikenal; pilih ${SECTIONS.join(", ")} atau All / unknown section "${name}"; choose ${SECTIONS.join(", ")} or All`,
        "sections",
      );
    }
    sections.add(section);
  }
  return all ? new Set(SECTIONS) : sections;
}

/** A client claiming a newer sequence than the server's has a copy this server never issued. */
function checkUpdateSequence(requested: string | undefined, current: string): void {
  const value = requested?.trim();
  const time = value ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(time) || time <= Date.parse(current)) return;
  throw cswError(
    "InvalidParameterValue",
    `updateSequence ${value} lebih baru daripada milik layanan (${current}) / updateSequence ${value} is newer than the service's (${current})`,
    "updateSequence",
  );
}

/** Appends a text element unless the value is unset or blank. */
function text(parent: XMLBuilder, qname: string, value: string | null | undefined): void {
  if (value?.trim()) parent.ele(CSW.ows, qname).txt(value.trim());
}

function link(parent: XMLBuilder, qname: string, href: string | null): void {
  if (!href?.trim()) return;
  parent.ele(CSW.ows, qname).att(XLINK, "xlink:type", "simple").att(XLINK, "xlink:href", href.trim());
}

function writeServiceIdentification(root: XMLBuilder, settings: PengaturanCsw): void {
  const identification = root.ele(CSW.ows, "ows:ServiceIdentification");
  text(identification, "ows:Title", settings.judul);
  text(identification, "ows:Abstract", settings.abstrak);
  const keywords = settings.kataKunci.map((keyword) => keyword.trim()).filter(Boolean);
  if (keywords.length > 0) {
    const list = identification.ele(CSW.ows, "ows:Keywords");
    for (const keyword of keywords) text(list, "ows:Keyword", keyword);
  }
  identification.ele(CSW.ows, "ows:ServiceType").att("codeSpace", "OGC").txt(CSW_SERVICE);
  text(identification, "ows:ServiceTypeVersion", CSW_VERSION);
  text(identification, "ows:Fees", settings.biaya);
  text(identification, "ows:AccessConstraints", settings.batasanAkses);
}

function writeServiceProvider(root: XMLBuilder, settings: PengaturanCsw): void {
  const provider = root.ele(CSW.ows, "ows:ServiceProvider");
  // Mandatory in OWS 1.0, so written even if blank.
  provider.ele(CSW.ows, "ows:ProviderName").txt(settings.namaOrganisasi.trim());
  link(provider, "ows:ProviderSite", settings.situsOrganisasi);
  const contact = provider.ele(CSW.ows, "ows:ServiceContact");
  text(contact, "ows:IndividualName", settings.namaKontak);
  text(contact, "ows:PositionName", settings.jabatan);
  writeContactInfo(contact, settings);
  if (settings.peranKontak?.trim()) {
    contact.ele(CSW.ows, "ows:Role").att("codeSpace", ISO_CODE_SPACE).txt(settings.peranKontak.trim());
  }
}

/** ows:ContactInfo with only the parts that are set (every element there is optional). */
function writeContactInfo(contact: XMLBuilder, s: PengaturanCsw): void {
  const set = (...values: (string | null)[]) => values.some((value) => value?.trim());
  const address = [s.alamat, s.kota, s.provinsi, s.kodePos, s.negara, s.email];
  if (!set(s.telepon, s.faks, ...address, s.situsOrganisasi, s.jamLayanan, s.instruksiKontak)) return;
  const info = contact.ele(CSW.ows, "ows:ContactInfo");
  if (set(s.telepon, s.faks)) {
    const phone = info.ele(CSW.ows, "ows:Phone");
    text(phone, "ows:Voice", s.telepon);
    text(phone, "ows:Facsimile", s.faks);
  }
  if (set(...address)) {
    const element = info.ele(CSW.ows, "ows:Address");
    text(element, "ows:DeliveryPoint", s.alamat);
    text(element, "ows:City", s.kota);
    text(element, "ows:AdministrativeArea", s.provinsi);
    text(element, "ows:PostalCode", s.kodePos);
    text(element, "ows:Country", s.negara);
    text(element, "ows:ElectronicMailAddress", s.email);
  }
  link(info, "ows:OnlineResource", s.situsOrganisasi);
  text(info, "ows:HoursOfService", s.jamLayanan);
  text(info, "ows:ContactInstructions", s.instruksiKontak);
}

/** ows:Parameter / ows:Constraint elements of a name -> values table. */
function domains(
  parent: XMLBuilder,
  qname: string,
  table: Readonly<Record<string, readonly string[]>>,
): void {
  for (const [name, values] of Object.entries(table)) {
    const domain = parent.ele(CSW.ows, qname).att("name", name);
    for (const value of values) domain.ele(CSW.ows, "ows:Value").txt(value);
  }
}

function writeOperation(parent: XMLBuilder, op: CswOperation, href: string): void {
  const operation = parent.ele(CSW.ows, "ows:Operation").att("name", op.name);
  const http = operation.ele(CSW.ows, "ows:DCP").ele(CSW.ows, "ows:HTTP");
  if (op.methods.get) link(http, "ows:Get", href);
  if (op.methods.post) link(http, "ows:Post", href);
  domains(operation, "ows:Parameter", op.parameters);
  domains(operation, "ows:Constraint", op.constraints ?? {});
}

function writeOperationsMetadata(root: XMLBuilder, href: string): void {
  const metadata = root.ele(CSW.ows, "ows:OperationsMetadata");
  for (const op of CSW_CAPABILITIES_MODEL.operations) writeOperation(metadata, op, href);
  domains(metadata, "ows:Parameter", CSW_CAPABILITIES_MODEL.parameters);
  domains(metadata, "ows:Constraint", CSW_CAPABILITIES_MODEL.constraints);
}

/**
 * Filter 1.1 capabilities of the filter engine. ogc:LogicalOperators is an empty element in
 * Filter 1.1: its presence declares And, Or and Not. Id_Capabilities needs at least one child.
 */
function writeFilterCapabilities(root: XMLBuilder): void {
  const { filter } = CSW_CAPABILITIES_MODEL;
  const capabilities = root.ele(CSW.ogc, "ogc:Filter_Capabilities");
  const spatial = capabilities.ele(CSW.ogc, "ogc:Spatial_Capabilities");
  const operands = spatial.ele(CSW.ogc, "ogc:GeometryOperands");
  for (const operand of filter.geometryOperands) operands.ele(CSW.ogc, "ogc:GeometryOperand").txt(operand);
  const spatialOperators = spatial.ele(CSW.ogc, "ogc:SpatialOperators");
  for (const name of filter.spatial) spatialOperators.ele(CSW.ogc, "ogc:SpatialOperator").att("name", name);
  const scalar = capabilities.ele(CSW.ogc, "ogc:Scalar_Capabilities");
  if (filter.logical.length > 0) scalar.ele(CSW.ogc, "ogc:LogicalOperators");
  const comparison = scalar.ele(CSW.ogc, "ogc:ComparisonOperators");
  for (const name of filter.comparisonOperators) comparison.ele(CSW.ogc, "ogc:ComparisonOperator").txt(name);
  const ids = capabilities.ele(CSW.ogc, "ogc:Id_Capabilities");
  ids.ele(CSW.ogc, "ogc:EID");
  ids.ele(CSW.ogc, "ogc:FID");
}
