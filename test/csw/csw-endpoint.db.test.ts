import { describe, expect, it } from "vitest";
import { GET, POST } from "@/app/csw/route";
import { clearStoredResponses } from "@/lib/cache/response-store";
import { descendAll, firstChild, textOf, type XmlElement } from "@/lib/xml/element";
import { CSW } from "@/lib/xml/namespaces";
import { readXml } from "@/lib/xml/read-xml";
import { useSeededApiDatabase } from "@/test/support/seeded-api";
import { schemaValidationUnavailable, validateDocuments } from "@/test/support/shared-files";
import { testEngine } from "@/test/support/test-database";

const get = async (query: string, headers: Record<string, string> = {}) => {
  const response = await GET(new Request(`http://localhost/csw?${query}`, { headers }));
  return { status: response.status, headers: response.headers, text: await response.text() };
};
const post = async (body: string) => {
  const response = await POST(
    new Request("http://localhost/csw", {
      method: "POST",
      headers: { "Content-Type": "application/xml" },
      body,
    }),
  );
  return { status: response.status, headers: response.headers, text: await response.text() };
};
const results = (text: string) => firstChild(readXml(text), [CSW.csw, "SearchResults"]);
const exceptionOf = (text: string) => {
  const exception = firstChild(readXml(text), [CSW.ows, "Exception"]);
  return { code: exception?.attrs.exceptionCode, locator: exception?.attrs.locator, text: textOf(exception) };
};
const BASE = "service=CSW&version=2.0.2";
/** The text of every element below `element` that holds text directly. */
const textsOf = (element: XmlElement): string[] => [
  ...(element.text.trim() ? [element.text] : []),
  ...element.children.flatMap(textsOf),
];

describe(`/csw on ${testEngine}`, () => {
  const database = useSeededApiDatabase();
  const publishedCount = () => database().db.metadata.count({ where: { status: "PUBLISHED" } });

  it("answers GetCapabilities with the service identity, cacheable for 10 minutes", async () => {
    const { status, headers, text } = await get("service=CSW&request=GetCapabilities");
    expect(status).toBe(200);
    expect(headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(headers.get("cache-control")).toContain("s-maxage=600");
    const settings = await database().db.pengaturanCsw.findUniqueOrThrow({ where: { id: 1 } });
    expect(text).toContain(`<ows:Title>${settings.judul}</ows:Title>`);
    const again = await get("SERVICE=CSW&REQUEST=GetCapabilities", {
      "If-None-Match": headers.get("etag") as string,
    });
    expect(again.status).toBe(304);
  });

  it("pages through GetRecords with exact counts and nextRecord 0 on the last page", async () => {
    const total = await publishedCount();
    const first = results(
      (
        await get(
          `${BASE}&request=GetRecords&typeNames=csw:Record&resultType=results&maxRecords=100&elementSetName=brief`,
        )
      ).text,
    );
    expect(first?.attrs).toMatchObject({
      numberOfRecordsMatched: String(total),
      numberOfRecordsReturned: "100",
      nextRecord: "101",
    });
    const last = results(
      (await get(`${BASE}&request=GetRecords&typeNames=csw:Record&startPosition=201&maxRecords=100`)).text,
    );
    expect(last?.attrs).toMatchObject({ numberOfRecordsReturned: String(total - 200), nextRecord: "0" });
    const clamped = results(
      (await get(`${BASE}&request=GetRecords&typeNames=csw:Record&maxRecords=9999`)).text,
    );
    expect(clamped?.attrs.numberOfRecordsReturned).toBe(String(Math.min(500, total)));
    const hits = results((await get(`${BASE}&request=GetRecords&typeNames=csw:Record&resultType=hits`)).text);
    expect(hits?.attrs).toMatchObject({
      numberOfRecordsMatched: String(total),
      numberOfRecordsReturned: "0",
    });
  });

  it("filters with POST Filter XML (PropertyIsLike AnyText AND BBOX) like the spec's example", async () => {
    const body = `<csw:GetRecords xmlns:csw="http://www.opengis.net/cat/csw/2.0.2" xmlns:ogc="http://www.opengis.net/ogc" xmlns:gml="http://www.opengis.net/gml"
      service="CSW" version="2.0.2" resultType="results" outputSchema="http://www.isotc211.org/2005/gmd" maxRecords="5" startPosition="1">
      <csw:Query typeNames="gmd:MD_Metadata"><csw:ElementSetName>full</csw:ElementSetName>
        <csw:Constraint version="1.1.0"><ogc:Filter><ogc:And>
          <ogc:PropertyIsLike wildCard="*" singleChar="?" escapeChar="\\"><ogc:PropertyName>AnyText</ogc:PropertyName><ogc:Literal>*sawah*</ogc:Literal></ogc:PropertyIsLike>
          <ogc:BBOX><ogc:PropertyName>ows:BoundingBox</ogc:PropertyName><gml:Envelope><gml:lowerCorner>95 -11</gml:lowerCorner><gml:upperCorner>141 6</gml:upperCorner></gml:Envelope></ogc:BBOX>
        </ogc:And></ogc:Filter></csw:Constraint></csw:Query></csw:GetRecords>`;
    const { status, text } = await post(body);
    expect(status).toBe(200);
    const found = results(text);
    expect(Number(found?.attrs.numberOfRecordsMatched)).toBeGreaterThan(0);
    const titles = descendAll(found, [["http://www.isotc211.org/2005/gmd"], "MD_Metadata"]);
    expect(titles.length).toBe(Number(found?.attrs.numberOfRecordsReturned));
    const cql = results(
      (
        await get(
          `${BASE}&request=GetRecords&typeNames=csw:Record&resultType=hits&constraintLanguage=CQL_TEXT&constraint=${encodeURIComponent("AnyText LIKE '%sawah%' AND BBOX(ows:BoundingBox, 95, -11, 141, 6)")}`,
        )
      ).text,
    );
    expect(cql?.attrs.numberOfRecordsMatched).toBe(found?.attrs.numberOfRecordsMatched);
  });

  it("answers GetRecordById for published ids only", async () => {
    const [published, draft] = await Promise.all([
      database().db.metadata.findFirstOrThrow({ where: { status: "PUBLISHED" } }),
      database().db.metadata.findFirstOrThrow({ where: { status: "DRAFT" } }),
    ]);
    const { text } = await get(
      `${BASE}&request=GetRecordById&id=${published.id},${draft.id},tidak-ada&elementSetName=full`,
    );
    const root = readXml(text);
    expect(root.local).toBe("GetRecordByIdResponse");
    expect(root.children).toHaveLength(1);
    expect(text).toContain(published.judul.replace(/&/g, "&amp;"));
  });

  it("writes entity-like text escaped in every output schema and element set, GetRecords and GetRecordById (regression)", async () => {
    // Text pasted from a web page: before, the records inside a CSW answer were serialised
    // without the one escaping function, so "&nbsp;" came out as an undefined entity and the
    // whole page was not well-formed for every harvester.
    const title = "Uji R&D; entitas &nbsp; &amp; &#65; &lt;b&gt; <i> ]]> 𝔾";
    const db = database().db;
    const record = await db.metadata.findFirstOrThrow({
      where: { status: "PUBLISHED" },
      orderBy: { id: "asc" },
    });
    await db.metadata.update({ where: { id: record.id }, data: { judul: title } });
    clearStoredResponses();
    const queries = ["brief", "summary", "full"].flatMap((set) =>
      [CSW.csw, "http://www.isotc211.org/2005/gmd", "http://standards.iso.org/iso/19115/-3/mdb/2.0"].flatMap(
        (schema) => {
          const output = `elementSetName=${set}&outputSchema=${encodeURIComponent(schema)}`;
          const constraint = encodeURIComponent(`identifier = '${record.id}'`);
          return [
            `${BASE}&request=GetRecords&typeNames=csw:Record&resultType=results&${output}&constraintLanguage=CQL_TEXT&constraint=${constraint}`,
            `${BASE}&request=GetRecordById&id=${record.id}&${output}`,
          ];
        },
      ),
    );
    queries.push(
      `${BASE}&request=GetRecords&typeNames=csw:Record&resultType=results&elementName=dc:title&constraintLanguage=CQL_TEXT&constraint=${encodeURIComponent(`identifier = '${record.id}'`)}`,
    );
    for (const query of queries) {
      const { status, text } = await get(query);
      expect(status, query).toBe(200);
      // readXml refuses undefined entities and anything not well-formed.
      const root = readXml(text);
      expect(textsOf(root), `${query}\n${text.slice(0, 2000)}`).toContain(title);
    }
  });

  it.each([
    ["", "MissingParameterValue", "request"],
    ["service=CSW&request=Nope", "InvalidParameterValue", "request"],
    ["service=CSW&version=2.0.2&request=Transaction", "OperationNotSupported", "request"],
    ["service=WMS&request=GetCapabilities", "InvalidParameterValue", "service"],
    [
      "service=CSW&request=GetCapabilities&acceptVersions=1.0.0",
      "VersionNegotiationFailed",
      "acceptVersions",
    ],
    [`${BASE}&request=GetRecords&outputSchema=urn:nope`, "InvalidParameterValue", "outputSchema"],
    [
      `${BASE}&request=GetRecords&constraintLanguage=CQL_TEXT&constraint=${encodeURIComponent("title LIKE")}`,
      "InvalidParameterValue",
      "Constraint",
    ],
    [`${BASE}&request=GetRecordById`, "MissingParameterValue", "id"],
  ])("GET %s → %s", async (query, code, locator) => {
    const { status, text } = await get(query);
    expect(status).toBe(400);
    expect(exceptionOf(text)).toMatchObject({ code, locator });
    expect(text).not.toMatch(/at .*\.ts:\d+/);
  });

  it("refuses hostile POST bodies with an exception report", async () => {
    const xxe = await post(
      `<!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]><csw:GetRecords xmlns:csw="http://www.opengis.net/cat/csw/2.0.2">&x;</csw:GetRecords>`,
    );
    expect([xxe.status, exceptionOf(xxe.text).code]).toEqual([400, "InvalidParameterValue"]);
    const big = await post(`<x>${"a".repeat(1024 * 1024 + 10)}</x>`);
    expect(big.status).toBe(413);
    expect(exceptionOf((await post("not xml")).text).code).toBe("InvalidParameterValue");
    expect(exceptionOf((await post('<GetRecords xmlns="urn:other"/>')).text).code).toBe(
      "InvalidParameterValue",
    );
  });

  it("shows a newly published record in the very next GetRecords, though the answer was cached", async () => {
    clearStoredResponses();
    const query = `${BASE}&request=GetRecords&typeNames=csw:Record&resultType=hits`;
    const before = Number(results((await get(query)).text)?.attrs.numberOfRecordsMatched);
    expect(Number(results((await get(query)).text)?.attrs.numberOfRecordsMatched)).toBe(before);
    const draft = await database().db.metadata.findFirstOrThrow({ where: { status: "DRAFT" } });
    await database().db.metadata.update({
      where: { id: draft.id },
      data: { status: "PUBLISHED", publishedAt: new Date() },
    });
    expect(Number(results((await get(query)).text)?.attrs.numberOfRecordsMatched)).toBe(before + 1);
  });

  describe.skipIf(schemaValidationUnavailable)(
    `every response validates as CSW ${schemaValidationUnavailable ?? ""}`,
    () => {
      it("capabilities, records in each schema and element set, by id, describe, domain, exceptions", {
        timeout: 120_000,
      }, async () => {
        const one = await database().db.metadata.findFirstOrThrow({ where: { status: "PUBLISHED" } });
        const queries = [
          "service=CSW&request=GetCapabilities",
          `${BASE}&request=DescribeRecord`,
          `${BASE}&request=GetDomain&propertyName=dc:type`,
          `${BASE}&request=GetDomain&parameterName=GetRecords.outputSchema`,
          `${BASE}&request=GetRecords&resultType=validate&typeNames=csw:Record`,
          `${BASE}&request=GetRecords&resultType=hits&typeNames=csw:Record`,
          `${BASE}&request=GetRecords&typeNames=csw:Record&elementName=dc:title,dc:identifier&maxRecords=3`,
          ...["brief", "summary", "full"].flatMap((set) =>
            [
              "http://www.opengis.net/cat/csw/2.0.2",
              "http://www.isotc211.org/2005/gmd",
              "http://standards.iso.org/iso/19115/-3/mdb/2.0",
            ].map(
              (schema) =>
                `${BASE}&request=GetRecords&typeNames=csw:Record&maxRecords=3&elementSetName=${set}&outputSchema=${encodeURIComponent(schema)}`,
            ),
          ),
          `${BASE}&request=GetRecordById&id=${one.id}&elementSetName=full`,
          `${BASE}&request=GetRecordById&id=${one.id}&outputSchema=${encodeURIComponent("http://www.isotc211.org/2005/gmd")}`,
          "service=CSW&request=Nope",
        ];
        const documents = [];
        for (const [i, query] of queries.entries())
          documents.push({ name: `q${i}`, xml: (await get(query)).text });
        expect(validateDocuments("csw", documents)).toEqual([]);
      });
    },
  );
});
