import { describe, expect, it } from "vitest";
import { STORED_QUERYABLES, type StoredQueryable } from "@/lib/iso/queryable-values";
import { xmlToString } from "@/lib/xml/builder";
import { attribute, descend, descendAll, textOf, type XmlElement } from "@/lib/xml/element";
import { CSW } from "@/lib/xml/namespaces";
import { readXml } from "@/lib/xml/read-xml";
import { useSeededApiDatabase } from "@/test/support/seeded-api";
import { schemaValidationUnavailable, validateDocuments } from "@/test/support/shared-files";
import { CSW_CAPABILITIES_MODEL, DOMAIN_QUERYABLES, type DomainQueryable } from "../capabilities-model";
import { type GetDomainRequest, getDomainXml, type PropertyValues } from "./get-domain";
import { DOMAIN_VALUES_LIMIT, domainValues } from "./get-domain-values";

const csw = (local: string) => [CSW.csw, local] as const;
const fakeValues: PropertyValues = async (queryable) =>
  queryable === "Language" ? [] : [`${queryable} 1`, "b & <c>"];
const render = async (request: GetDomainRequest, values: PropertyValues = fakeValues) =>
  xmlToString(await getDomainXml(request, values));

/** [name element, name, type, values] of each csw:DomainValues. */
async function domains(request: GetDomainRequest, values: PropertyValues = fakeValues) {
  const root = readXml(await render(request, values));
  expect([root.ns, root.local]).toEqual([CSW.csw, "GetDomainResponse"]);
  return descendAll(root, csw("DomainValues")).map((domain: XmlElement) => {
    const name = domain.children[0];
    const list = descendAll(domain, csw("ListOfValues"), csw("Value")).map((value) => textOf(value));
    return [name?.local, textOf(name), attribute(domain, "type"), list];
  });
}

async function owsFailure(run: Promise<unknown>): Promise<unknown> {
  return run.then(
    () => {
      throw new Error("expected a CSW error");
    },
    (error) => error.details,
  );
}

describe("getDomainXml", () => {
  it.skipIf(schemaValidationUnavailable)(
    "validates against CSW-discovery.xsd for parameters and properties",
    async () => {
      const documents = [
        { name: "parameter", xml: await render({ parameterName: "GetRecords.outputSchema" }) },
        { name: "property", xml: await render({ propertyName: "dc:type" }) },
        { name: "empty-property", xml: await render({ propertyName: "apiso:Language" }) },
        {
          name: "both",
          xml: await render({ parameterName: "GetRecords.resultType", propertyName: "apiso:Subject" }),
        },
      ];
      expect(validateDocuments("csw", documents)).toEqual([]);
    },
  );

  it("answers a parameter from the capabilities model, whatever the case", async () => {
    const getRecords = CSW_CAPABILITIES_MODEL.operations.find((op) => op.name === "GetRecords");
    expect(await domains({ parameterName: "getrecords.OUTPUTSCHEMA" })).toEqual([
      [
        "ParameterName",
        "getrecords.OUTPUTSCHEMA",
        "csw:Record",
        [...(getRecords?.parameters.outputSchema ?? [])],
      ],
    ]);
    expect(await domains({ parameterName: "GetRecords.resultType, DescribeRecord.typeName" })).toEqual([
      ["ParameterName", "GetRecords.resultType", "csw:Record", ["hits", "results", "validate"]],
      [
        "ParameterName",
        "DescribeRecord.typeName",
        "csw:Record",
        ["csw:Record", "gmd:MD_Metadata", "mdb:MD_Metadata"],
      ],
    ]);
  });

  it("lists every answerable parameter and property under GetDomain's own parameters", async () => {
    const answer = await domains({ parameterName: "GetDomain.ParameterName,GetDomain.PropertyName" });
    const [parameters, properties] = answer.map(([, , , values]) => values as string[]);
    if (!parameters || !properties) throw new Error("expected two domains");
    expect(parameters).toContain("GetCapabilities.sections");
    expect(parameters).toContain("GetRecordById.ElementSetName");
    for (const name of parameters) {
      await expect(getDomainXml({ parameterName: name }, fakeValues)).resolves.toBeDefined();
    }
    expect(properties).toEqual(expect.arrayContaining(["dc:type", "dc:subject", "apiso:TopicCategory"]));
    for (const name of properties) {
      await expect(getDomainXml({ propertyName: name }, fakeValues)).resolves.toBeDefined();
    }
  });

  it("answers a property with the values of its queryable, any accepted spelling", async () => {
    expect(await domains({ propertyName: "dc:type,apiso:TopicCategory,Subject" })).toEqual([
      ["PropertyName", "dc:type", "csw:Record", ["Type 1", "b & <c>"]],
      ["PropertyName", "apiso:TopicCategory", "gmd:MD_Metadata", ["TopicCategory 1", "b & <c>"]],
      ["PropertyName", "Subject", "csw:Record", ["Subject 1", "b & <c>"]],
    ]);
    // No values: DomainValues without ListOfValues (which needs at least one Value).
    expect(await domains({ propertyName: "dc:language" })).toEqual([
      ["PropertyName", "dc:language", "csw:Record", []],
    ]);
  });

  it("refuses a missing, unknown or malformed name", async () => {
    const missing = { owsCode: "MissingParameterValue", locator: "parameterName" };
    expect(await owsFailure(getDomainXml({}, fakeValues))).toEqual(missing);
    expect(await owsFailure(getDomainXml({ parameterName: " , " }, fakeValues))).toEqual(missing);
    const badParameter = { owsCode: "InvalidParameterValue", locator: "parameterName" };
    for (const parameterName of [
      "GetRecords.maxRecords",
      "Harvest.ResourceType",
      "outputSchema",
      "GetRecords.a.b",
    ]) {
      expect(await owsFailure(getDomainXml({ parameterName }, fakeValues))).toEqual(badParameter);
    }
    const badProperty = { owsCode: "InvalidParameterValue", locator: "propertyName" };
    for (const propertyName of ["dc:title", "ows:BoundingBox", "gmd:nonsense"]) {
      expect(await owsFailure(getDomainXml({ propertyName }, fakeValues))).toEqual(badProperty);
    }
  });
});

describe("domainValues (seeded database)", () => {
  const database = useSeededApiDatabase();

  /** The same domains computed from the published records with Prisma, independently of the SQL. */
  async function expectedValues(): Promise<Record<DomainQueryable, string[]>> {
    const records = await database().db.metadata.findMany({
      where: { status: "PUBLISHED" },
      include: { kataKunci: true, distribusi: true, kontak: true, organisasi: true },
    });
    const domain = (values: (string | null)[]) =>
      [...new Set(values.filter((v): v is string => v !== null && v.trim() !== ""))]
        .sort()
        .slice(0, DOMAIN_VALUES_LIMIT);
    const each = <T>(pick: (record: (typeof records)[number]) => T[]) => records.flatMap(pick);
    const stored = Object.fromEntries(
      DOMAIN_QUERYABLES.filter((name) => STORED_QUERYABLES.includes(name as StoredQueryable)).map((name) => [
        name,
        domain(each((r) => (r.nilaiKueri as Record<string, string[]> | null)?.[name] ?? [])),
      ]),
    );
    return {
      ...stored,
      TopicCategory: domain(each((r) => r.topikKategori)),
      Subject: domain(each((r) => [...r.kataKunci.map((k) => k.kataKunci), ...r.topikKategori])),
    } as Record<DomainQueryable, string[]>;
  }

  it("lists the distinct values of each queryable among published records, sorted", async () => {
    expect(await database().db.metadata.count({ where: { status: "PUBLISHED" } })).toBe(226);
    const expected = await expectedValues();
    for (const queryable of DOMAIN_QUERYABLES) {
      const values = await domainValues(queryable);
      expect(values, queryable).toEqual(expected[queryable]);
      if (!STORED_QUERYABLES.includes(queryable as StoredQueryable))
        expect(values.length, queryable).toBeGreaterThan(0);
    }
  });

  it("leaves out values that only unpublished records have, and sees new ones at once", async () => {
    const { db } = database();
    const draft = await db.metadata.findFirstOrThrow({ where: { status: { not: "PUBLISHED" } } });
    const published = await db.metadata.findFirstOrThrow({ where: { status: "PUBLISHED" } });
    await domainValues("Subject"); // cached before the change
    await db.metadataKataKunci.create({ data: { metadataId: draft.id, kataKunci: "zz hanya draf" } });
    await db.metadataKataKunci.create({ data: { metadataId: published.id, kataKunci: "zz terbit" } });
    const subjects = await domainValues("Subject");
    expect(subjects).toContain("zz terbit");
    expect(subjects).not.toContain("zz hanya draf");
  });

  it.skipIf(schemaValidationUnavailable)("answers GetDomain from the database by default", async () => {
    const xml = xmlToString(
      await getDomainXml({ propertyName: "dc:type,apiso:Language,apiso:OrganisationName" }),
    );
    expect(validateDocuments("csw", [{ name: "seeded-domain", xml }])).toEqual([]);
    const root = readXml(xml);
    const values = descendAll(descend(root, csw("DomainValues")), csw("ListOfValues"), csw("Value"));
    expect(values.map((value) => textOf(value))).toEqual(await domainValues("Type"));
  });
});
