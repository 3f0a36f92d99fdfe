import { describe, expect, it } from "vitest";
import { fullIsoRecord, seededIsoRecords } from "@/test/support/iso-records";
import { schemaValidationUnavailable, validateDocuments } from "@/test/support/shared-files";
import { newXmlDocument, xmlToString } from "../../xml/builder";
import { attribute, textOf, type XmlElement } from "../../xml/element";
import { CSW } from "../../xml/namespaces";
import { readXml } from "../../xml/read-xml";
import type { ElementSetName } from "../encoder";
import type { IsoContact, IsoRecord } from "../record";
import { encodeDublinCore } from "./dublin-core";

// encodeDublinCore: the three CSW 2.0.2 views, their element order, the role mapping, the
// bounding box axis order, and schema validity for every seeded record.

const SETS: ElementSetName[] = ["brief", "summary", "full"];
const PREFIX: Record<string, string> = {
  [CSW.dc]: "dc",
  [CSW.dct]: "dct",
  [CSW.ows]: "ows",
  [CSW.csw]: "csw",
};
const encode = (record: IsoRecord, set?: ElementSetName) =>
  readXml(xmlToString(encodeDublinCore(record, set)));
const names = (root: XmlElement) => root.children.map((child) => `${PREFIX[child.ns]}:${child.local}`);
const values = (root: XmlElement, name: string) =>
  root.children
    .filter((child) => `${PREFIX[child.ns]}:${child.local}` === name)
    .map((child) => textOf(child));

describe("encodeDublinCore", () => {
  const record = fullIsoRecord();

  it("writes csw:BriefRecord with identifier, title, type and bounding box", () => {
    const brief = encode(record, "brief");
    expect([brief.ns, brief.local]).toEqual([CSW.csw, "BriefRecord"]);
    expect(names(brief)).toEqual(["dc:identifier", "dc:title", "dc:type", "ows:BoundingBox"]);
    expect(values(brief, "dc:type")).toEqual(["dataset"]);
  });

  it("writes csw:SummaryRecord in the order of record.xsd", () => {
    const summary = encode(record, "summary");
    expect(summary.local).toBe("SummaryRecord");
    expect([...new Set(names(summary))]).toEqual([
      "dc:identifier",
      "dc:title",
      "dc:type",
      "dc:subject",
      "dc:format",
      "dc:relation",
      "dct:modified",
      "dct:abstract",
      "dct:spatial",
      "ows:BoundingBox",
    ]);
    expect(values(summary, "dc:subject")).toEqual([
      ...record.kataKunci.map((k) => k.kataKunci),
      ...record.topikKategori,
    ]);
    expect(values(summary, "dc:format")).toEqual(["PNG", "GML", "Shapefile"]);
    expect(values(summary, "dct:modified")).toEqual(["2026-03-04T05:06:07Z"]);
    expect(values(summary, "dc:relation")).toEqual(["seri-peta-rbi-25k"]);
  });

  it("writes csw:Record by default, with every summary element and the bounding box last", () => {
    const full = encode(record);
    expect(full.local).toBe("Record");
    const summaryNames = new Set(names(encode(record, "summary")));
    expect(new Set(names(full).filter((name) => summaryNames.has(name)))).toEqual(summaryNames);
    expect(names(full).at(-1)).toBe("ows:BoundingBox");
    expect(values(full, "dc:language")).toEqual(["ind"]);
    expect(values(full, "dc:source")).toEqual(["Peta RBI 1:25.000"]);
    expect(values(full, "dct:created")).toEqual(["2024-03-01"]);
    expect(values(full, "dct:issued")).toEqual(["2024-06-15T08:00:00Z"]);
    expect(values(full, "dc:rights")).toEqual([
      "Tidak untuk navigasi.",
      "Lisensi CC BY 4.0",
      "license",
      "copyright",
    ]);
    const references = full.children.filter((child) => child.local === "references");
    expect(references.map((r) => [attribute(r, "scheme"), textOf(r)])).toEqual(
      record.distribusi.map((d) => [d.protokol, d.url]),
    );
  });

  it("writes the bounding box in latitude/longitude order of EPSG:4326", () => {
    const [bbox] = encode(record, "brief").children.filter((child) => child.local === "BoundingBox");
    expect(attribute(bbox, "crs")).toBe("urn:ogc:def:crs:EPSG::4326");
    expect(bbox?.children.map((corner) => [corner.local, textOf(corner)])).toEqual([
      ["LowerCorner", "-11.03 95.01"],
      ["UpperCorner", "6.04 141.02"],
    ]);
    expect(names(encode({ ...record, bbox: null }, "brief"))).not.toContain("ows:BoundingBox");
  });

  it("names creators, publishers and contributors by contact role, and no publisher the record does not name", () => {
    const contact = (
      peran: string,
      namaOrganisasi: string | null,
      namaIndividu: string | null = null,
    ): IsoContact => ({
      ...(record.kontak[0] as IsoContact),
      peran,
      namaOrganisasi,
      namaIndividu,
    });
    const kontak = [
      contact("originator", "Badan A"),
      contact("author", null, "Ani"),
      contact("publisher", "Penerbit B"),
      contact("processor", "Pengolah C"),
      contact("custodian", "Pengelola D"),
      { ...contact("originator", "Hanya metadata"), lingkup: "METADATA" as const },
    ];
    const full = encode({ ...record, kontak });
    expect(values(full, "dc:creator")).toEqual(["Badan A", "Ani"]);
    expect(values(full, "dc:publisher")).toEqual(["Penerbit B"]);
    expect(values(full, "dc:contributor")).toEqual(["Pengolah C"]);
    const orphan = encode({ ...record, kontak: [contact("custodian", "Pengelola D")] });
    expect(values(orphan, "dc:publisher")).toEqual([]);
  });

  it("keeps the mandatory title and leaves empty optional elements out", () => {
    const sparse = encode({
      ...record,
      judul: "",
      parentIdentifier: null,
      deskripsiWilayah: "",
      distribusi: [],
    });
    expect(values(sparse, "dc:title")).toEqual([undefined]);
    for (const name of ["dc:relation", "dct:spatial", "dc:format", "dct:references"]) {
      expect(names(sparse)).not.toContain(name);
    }
  });
});

/** One csw:GetRecordsResponse holding every record in the given view. */
function response(records: IsoRecord[], elementSet: ElementSetName): string {
  const document = newXmlDocument();
  const root = document.ele(CSW.csw, "csw:GetRecordsResponse").att("version", "2.0.2");
  root.ele(CSW.csw, "csw:SearchStatus");
  const results = root
    .ele(CSW.csw, "csw:SearchResults")
    .att("numberOfRecordsMatched", String(records.length))
    .att("numberOfRecordsReturned", String(records.length))
    .att("elementSet", elementSet);
  for (const record of records) results.import(encodeDublinCore(record, elementSet));
  return xmlToString(document);
}

describe.skipIf(schemaValidationUnavailable)(
  `CSW 2.0.2 schema validation ${schemaValidationUnavailable ?? "(xmllint)"}`,
  () => {
    const records = [...seededIsoRecords(), fullIsoRecord()];

    it("each view of a record is a valid standalone document", () => {
      const sample = [
        fullIsoRecord(),
        { ...fullIsoRecord(), judul: "", bbox: null, kontak: [] },
        ...records.slice(0, 5),
      ];
      const documents = SETS.flatMap((set) =>
        sample.map((record, i) => ({ name: `${set}-${i}`, xml: xmlToString(encodeDublinCore(record, set)) })),
      );
      expect(validateDocuments("csw", documents)).toEqual([]);
    }, 60_000);

    // The csw schema takes ~0.15 s to load per file, so the 321 records of each view are checked
    // inside one GetRecordsResponse, which validates every record element against the same types.
    it("every seeded record is valid in each view", () => {
      const documents = SETS.map((set) => ({ name: `all-${set}`, xml: response(records, set) }));
      expect(validateDocuments("csw", documents)).toEqual([]);
    }, 60_000);
  },
);
