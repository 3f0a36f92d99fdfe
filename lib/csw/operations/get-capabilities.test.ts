import { describe, expect, it } from "vitest";
import type { PengaturanCsw } from "@/lib/db/generated/client";
import type { AppError } from "@/lib/errors";
import { XML_PROFILES } from "@/lib/iso/registry";
import { xmlToString } from "@/lib/xml/builder";
import { attribute, childrenNamed, descend, descendAll, textOf, type XmlElement } from "@/lib/xml/element";
import { CSW, XLINK } from "@/lib/xml/namespaces";
import { readXml } from "@/lib/xml/read-xml";
import { DEFAULT_CSW_IDENTITY } from "@/prisma/seed/data/quality-checks";
import { schemaValidationUnavailable, validateDocuments } from "@/test/support/shared-files";
import { CSW_CAPABILITIES_MODEL, SUPPORTED_FILTER } from "../capabilities-model";
import { ADVERTISED_QUERYABLES } from "../filter/queryables";
import { type GetCapabilitiesRequest, getCapabilitiesXml } from "./get-capabilities";

const UPDATED = new Date("2025-03-04T05:06:07.000Z");
const SETTINGS: PengaturanCsw = {
  id: 1,
  provider: "builtin",
  externalUrl: null,
  faks: "+62 21 8790 9999",
  biaya: "none",
  batasanAkses: "none",
  updatedById: null,
  updatedAt: UPDATED,
  ...DEFAULT_CSW_IDENTITY,
};
/** Only what the database requires: every optional setting unset. */
const BARE: PengaturanCsw = {
  ...SETTINGS,
  kataKunci: [],
  ...Object.fromEntries(
    ["situsOrganisasi", "namaKontak", "jabatan", "telepon", "faks", "email", "alamat", "kota", "provinsi"]
      .concat(["kodePos", "negara", "jamLayanan", "instruksiKontak", "peranKontak", "biaya", "batasanAkses"])
      .map((key) => [key, null]),
  ),
};
const BASE_URL = "https://simpul.contoh.go.id/";
const SECTIONS = [
  "All",
  "ServiceIdentification",
  "ServiceProvider",
  "OperationsMetadata",
  "Filter_Capabilities",
];

const ows = (local: string) => [CSW.ows, local] as const;
const ogc = (local: string) => [CSW.ogc, local] as const;
const render = (request: GetCapabilitiesRequest = {}, settings = SETTINGS) =>
  xmlToString(getCapabilitiesXml(settings, BASE_URL, request));
const parse = (request: GetCapabilitiesRequest = {}, settings = SETTINGS) =>
  readXml(render(request, settings));
const texts = (elements: XmlElement[]) => elements.map((element) => textOf(element));
const sectionsOf = (root: XmlElement) => root.children.map((child) => child.local);

/** The OWS code and locator an operation throws. */
function owsFailure(run: () => unknown): { owsCode?: unknown; locator?: unknown } {
  try {
    run();
  } catch (error) {
    return (error as AppError).details;
  }
  throw new Error("expected a CSW error");
}

describe("getCapabilitiesXml", () => {
  it.skipIf(schemaValidationUnavailable)(
    "validates against CSW-discovery.xsd for All, each section and bare settings",
    () => {
      const sections = [undefined, ...SECTIONS.map((section) => [section])];
      const documents = sections.map((list) => ({
        name: `sections-${list?.join() ?? "none"}`,
        xml: render({ sections: list }),
      }));
      documents.push({ name: "bare-settings", xml: render({}, BARE) });
      documents.push({ name: "current-sequence", xml: render({ updateSequence: UPDATED.toISOString() }) });
      expect(validateDocuments("csw", documents)).toEqual([]);
    },
  );

  it("writes each setting of spec 2.10 at its element", () => {
    const root = parse({}, { ...SETTINGS, peranKontak: "custodian" });
    const identification = descend(root, ows("ServiceIdentification"));
    const contact = descend(root, ows("ServiceProvider"), ows("ServiceContact"));
    const info = descend(contact, ows("ContactInfo"));
    expect(root.local).toBe("Capabilities");
    expect(attribute(root, "version")).toBe("2.0.2");
    expect(textOf(descend(identification, ows("Title")))).toBe(DEFAULT_CSW_IDENTITY.judul);
    expect(textOf(descend(identification, ows("Abstract")))).toBe(DEFAULT_CSW_IDENTITY.abstrak);
    expect(textOf(descend(root, ows("ServiceProvider"), ows("ProviderName")))).toBe(
      DEFAULT_CSW_IDENTITY.namaOrganisasi,
    );
    expect(textOf(descend(contact, ows("IndividualName")))).toBe(DEFAULT_CSW_IDENTITY.namaKontak);
    expect(textOf(descend(contact, ows("PositionName")))).toBe(DEFAULT_CSW_IDENTITY.jabatan);
    expect(textOf(descend(info, ows("Phone"), ows("Voice")))).toBe(DEFAULT_CSW_IDENTITY.telepon);
    expect(textOf(descend(info, ows("Address"), ows("ElectronicMailAddress")))).toBe(
      DEFAULT_CSW_IDENTITY.email,
    );
    expect(textOf(descend(info, ows("HoursOfService")))).toBe(DEFAULT_CSW_IDENTITY.jamLayanan);
    expect(textOf(descend(info, ows("ContactInstructions")))).toBe(DEFAULT_CSW_IDENTITY.instruksiKontak);
    expect(textOf(descend(contact, ows("Role")))).toBe("custodian");
  });

  it("writes the rest of the identity: keywords, service type, fees, provider site, phone and address", () => {
    const root = parse();
    const identification = descend(root, ows("ServiceIdentification"));
    const info = descend(root, ows("ServiceProvider"), ows("ServiceContact"), ows("ContactInfo"));
    expect(texts(descendAll(identification, ows("Keywords"), ows("Keyword")))).toEqual(
      DEFAULT_CSW_IDENTITY.kataKunci,
    );
    expect(textOf(descend(identification, ows("ServiceType")))).toBe("CSW");
    expect(texts(childrenNamed(identification, ows("ServiceTypeVersion")))).toEqual(["2.0.2"]);
    expect(textOf(descend(identification, ows("Fees")))).toBe("none");
    expect(textOf(descend(identification, ows("AccessConstraints")))).toBe("none");
    const site = descend(root, ows("ServiceProvider"), ows("ProviderSite"));
    expect(attribute(site, "href", XLINK)).toBe(DEFAULT_CSW_IDENTITY.situsOrganisasi);
    expect(textOf(descend(info, ows("Phone"), ows("Facsimile")))).toBe(SETTINGS.faks);
    const address = descend(info, ows("Address"));
    expect(address?.children.map((child) => [child.local, textOf(child)])).toEqual([
      ["DeliveryPoint", DEFAULT_CSW_IDENTITY.alamat],
      ["City", DEFAULT_CSW_IDENTITY.kota],
      ["AdministrativeArea", DEFAULT_CSW_IDENTITY.provinsi],
      ["PostalCode", DEFAULT_CSW_IDENTITY.kodePos],
      ["Country", DEFAULT_CSW_IDENTITY.negara],
      ["ElectronicMailAddress", DEFAULT_CSW_IDENTITY.email],
    ]);
    expect(attribute(descend(info, ows("OnlineResource")), "href", XLINK)).toBe(
      DEFAULT_CSW_IDENTITY.situsOrganisasi,
    );
  });

  it("leaves out settings that are unset, but keeps the mandatory ProviderName and ServiceContact", () => {
    const root = parse({}, { ...BARE, namaOrganisasi: "Simpul Uji" });
    const identification = descend(root, ows("ServiceIdentification"));
    expect(identification?.children.map((child) => child.local)).toEqual([
      "Title",
      "Abstract",
      "ServiceType",
      "ServiceTypeVersion",
    ]);
    const provider = descend(root, ows("ServiceProvider"));
    expect(provider?.children.map((child) => child.local)).toEqual(["ProviderName", "ServiceContact"]);
    expect(textOf(descend(provider, ows("ProviderName")))).toBe("Simpul Uji");
    expect(descend(provider, ows("ServiceContact"))?.children).toEqual([]);
  });

  it("advertises the operations of the model with GET and POST at {baseUrl}/csw", () => {
    const operations = descendAll(parse(), ows("OperationsMetadata"), ows("Operation"));
    const names = ["GetCapabilities", "DescribeRecord", "GetDomain", "GetRecords", "GetRecordById"];
    expect(operations.map((op) => attribute(op, "name"))).toEqual(names);
    expect(CSW_CAPABILITIES_MODEL.operations.map((op) => op.name)).toEqual(names);
    for (const op of operations) {
      const http = descend(op, ows("DCP"), ows("HTTP"));
      expect(http?.children.map((method) => [method.local, attribute(method, "href", XLINK)])).toEqual([
        ["Get", "https://simpul.contoh.go.id/csw"],
        ["Post", "https://simpul.contoh.go.id/csw"],
      ]);
    }
  });

  it("lists the output schemas, type names, queryables and service constraints", () => {
    const metadata = descend(parse(), ows("OperationsMetadata"));
    const getRecords = childrenNamed(metadata, ows("Operation")).find(
      (op) => attribute(op, "name") === "GetRecords",
    );
    const domain = (parent: XmlElement | undefined, kind: string, name: string) =>
      texts(
        descendAll(
          childrenNamed(parent, ows(kind)).find((d) => attribute(d, "name") === name),
          ows("Value"),
        ),
      );
    expect(domain(getRecords, "Parameter", "outputSchema").sort()).toEqual(
      [XML_PROFILES.dublinCore, XML_PROFILES.gmd, XML_PROFILES.mdb2018]
        .map((profile) => profile.outputSchema)
        .sort(),
    );
    expect(domain(getRecords, "Parameter", "typeNames")).toEqual([
      "csw:Record",
      "gmd:MD_Metadata",
      "mdb:MD_Metadata",
    ]);
    expect(domain(getRecords, "Parameter", "resultType")).toEqual(["hits", "results", "validate"]);
    expect(domain(getRecords, "Parameter", "ElementSetName")).toEqual(["brief", "summary", "full"]);
    expect(domain(getRecords, "Parameter", "CONSTRAINTLANGUAGE")).toEqual(["FILTER", "CQL_TEXT"]);
    expect(domain(getRecords, "Constraint", "SupportedDublinCoreQueryables")).toEqual([
      ...ADVERTISED_QUERYABLES.SupportedDublinCoreQueryables,
    ]);
    expect(domain(getRecords, "Constraint", "SupportedISOQueryables")).toEqual([
      ...ADVERTISED_QUERYABLES.SupportedISOQueryables,
    ]);
    expect(domain(metadata, "Constraint", "MaxRecordDefault")).toEqual(["100"]);
    expect(domain(metadata, "Constraint", "PostEncoding")).toEqual(["XML"]);
    expect(domain(metadata, "Parameter", "version")).toEqual(["2.0.2"]);
  });

  it("lists exactly the filter engine's operators in Filter_Capabilities", () => {
    const filter = descend(parse(), ogc("Filter_Capabilities"));
    const spatial = descend(filter, ogc("Spatial_Capabilities"));
    const scalar = descend(filter, ogc("Scalar_Capabilities"));
    expect(texts(descendAll(spatial, ogc("GeometryOperands"), ogc("GeometryOperand")))).toEqual([
      ...SUPPORTED_FILTER.geometryOperands,
    ]);
    const spatialOperators = descendAll(spatial, ogc("SpatialOperators"), ogc("SpatialOperator"));
    expect(spatialOperators.map((op) => attribute(op, "name"))).toEqual([...SUPPORTED_FILTER.spatial]);
    // Filter 1.1 declares And/Or/Not by an empty ogc:LogicalOperators.
    expect(SUPPORTED_FILTER.logical).toEqual(["And", "Or", "Not"]);
    expect(descend(scalar, ogc("LogicalOperators"))?.children).toEqual([]);
    expect(texts(descendAll(scalar, ogc("ComparisonOperators"), ogc("ComparisonOperator")))).toEqual([
      ...SUPPORTED_FILTER.comparisonOperators,
    ]);
    expect(descend(scalar, ogc("ArithmeticOperators"))).toBeUndefined();
    expect(descend(filter, ogc("Id_Capabilities"))?.children.map((id) => id.local)).toEqual(["EID", "FID"]);
  });

  it("writes the requested sections (case ignored) and always Filter_Capabilities", () => {
    expect(sectionsOf(parse({ sections: ["serviceprovider"] }))).toEqual([
      "ServiceProvider",
      "Filter_Capabilities",
    ]);
    expect(sectionsOf(parse({ sections: ["OperationsMetadata,ServiceIdentification"] }))).toEqual([
      "ServiceIdentification",
      "OperationsMetadata",
      "Filter_Capabilities",
    ]);
    expect(sectionsOf(parse({ sections: ["Filter_Capabilities"] }))).toEqual(["Filter_Capabilities"]);
    const all = SECTIONS.slice(1);
    expect(sectionsOf(parse({ sections: ["ALL"] }))).toEqual(all);
    expect(sectionsOf(parse({ sections: [] }))).toEqual(all);
  });

  it("refuses an unknown section with InvalidParameterValue at sections", () => {
    for (const sections of [["Contents"], ["All", "Contents"]]) {
      const failure = owsFailure(() => getCapabilitiesXml(SETTINGS, BASE_URL, { sections }));
      expect(failure).toMatchObject({ owsCode: "InvalidParameterValue", locator: "sections" });
    }
  });

  it("negotiates the version: 2.0.2 must be among acceptVersions", () => {
    expect(() => getCapabilitiesXml(SETTINGS, BASE_URL, { acceptVersions: ["3.0.0,2.0.2"] })).not.toThrow();
    const failure = owsFailure(() =>
      getCapabilitiesXml(SETTINGS, BASE_URL, { acceptVersions: ["3.0.0", "1.0.0"] }),
    );
    expect(failure).toMatchObject({ owsCode: "VersionNegotiationFailed", locator: "acceptVersions" });
  });

  it("uses the settings' last change as updateSequence", () => {
    const sequence = UPDATED.toISOString();
    expect(attribute(parse(), "updateSequence")).toBe(sequence);
    // The client's copy is current: only the part the schema requires.
    expect(sectionsOf(parse({ updateSequence: sequence }))).toEqual(["Filter_Capabilities"]);
    expect(sectionsOf(parse({ updateSequence: "2020-01-01T00:00:00.000Z" }))).toHaveLength(4);
    const failure = owsFailure(() =>
      getCapabilitiesXml(SETTINGS, BASE_URL, { updateSequence: "2030-01-01T00:00:00.000Z" }),
    );
    expect(failure).toMatchObject({ owsCode: "InvalidParameterValue", locator: "updateSequence" });
  });
});
