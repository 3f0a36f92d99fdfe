import { describe, expect, it } from "vitest";
import { CSW, ISO19139, MDB_2016, MDB_2018 } from "../xml/namespaces";
import { readXml } from "../xml/read-xml";
import { decoderFor } from "./registry";
import {
  servedSource,
  servedSourceDocument,
  sourceServedAs,
  sourceStandardOf,
  sourceTextAs,
  standardsServing,
} from "./source-document";

const gmd = (body: string, root = "gmd:MD_Metadata") =>
  `<?xml version="1.0" encoding="ISO-8859-1"?>\n<!-- exported > by hand -->\n<${root} xmlns:gmd="${ISO19139.gmd}" xmlns:gco="${ISO19139.gco}" note="a > b">${body}</${root}>`;
const TITLE = `<gmd:identificationInfo><gmd:MD_DataIdentification><gmd:citation><gmd:CI_Citation><gmd:title><gco:CharacterString>Judul</gco:CharacterString></gmd:title></gmd:CI_Citation></gmd:citation></gmd:MD_DataIdentification></gmd:identificationInfo>`;
const decoded = (xml: string) => {
  const root = readXml(xml);
  return decoderFor(root)(root).record;
};

describe("a source document as served", () => {
  it("is the document as received, less its XML declaration, when it has an identifier", () => {
    const document = gmd(
      `\n  <gmd:fileIdentifier><gco:CharacterString>abc</gco:CharacterString></gmd:fileIdentifier>${TITLE}`,
    );
    const served = servedSource({ standar: "ISO19139", dokumen: document }, "id-1");
    expect(served).toBe(document.slice(document.indexOf("<!--")));
    expect(servedSourceDocument({ standar: "ISO19139", dokumen: document }, "id-1")).toBe(
      `<?xml version="1.0" encoding="UTF-8"?>\n${served}`,
    );
  });

  it("gets the record's id in place of a nil or empty identifier", () => {
    for (const nil of [
      `<gmd:fileIdentifier gco:nilReason="missing"/>`,
      `<gmd:fileIdentifier>\n  <gco:CharacterString/> <!-- none --></gmd:fileIdentifier>`,
    ]) {
      const document = gmd(`\n  ${nil}${TITLE}`);
      const served = servedSource({ standar: "ISO19139", dokumen: document }, "id-9");
      expect(decoded(served)).toMatchObject({ fileIdentifier: "id-9", judul: "Judul" });
      expect(served).not.toContain(nil);
      expect(served.match(/fileIdentifier>/g)).toHaveLength(1);
    }
  });

  it("gets the record's id as its identifier when it has none, in the standard's namespaces whatever the prefixes", () => {
    for (const root of ["gmd:MD_Metadata", "MD_Metadata"]) {
      const body = root === "MD_Metadata" ? TITLE.replaceAll("gmd:", "") : TITLE;
      const document = gmd(body, root).replace(
        `xmlns:gmd=`,
        root === "MD_Metadata" ? "xmlns=" : "xmlns:gmd=",
      );
      const served = servedSource({ standar: "ISO19139", dokumen: document }, "R&D <1>");
      expect(decoded(served)).toMatchObject({ fileIdentifier: "R&D <1>", judul: "Judul" });
      expect(served.replace(/<fileIdentifier .*?<\/fileIdentifier>/, "")).toBe(
        document.slice(document.indexOf("<!--")),
      );
    }
  });

  it.each([
    ["ISO19115_3_2016", MDB_2016],
    ["ISO19115_3_2018", MDB_2018],
  ] as const)("in %s, gets a metadataIdentifier when it has none", (standar, ns) => {
    const document = `<mdb:MD_Metadata xmlns:mdb="${ns.mdb}" xmlns:mri="${ns.mri}" xmlns:cit="${ns.cit}" xmlns:gco="${ns.gco}"><mdb:identificationInfo><mri:MD_DataIdentification><mri:citation><cit:CI_Citation><cit:title><gco:CharacterString>Judul</gco:CharacterString></cit:title></cit:CI_Citation></mri:citation></mri:MD_DataIdentification></mdb:identificationInfo></mdb:MD_Metadata>`;
    expect(sourceStandardOf(readXml(document))).toBe(standar);
    expect(decoded(servedSource({ standar, dokumen: document }, "id-2"))).toMatchObject({
      fileIdentifier: "id-2",
    });
  });

  it("in Dublin Core, is served for the full csw:Record only, and gets a dc:identifier when it has none", () => {
    const dc = (root: string, ns: string, body = "") =>
      `<${root} xmlns:csw="${ns}" xmlns:oai="http://www.openarchives.org/OAI/2.0/oai_dc/" xmlns:dc="${CSW.dc}"><dc:title>T</dc:title>${body}</${root}>`;
    const record = { standar: "DUBLIN_CORE" as const, dokumen: dc("csw:Record", CSW.csw) };
    expect(sourceServedAs(record, "dublinCore", "full")).toBe(record);
    expect(sourceServedAs(record, "dublinCore", "summary")).toBeNull();
    expect(sourceServedAs(record, "gmd", "full")).toBeNull();
    for (const other of [
      dc("csw:SummaryRecord", CSW.csw),
      dc("oai:dc", "urn:other"),
      dc("csw:Record", "urn:not-csw"),
    ]) {
      expect(sourceServedAs({ standar: "DUBLIN_CORE", dokumen: other }, "dublinCore", "full")).toBeNull();
    }
    const served = servedSource(record, "id-3");
    expect(readXml(served).children.map((c) => [c.ns, c.local, c.text])).toEqual([
      [CSW.dc, "identifier", "id-3"],
      [CSW.dc, "title", "T"],
    ]);
    const identified = dc("csw:Record", CSW.csw, "<dc:identifier>own</dc:identifier>");
    expect(servedSource({ standar: "DUBLIN_CORE", dokumen: identified }, "id-3")).toBe(identified);
  });

  it("in ISO 19115-3, is served in the other edition by its namespaces, with the identifier it lacks", () => {
    const document = `<mdb:MD_Metadata xmlns:mdb="${MDB_2016.mdb}" xmlns:mri="${MDB_2016.mri}" xmlns:cit="${MDB_2016.cit}" xmlns:gco="${MDB_2016.gco}"><mdb:identificationInfo><mri:MD_DataIdentification><mri:citation><cit:CI_Citation><cit:title><gco:CharacterString>Judul</gco:CharacterString></cit:title></cit:CI_Citation></mri:citation></mri:MD_DataIdentification></mdb:identificationInfo></mdb:MD_Metadata>`;
    const source = { standar: "ISO19115_3_2016" as const, dokumen: document };
    const in2018 = sourceTextAs(source, "id-4", "mdb2018") as string;
    expect(sourceStandardOf(readXml(in2018))).toBe("ISO19115_3_2018");
    expect(decoded(in2018)).toMatchObject({ fileIdentifier: "id-4", judul: "Judul" });
    expect(sourceTextAs(source, "id-4", "mdb2016")).toBe(servedSource(source, "id-4"));
    // Without the contact and date 19139 requires, the crosswalk has no document to give.
    expect(sourceTextAs(source, "id-4", "gmd")).toBeNull();
    expect(sourceTextAs({ ...source, disuntingPada: new Date() }, "id-4", "mdb2018")).toBeNull();
  });

  it("names the standards whose documents can give each format (the documents worth loading)", () => {
    // Every ISO standard serves every ISO format (the other one through the crosswalk).
    const iso = ["ISO19139", "ISO19115_3_2016", "ISO19115_3_2018"];
    expect(standardsServing("gmd", "brief")).toEqual(iso);
    expect(standardsServing("mdb2018", "summary")).toEqual(iso);
    expect(standardsServing("mdb2016", "full")).toEqual(iso);
    expect(standardsServing("dublinCore", "full")).toEqual(["DUBLIN_CORE"]);
    expect(standardsServing("dublinCore", "summary")).toEqual([]);
    // A record loaded without its document's text is served from its fields.
    expect(sourceTextAs({ standar: "ISO19139" }, "id-5", "gmd")).toBeNull();
  });

  it("is served only in its own standard, and not once the record was edited", () => {
    const source = { standar: "ISO19139" as const, dokumen: gmd(TITLE) };
    expect(sourceServedAs(source, "gmd")).toBe(source);
    expect(sourceServedAs(source, "mdb2018")).toBeNull();
    expect(sourceServedAs({ ...source, disuntingPada: new Date() }, "gmd")).toBeNull();
    expect(sourceServedAs(null, "gmd")).toBeNull();
  });

  it("in the other ISO standard, is the crosswalk of the document as served, or nothing when it has none", () => {
    const contact = `<gmd:contact><gmd:CI_ResponsibleParty><gmd:organisationName><gco:CharacterString>BIG</gco:CharacterString></gmd:organisationName><gmd:role><gmd:CI_RoleCode codeList="x#CI_RoleCode" codeListValue="pointOfContact"/></gmd:role></gmd:CI_ResponsibleParty></gmd:contact><gmd:dateStamp><gco:Date>2024-05</gco:Date></gmd:dateStamp>`;
    const abstract = `<gmd:abstract><gco:CharacterString>Ringkasan</gco:CharacterString></gmd:abstract><gmd:language><gco:CharacterString>ind</gco:CharacterString></gmd:language>`;
    const body = `${contact}${TITLE.replace("</gmd:citation>", `</gmd:citation>${abstract}`)}`.replace(
      "</gmd:title>",
      `</gmd:title><gmd:date><gmd:CI_Date><gmd:date><gco:Date>2020</gco:Date></gmd:date><gmd:dateType><gmd:CI_DateTypeCode codeList="x#CI_DateTypeCode" codeListValue="publication"/></gmd:dateType></gmd:CI_Date></gmd:date>`,
    );
    const source = { standar: "ISO19139" as const, dokumen: gmd(body) };
    for (const format of ["mdb2016", "mdb2018"] as const) {
      const text = sourceTextAs(source, "id-6", format) as string;
      expect(text.startsWith("<mdb:MD_Metadata")).toBe(true);
      expect(sourceStandardOf(readXml(text))).toBe(
        format === "mdb2016" ? "ISO19115_3_2016" : "ISO19115_3_2018",
      );
      expect(decoded(text)).toMatchObject({ fileIdentifier: "id-6", judul: "Judul" });
      // ... and back: the 19115-3 document as a source served in 19139.
      const standar = format === "mdb2016" ? ("ISO19115_3_2016" as const) : ("ISO19115_3_2018" as const);
      const back = sourceTextAs({ standar, dokumen: text }, "id-6", "gmd") as string;
      expect(decoded(back)).toMatchObject({ fileIdentifier: "id-6", judul: "Judul" });
      expect(back).toContain("<gco:Date>2024-05</gco:Date>");
    }
    expect(sourceTextAs({ standar: "ISO19139", dokumen: gmd(TITLE) }, "id-6", "mdb2018")).toBeNull();
    expect(sourceTextAs({ standar: "ISO19139", dokumen: "<not xml" }, "id-6", "mdb2018")).toBeNull();
    expect(sourceTextAs({ ...source, disuntingPada: new Date() }, "id-6", "mdb2018")).toBeNull();
  });
});
