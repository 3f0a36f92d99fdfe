import { describe, expect, it } from "vitest";
import { readXml } from "../../xml/read-xml";
import type { HarvestQuery, RemoteFetch } from "../protocol";
import { cswProtocol } from "./csw";
import { ogcApiRecordsProtocol } from "./ogcapi-records";

// What CSW and OGC API – Records ask the remote for a source's constraint and an incremental
// run: the requests, as a remote would receive them (fetches answered by the test).

const CSW_NS = "http://www.opengis.net/cat/csw/2.0.2";
const OGC = "http://www.opengis.net/ogc";
const GMD = "http://www.isotc211.org/2005/gmd";

function csw() {
  const asked: URL[] = [];
  const fetch: RemoteFetch = async ({ url }) => {
    const parsed = new URL(url);
    asked.push(parsed);
    const body =
      parsed.searchParams.get("request") === "GetCapabilities"
        ? `<csw:Capabilities xmlns:csw="${CSW_NS}" xmlns:ows="http://www.opengis.net/ows"><ows:OperationsMetadata><ows:Operation name="GetRecords"><ows:Parameter name="outputSchema"><ows:Value>${GMD}</ows:Value></ows:Parameter></ows:Operation></ows:OperationsMetadata></csw:Capabilities>`
        : `<csw:GetRecordsResponse xmlns:csw="${CSW_NS}"><csw:SearchResults numberOfRecordsMatched="0" numberOfRecordsReturned="0" nextRecord="0"/></csw:GetRecordsResponse>`;
    return { status: 200, url, headers: {}, body: new TextEncoder().encode(body) };
  };
  return { fetch, asked };
}

const query = (changes: Partial<HarvestQuery>): HarvestQuery => ({
  url: "https://node.example.id/csw",
  constraint: {},
  modifiedSince: null,
  cursor: null,
  ...changes,
});

async function getRecordsAsked(changes: Partial<HarvestQuery>): Promise<URLSearchParams> {
  const { fetch, asked } = csw();
  for await (const _page of cswProtocol.pages(fetch, query(changes))) break;
  const getRecords = asked.find((url) => url.searchParams.get("request") === "GetRecords");
  if (!getRecords) throw new Error("no GetRecords asked");
  return getRecords.searchParams;
}

describe("CSW constraints", () => {
  const like = `<ogc:Filter xmlns:ogc="${OGC}"><ogc:PropertyIsLike wildCard="%" singleChar="_" escapeChar="\\"><ogc:PropertyName>csw:AnyText</ogc:PropertyName><ogc:Literal>%hutan%</ogc:Literal></ogc:PropertyIsLike></ogc:Filter>`;

  it("asks for everything without a constraint, in the schema the capabilities offer", async () => {
    const params = await getRecordsAsked({});
    expect(params.get("outputSchema")).toBe(GMD);
    expect(params.has("constraint")).toBe(false);
  });

  it("sends an XML filter as a FILTER constraint, joined with apiso:Modified for an incremental run", async () => {
    expect(
      readXml((await getRecordsAsked({ constraint: { filter: like } })).get("constraint") as string).local,
    ).toBe("Filter");
    const since = new Date("2026-11-01T00:00:00Z");
    const params = await getRecordsAsked({ constraint: { filter: like }, modifiedSince: since });
    expect(params.get("constraintLanguage")).toBe("FILTER");
    const filter = readXml(params.get("constraint") as string);
    const and = filter.children[0];
    expect(and?.local).toBe("And");
    expect(and?.children.map((child) => child.local)).toEqual([
      "PropertyIsLike",
      "PropertyIsGreaterThanOrEqualTo",
    ]);
    const compare = and?.children[1];
    expect(compare?.children.map((child) => child.text)).toEqual(["apiso:Modified", since.toISOString()]);
  });

  it("sends a CQL text as it is (and cannot join a date to it)", async () => {
    const params = await getRecordsAsked({
      constraint: { filter: "AnyText LIKE '%hutan%'" },
      modifiedSince: new Date("2026-11-01T00:00:00Z"),
    });
    expect(params.get("constraintLanguage")).toBe("CQL_TEXT");
    expect(params.get("constraint")).toBe("AnyText LIKE '%hutan%'");
  });
});

describe("OGC API – Records constraints", () => {
  function api(filtering: boolean) {
    const asked: URL[] = [];
    const base = "https://node.example.id/ogcapi";
    const documents: Record<string, unknown> = {
      [`${base}/collections/katalog`]: {
        id: "katalog",
        itemType: "record",
        links: [{ rel: "items", href: `${base}/collections/katalog/items` }],
      },
      [`${base}/conformance`]: {
        conformsTo: filtering ? ["http://www.opengis.net/spec/ogcapi-features-3/1.0/conf/filter"] : [],
      },
      [`${base}/collections/katalog/items`]: { type: "FeatureCollection", features: [], numberMatched: 0 },
    };
    const fetch: RemoteFetch = async ({ url }) => {
      const parsed = new URL(url);
      asked.push(parsed);
      const body = documents[`${parsed.origin}${parsed.pathname}`] ?? {};
      return { status: 200, url, headers: {}, body: new TextEncoder().encode(JSON.stringify(body)) };
    };
    return { fetch, asked, collection: `${base}/collections/katalog` };
  }

  async function itemsAsked(filtering: boolean, changes: Partial<HarvestQuery>) {
    const { fetch, asked, collection } = api(filtering);
    for await (const _page of ogcApiRecordsProtocol.pages(fetch, query({ url: collection, ...changes })))
      break;
    const items = asked.find((url) => url.pathname.endsWith("/items"));
    if (!items) throw new Error("no items asked");
    return items.searchParams;
  }

  it("asks for q, bbox and a CQL2 filter, with the update date where the API filters", async () => {
    const since = new Date("2026-11-01T00:00:00Z");
    const constraint = {
      q: "hutan",
      bbox: [95, -11, 141, 6] as [number, number, number, number],
      filter: "type = 'dataset'",
    };
    const params = await itemsAsked(true, { constraint, modifiedSince: since });
    expect(params.get("q")).toBe("hutan");
    expect(params.get("bbox")).toBe("95,-11,141,6");
    expect(params.get("filter")).toBe(
      `(type = 'dataset') AND updated >= TIMESTAMP('${since.toISOString()}')`,
    );
    expect(params.get("filter-lang")).toBe("cql2-text");
    // An API that declares no filtering gets the source's own filter only: the whole source each run.
    const plain = await itemsAsked(false, { constraint, modifiedSince: since });
    expect(plain.get("filter")).toBe("(type = 'dataset')");
  });
});
