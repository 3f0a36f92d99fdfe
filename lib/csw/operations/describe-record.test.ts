import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { AppError } from "@/lib/errors";
import { XML_PROFILES } from "@/lib/iso/registry";
import { xmlToString } from "@/lib/xml/builder";
import { attribute, descendAll, type XmlElement } from "@/lib/xml/element";
import { CSW, ISO19139, MDB_2018 } from "@/lib/xml/namespaces";
import { readXml } from "@/lib/xml/read-xml";
import { fullIsoRecord } from "@/test/support/iso-records";
import { SHARED_DIR, schemaValidationUnavailable, validateDocuments } from "@/test/support/shared-files";
import { type DescribeRecordRequest, describeRecordXml } from "./describe-record";

const XS = "http://www.w3.org/2001/XMLSchema";
const TYPES = [
  {
    typeName: "csw:Record",
    namespace: CSW.csw,
    encode: () => XML_PROFILES.dublinCore.encode(fullIsoRecord(), "full"),
  },
  {
    typeName: "gmd:MD_Metadata",
    namespace: ISO19139.gmd,
    encode: () => XML_PROFILES.gmd.encode(fullIsoRecord()),
  },
  {
    typeName: "mdb:MD_Metadata",
    namespace: MDB_2018.mdb,
    encode: () => XML_PROFILES.mdb2018.encode(fullIsoRecord()),
  },
];

const render = (request: DescribeRecordRequest = {}) => xmlToString(describeRecordXml(request));
const components = (request: DescribeRecordRequest = {}) =>
  descendAll(readXml(render(request)), [CSW.csw, "SchemaComponent"]);
const namespacesOf = (list: XmlElement[]) => list.map((component) => attribute(component, "targetNamespace"));

function owsFailure(run: () => unknown): { owsCode?: unknown; locator?: unknown } {
  try {
    run();
  } catch (error) {
    return (error as AppError).details;
  }
  throw new Error("expected a CSW error");
}

/**
 * Validates `instance` against the xs:schema embedded for `typeName`, offline: its public
 * schemaLocations are pointed at the shared copies, and (as the shared top/csw.xsd does) GML
 * 3.1.1 and Filter 1.1 are loaded first by local path, which libxml2's include cycles need.
 */
function validateWithEmbeddedSchema(
  typeName: string,
  instance: string,
): { status: number | null; output: string } {
  const response = render({ typeNames: [typeName] });
  const embedded = /<xs:schema[\s\S]*?<\/xs:schema>/.exec(response)?.[0] ?? "";
  const schemas = path.join(SHARED_DIR, "schemas");
  const local = embedded
    .replace("<xs:schema", `<xs:schema xmlns:xs="${XS}"`)
    .replaceAll(
      'schemaLocation="http://schemas.opengis.net/',
      `schemaLocation="${schemas}/schemas.opengis.net/`,
    )
    .replaceAll(
      'schemaLocation="http://standards.iso.org/iso/',
      `schemaLocation="${schemas}/standards.iso.org/iso/`,
    );
  const namespace = /targetNamespace="([^"]+)"/.exec(embedded)?.[1];
  const dir = mkdtempSync(path.join(tmpdir(), "simpul-describe-"));
  try {
    writeFileSync(path.join(dir, "component.xsd"), local);
    writeFileSync(
      path.join(dir, "wrapper.xsd"),
      `<xs:schema xmlns:xs="${XS}">
        <xs:import namespace="http://www.opengis.net/gml" schemaLocation="${schemas}/schemas.opengis.net/gml/3.1.1/base/gml.xsd"/>
        <xs:import namespace="http://www.opengis.net/ogc" schemaLocation="${schemas}/schemas.opengis.net/filter/1.1.0/filter.xsd"/>
        <xs:import namespace="${namespace}" schemaLocation="component.xsd"/>
      </xs:schema>`,
    );
    writeFileSync(path.join(dir, "record.xml"), instance);
    const run = spawnSync("xmllint", ["--nonet", "--noout", "--schema", "wrapper.xsd", "record.xml"], {
      cwd: dir,
      encoding: "utf8",
      env: { ...process.env, XML_CATALOG_FILES: path.join(schemas, "catalog.xml") },
    });
    const output = `${run.stdout}${run.stderr}`
      .split("\n")
      .filter((line) => line.trim() && !line.includes("Skipping import of schema"))
      .join("\n");
    return { status: run.status, output };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("describeRecordXml", () => {
  it.skipIf(schemaValidationUnavailable)(
    "validates against CSW-discovery.xsd for every type and for all",
    () => {
      const documents = [
        { name: "all", xml: render() },
        ...TYPES.map(({ typeName }) => ({ name: typeName, xml: render({ typeNames: [typeName] }) })),
      ];
      expect(validateDocuments("csw", documents)).toEqual([]);
    },
  );

  it("answers one SchemaComponent per supported type when no type is named", () => {
    const all = components();
    expect(namespacesOf(all)).toEqual(TYPES.map((type) => type.namespace));
    for (const component of all) {
      expect(attribute(component, "schemaLanguage")).toBe("http://www.w3.org/XML/Schema");
      const schemas = component.children;
      expect(schemas.map((schema) => [schema.ns, schema.local])).toEqual([[XS, "schema"]]);
      expect(attribute(schemas[0], "targetNamespace")).toBe(attribute(component, "targetNamespace"));
    }
  });

  it("includes the official schema of each type by its public URL", () => {
    const includes = components().map((component) =>
      descendAll(component, [XS, "schema"], [XS, "include"]).map((include) =>
        attribute(include, "schemaLocation"),
      ),
    );
    expect(includes).toEqual([
      ["http://schemas.opengis.net/csw/2.0.2/record.xsd"],
      ["http://schemas.opengis.net/iso/19139/20070417/gmd/gmd.xsd"],
      ["http://standards.iso.org/iso/19115/-3/mdb/2.0/mdb.xsd"],
    ]);
    const mdbImports = descendAll(components()[2], [XS, "schema"], [XS, "import"]);
    expect(mdbImports.map((i) => attribute(i, "schemaLocation"))).toEqual([
      "http://standards.iso.org/iso/19115/-3/mds/2.0/mds.xsd",
    ]);
  });

  it.skipIf(schemaValidationUnavailable).each(TYPES)(
    "the schema embedded for $typeName validates the records the encoder writes",
    ({ typeName, encode }) => {
      const { status, output } = validateWithEmbeddedSchema(typeName, xmlToString(encode()));
      expect(output).toMatch(/record\.xml validates$/);
      expect(status).toBe(0);
    },
  );

  it("answers the named types only, once each, prefixed or in {namespace}local form", () => {
    expect(namespacesOf(components({ typeNames: ["gmd:MD_Metadata"] }))).toEqual([ISO19139.gmd]);
    expect(namespacesOf(components({ typeNames: ["mdb:MD_Metadata,csw:Record", "csw:Record"] }))).toEqual([
      MDB_2018.mdb,
      CSW.csw,
    ]);
    expect(namespacesOf(components({ typeNames: [`{${CSW.csw}}Record`] }))).toEqual([CSW.csw]);
    expect(namespacesOf(components({ typeNames: [] }))).toHaveLength(3);
  });

  it("refuses unknown or unqualified type names with InvalidParameterValue at typename", () => {
    for (const typeName of ["rim:RegistryObject", "Record", "csw:record", `{${ISO19139.gmd}}Record`]) {
      expect(owsFailure(() => describeRecordXml({ typeNames: [typeName] }))).toEqual({
        owsCode: "InvalidParameterValue",
        locator: "typename",
      });
    }
  });

  it("accepts application/xml and W3C XML Schema under its usual names, nothing else", () => {
    for (const schemaLanguage of [
      "http://www.w3.org/XML/Schema",
      "http://www.w3.org/2001/XMLSchema",
      "XMLSCHEMA",
    ]) {
      expect(components({ outputFormat: "application/xml", schemaLanguage })).toHaveLength(3);
    }
    expect(owsFailure(() => describeRecordXml({ outputFormat: "application/json" }))).toEqual({
      owsCode: "InvalidParameterValue",
      locator: "outputFormat",
    });
    expect(
      owsFailure(() => describeRecordXml({ schemaLanguage: "http://relaxng.org/ns/structure/1.0" })),
    ).toEqual({
      owsCode: "InvalidParameterValue",
      locator: "schemaLanguage",
    });
  });
});
