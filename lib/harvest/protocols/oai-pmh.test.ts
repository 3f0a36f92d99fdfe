import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { listSamples, samplesUnavailable } from "@/test/support/shared-files";
import { readXml, readXmlDocument } from "../../xml/read-xml";
import { startTag, withoutXmlDeclaration } from "../../xml/tag-scan";
import type { HarvestPage, HarvestQuery, RemoteFetch } from "../protocol";
import { RemoteError } from "../protocol";
import { oaiPmhProtocol } from "./oai-pmh";

// OAI-PMH against a repository played by the test: envelopes are built here around the shared
// folder's real-world ISO 19139 samples (read at test time, never copied into the repository),
// and the fetch records every URL asked.

const OAI = "http://www.openarchives.org/OAI/2.0/";
const BASE = "https://node.example.id/csw?mode=oaipmh";
const GMD = "http://www.isotc211.org/2005/gmd";
const TINY = `<gmd:MD_Metadata xmlns:gmd="${GMD}"><gmd:fileIdentifier/></gmd:MD_Metadata>`;

type Answer = string | { status: number; body: string };

function remote(handler: (params: URLSearchParams) => Answer) {
  const asked: URLSearchParams[] = [];
  const fetch: RemoteFetch = async ({ url }) => {
    const params = new URL(url).searchParams;
    asked.push(params);
    const answer = handler(params);
    const { status, body } = typeof answer === "string" ? { status: 200, body: answer } : answer;
    return { status, url, headers: { "content-type": "text/xml" }, body: new TextEncoder().encode(body) };
  };
  return { fetch, asked, verbs: () => asked.map((params) => params.get("verb")) };
}

const envelope = (body: string, rootAttributes = "") =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<OAI-PMH xmlns="${OAI}"${rootAttributes}><responseDate>2024-06-01T00:00:00Z</responseDate><request>${BASE.replace("&", "&amp;")}</request>${body}</OAI-PMH>`;
const oaiError = (code: string, message = "") => envelope(`<error code="${code}">${message}</error>`);
const identify = (granularity: string) =>
  envelope(
    `<Identify><repositoryName>Simpul Jabar</repositoryName><baseURL>${BASE.replace("&", "&amp;")}</baseURL><protocolVersion>2.0</protocolVersion><earliestDatestamp>2019-01-01T00:00:00Z</earliestDatestamp><deletedRecord>transient</deletedRecord><granularity>${granularity}</granularity></Identify>`,
  );
const formats = (...list: [prefix: string, schema: string, ns: string][]) =>
  envelope(
    `<ListMetadataFormats>${list
      .map(
        ([prefix, schema, ns]) =>
          `<metadataFormat><metadataPrefix>${prefix}</metadataPrefix><schema>${schema}</schema><metadataNamespace>${ns}</metadataNamespace></metadataFormat>`,
      )
      .join("")}</ListMetadataFormats>`,
  );
const DC: [string, string, string] = [
  "oai_dc",
  "http://www.openarchives.org/OAI/2.0/oai_dc.xsd",
  "http://www.openarchives.org/OAI/2.0/oai_dc/",
];
/** What pycsw 2.6 offers (REAL-NODES.md). */
const PYCSW_FORMATS = formats(
  ["csw-record", "http://schemas.opengis.net/csw/2.0.2/record.xsd", "http://www.opengis.net/cat/csw/2.0.2"],
  ["dif", "http://gcmd.gsfc.nasa.gov/Aboutus/xml/dif/dif.xsd", "http://gcmd.gsfc.nasa.gov/Aboutus/xml/dif/"],
  ["fgdc-std", "http://www.fgdc.gov/metadata/fgdc-std-001-1998.xsd", "http://www.opengis.net/cat/csw/csdgm"],
  ["gm03", "http://www.interlis.ch/INTERLIS2.3", "http://www.interlis.ch/INTERLIS2.3"],
  ["iso19139", "http://www.isotc211.org/2005/gmd/gmd.xsd", GMD],
  DC,
);

const record = (id: string, document: string) =>
  `<record><header><identifier>${id}</identifier><datestamp>2024-05-01T00:00:00Z</datestamp></header><metadata>${document}</metadata></record>`;
const listRecords = (records: string[], token?: string, size?: number) =>
  envelope(
    `<ListRecords>${records.join("")}${
      token === undefined
        ? ""
        : `<resumptionToken${size === undefined ? "" : ` completeListSize="${size}"`}>${token}</resumptionToken>`
    }</ListRecords>`,
  );

/**
 * A repository serving `pages` by resumptionToken ("t1", "t2", ...). `pycsw` plays pycsw 2.6: a
 * token alone is a badArgument, and the last page carries "0", which starts the list again.
 */
function repository(
  pages: string[][],
  options: { pycsw?: boolean; granularity?: string; size?: number } = {},
) {
  const page = (index: number) => {
    const last = index === pages.length - 1;
    const token = last ? (options.pycsw ? "0" : "") : `t${index + 1}`;
    return listRecords(pages[index] ?? [], token, options.size);
  };
  return remote((params) => {
    const verb = params.get("verb");
    if (verb === "Identify") return identify(options.granularity ?? "YYYY-MM-DDThh:mm:ssZ");
    if (verb === "ListMetadataFormats") return PYCSW_FORMATS;
    if (verb !== "ListRecords") return oaiError("badVerb");
    const token = params.get("resumptionToken");
    if (token === null) return page(0);
    if (options.pycsw && !params.has("metadataPrefix"))
      return oaiError("badArgument", "Missing metadataPrefix parameter");
    if (token === "0") return page(0);
    const index = /^t(\d+)$/.exec(token)?.[1];
    return index && Number(index) < pages.length ? page(Number(index)) : oaiError("badResumptionToken");
  });
}

const query = (changes: Partial<HarvestQuery> = {}): HarvestQuery => ({
  url: BASE,
  constraint: {},
  modifiedSince: null,
  cursor: null,
  ...changes,
});

async function collect(fetch: RemoteFetch, q = query()): Promise<HarvestPage[]> {
  const pages: HarvestPage[] = [];
  for await (const page of oaiPmhProtocol.pages(fetch, q)) pages.push(page);
  return pages;
}

const text = (document: Uint8Array) => new TextDecoder().decode(document);

/** A sample's text without its XML declaration (decoded by the encoding it declares). */
const samples = samplesUnavailable
  ? []
  : listSamples("iso19139").map((file) => ({
      id: `oai:node.example.id:${path.basename(file, ".xml")}`,
      xml: withoutXmlDeclaration(readXmlDocument(readFileSync(file)).text).trim(),
    }));

/**
 * The sample as a record cut from an envelope whose default namespace is OAI-PMH's: xml-fragments
 * adds the declarations in scope that the record uses and its root does not make itself (the
 * envelope's own default namespace is not one of them: the samples' names are all prefixed); the
 * rest is the sample byte for byte.
 */
function standing(xml: string, added = ""): string {
  const tag = startTag(xml, 0);
  if (!tag) throw new Error("no root");
  return `<${tag.name}${added}${xml.slice(tag.name.length + 1)}`;
}

describe("OAI-PMH describe and prefix choice", () => {
  it("describes pycsw: its title, its prefixes, iso19139 chosen, the count from ListIdentifiers", async () => {
    const { fetch, verbs, asked } = remote((params) => {
      if (params.get("verb") === "Identify") return identify("YYYY-MM-DDThh:mm:ssZ");
      if (params.get("verb") === "ListMetadataFormats") return PYCSW_FORMATS;
      return envelope(
        `<ListIdentifiers><header><identifier>a</identifier><datestamp>2024-01-01</datestamp></header><resumptionToken completeListSize="1234">t1</resumptionToken></ListIdentifiers>`,
      );
    });
    const description = await oaiPmhProtocol.describe(fetch, query({ constraint: { set: "jabar" } }));
    expect(description).toMatchObject({
      title: "Simpul Jabar",
      formats: ["csw-record", "dif", "fgdc-std", "gm03", "iso19139", "oai_dc"],
      chosenFormat: "iso19139",
      records: 1234,
    });
    expect(description.notes.join("\n")).toContain("2019-01-01T00:00:00Z");
    expect(verbs()).toEqual(["Identify", "ListMetadataFormats", "ListIdentifiers"]);
    expect(asked[2]?.get("set")).toBe("jabar");
    expect(asked.every((params) => params.get("mode") === "oaipmh")).toBe(true);
  });

  it.each([
    [
      "an ISO 19115-3 namespace",
      [["mdb", "x.xsd", "http://standards.iso.org/iso/19115/-3/mdb/2.0"], DC],
      "mdb",
    ],
    ["the gmd schema", [["gmd19139", "http://www.isotc211.org/2005/gmd/gmd.xsd", "urn:x"], DC], "gmd19139"],
    ["only Dublin Core", [["dif", "dif.xsd", "urn:dif"], DC], "oai_dc"],
  ] as const)("chooses by %s", async (_, offered, chosen) => {
    const { fetch, asked } = remote((params) => {
      if (params.get("verb") === "Identify") return identify("YYYY-MM-DD");
      if (params.get("verb") === "ListMetadataFormats")
        return formats(...(offered as unknown as [string, string, string][]));
      if (params.get("verb") === "ListIdentifiers") return oaiError("noRecordsMatch");
      return listRecords([record("r1", TINY)]);
    });
    const description = await oaiPmhProtocol.describe(fetch, query());
    expect(description.chosenFormat).toBe(chosen);
    expect(description.records).toBe(0);
    await collect(fetch);
    expect(asked.at(-1)?.get("metadataPrefix")).toBe(chosen);
  });
});

describe.skipIf(samplesUnavailable)(`OAI-PMH pages of real-world records ${samplesUnavailable ?? ""}`, () => {
  const thirds = () => [samples.slice(0, 5), samples.slice(5, 10), samples.slice(10)];
  const pagesOf = () => thirds().map((part) => part.map((sample) => record(sample.id, sample.xml)));

  it("follows resumptionTokens over 3 pages, the token alone, and yields each record byte for byte", async () => {
    const { fetch, asked, verbs } = repository(pagesOf(), { size: samples.length });
    const pages = await collect(fetch);
    expect(pages.map((page) => [page.items.length, page.cursor, page.matched])).toEqual([
      [5, "t1", samples.length],
      [5, "t2", samples.length],
      [samples.length - 10, null, samples.length],
    ]);
    expect(verbs()).toEqual(["ListMetadataFormats", "ListRecords", "ListRecords", "ListRecords"]);
    expect(asked[1]?.get("metadataPrefix")).toBe("iso19139");
    expect(asked[1]?.has("from") || asked[1]?.has("set")).toBe(false);
    expect([...(asked[2]?.keys() ?? [])].sort()).toEqual(["mode", "resumptionToken", "verb"]);
    const items = pages.flatMap((page) => page.items);
    expect(items.map((item) => item.remoteId)).toEqual(samples.map((sample) => sample.id));
    items.forEach((item, i) => {
      const sample = samples[i] as (typeof samples)[number];
      if (item.kind !== "record") throw new Error(`${sample.id}: ${item.kind}`);
      expect(text(item.document), sample.id).toBe(standing(sample.xml));
      expect(item.originalUrl).toBe(
        `https://node.example.id/csw?mode=oaipmh&verb=GetRecord&metadataPrefix=iso19139&identifier=${encodeURIComponent(sample.id)}`,
      );
    });
  });

  it("lives with pycsw: repeats metadataPrefix after one badArgument, and never follows the last token 0", async () => {
    const { fetch, asked } = repository(pagesOf(), { pycsw: true });
    const pages = await collect(fetch);
    expect(pages.map((page) => page.cursor)).toEqual(["t1", "t2", null]);
    expect(pages.flatMap((page) => page.items).map((item) => item.remoteId)).toEqual(
      samples.map((s) => s.id),
    );
    const listings = asked.filter((params) => params.get("verb") === "ListRecords");
    expect(listings.map((params) => [params.get("resumptionToken"), params.get("metadataPrefix")])).toEqual([
      [null, "iso19139"],
      ["t1", null],
      ["t1", "iso19139"],
      ["t2", "iso19139"],
    ]);
    expect(asked.some((params) => params.get("resumptionToken") === "0")).toBe(false);
  });

  it("resumes from a cursor: the first request is that token", async () => {
    const { fetch, asked } = repository(pagesOf());
    const pages = await collect(
      fetch,
      query({ cursor: "t2", modifiedSince: new Date(), constraint: { set: "s" } }),
    );
    expect(pages).toHaveLength(1);
    expect(pages[0]?.items.map((item) => item.remoteId)).toEqual(samples.slice(10).map((s) => s.id));
    expect(asked.map((params) => params.get("verb"))).toEqual(["ListMetadataFormats", "ListRecords"]);
    expect([...(asked[1]?.entries() ?? [])]).toEqual([
      ["mode", "oaipmh"],
      ["verb", "ListRecords"],
      ["resumptionToken", "t2"],
    ]);
  });

  it.each(samples.map((sample) => [sample.id, sample] as const))(
    "adds the namespaces %s inherits from the envelope",
    async (_, sample) => {
      const tag = startTag(sample.xml, 0);
      if (!tag) throw new Error("no root");
      const prefixed = /\s+xmlns:[\w.-]+\s*=\s*(["'])[^"']*\1/g;
      const moved = [...sample.xml.slice(0, tag.end).matchAll(prefixed)].map((m) =>
        m[0].replace(/^\s+/, " "),
      );
      expect(moved.length).toBeGreaterThan(0);
      const stripped = sample.xml.slice(0, tag.end).replace(prefixed, "") + sample.xml.slice(tag.end);
      const { fetch } = repository([[record(sample.id, stripped)]]);
      const root = `<OAI-PMH xmlns="${OAI}"`;
      const moveUp = (body: string) => body.replace(root, `${root}${moved.join("")}`);
      const inherited: RemoteFetch = async (request) => {
        const response = await fetch(request);
        return { ...response, body: new TextEncoder().encode(moveUp(text(response.body))) };
      };
      const [page] = await collect(inherited);
      const item = page?.items[0];
      if (item?.kind !== "record") throw new Error(`not a record: ${item?.kind}`);
      const document = text(item.document);
      expect(readXml(document).local).toBe(readXml(sample.xml).local);
      // Only the declarations the record uses come back (a prefix written anywhere in it).
      const used = moved.filter((declaration) =>
        stripped.includes(`${/xmlns:([\w.-]+)/.exec(declaration)?.[1]}:`),
      );
      const added = used.map((declaration) => declaration.replace(/'/g, '"')).join("");
      expect(document).toBe(standing(stripped, added));
    },
  );
});

describe("OAI-PMH requests and answers", () => {
  const deleted = `<record><header status="deleted"><identifier>gone</identifier><datestamp>2024-05-02</datestamp></header></record>`;

  it("yields a deleted header as deleted, and a record without metadata as a failure", async () => {
    const empty = `<record><header><identifier>empty</identifier><datestamp>2024-05-02</datestamp></header><metadata> </metadata></record>`;
    const { fetch } = repository([[record("r1", TINY), deleted, empty]]);
    const [page] = await collect(fetch);
    expect(page?.items.map((item) => item.kind)).toEqual(["record", "deleted", "failure"]);
    expect(page?.items[1]).toEqual({ kind: "deleted", remoteId: "gone" });
    expect(page?.items[2]).toMatchObject({ kind: "failure", remoteId: "empty", reason: "SCHEMA_ERROR" });
    expect(page?.cursor).toBeNull();
    expect(page?.matched).toBeNull();
  });

  it.each([
    ["YYYY-MM-DD", "2024-03-05"],
    ["YYYY-MM-DDThh:mm:ssZ", "2024-03-05T17:45:12Z"],
  ])("asks from= at granularity %s, with the set", async (granularity, from) => {
    const { fetch, asked } = repository([[record("r1", TINY)]], { granularity });
    const since = new Date("2024-03-05T17:45:12.345Z");
    await collect(fetch, query({ modifiedSince: since, constraint: { set: "dataset:jabar" } }));
    const list = asked.find((params) => params.get("verb") === "ListRecords");
    expect(list?.get("from")).toBe(from);
    expect(list?.get("set")).toBe("dataset:jabar");
    expect(list?.get("metadataPrefix")).toBe("iso19139");
  });

  it("does not ask Identify when no date is needed", async () => {
    const { fetch, verbs } = repository([[record("r1", TINY)]]);
    await collect(fetch);
    expect(verbs()).toEqual(["ListMetadataFormats", "ListRecords"]);
  });

  it("takes noRecordsMatch as an empty result", async () => {
    const { fetch } = remote((params) =>
      params.get("verb") === "ListMetadataFormats" ? PYCSW_FORMATS : oaiError("noRecordsMatch", "No records"),
    );
    expect(await collect(fetch)).toEqual([{ items: [], cursor: null, matched: 0 }]);
  });

  it.each([
    [
      "badResumptionToken",
      oaiError("badResumptionToken", "expired"),
      "PROTOCOL",
      /badResumptionToken \(expired\)/,
    ],
    ["cannotDisseminateFormat", oaiError("cannotDisseminateFormat"), "PROTOCOL", /cannotDisseminateFormat/],
    [
      "a badArgument that repeating the prefix does not cure",
      oaiError("badArgument", "x"),
      "PROTOCOL",
      /badArgument/,
    ],
    ["an HTML page", "<html><body>Maintenance</body>", "PROTOCOL", /not OAI-PMH/],
    ["XML that is not OAI-PMH", "<ows:ExceptionReport xmlns:ows='urn:ows'/>", "PROTOCOL", /not OAI-PMH/],
    ["a 503 with an HTML body", { status: 503, body: "<html>busy</html>" }, "HTTP_STATUS", /HTTP 503/],
  ] as const)("refuses %s with a RemoteError", async (_, answer, kind, message) => {
    const { fetch } = remote((params) => {
      if (params.get("verb") === "ListMetadataFormats") return PYCSW_FORMATS;
      return params.has("resumptionToken") ? answer : listRecords([record("r1", TINY)], "t1");
    });
    const walk = collect(fetch);
    await expect(walk).rejects.toBeInstanceOf(RemoteError);
    await expect(walk).rejects.toMatchObject({ kind, message: expect.stringMatching(message) });
  });

  it("refuses a token it has already followed (a list that loops)", async () => {
    const { fetch } = remote((params) =>
      params.get("verb") === "ListMetadataFormats"
        ? PYCSW_FORMATS
        : listRecords([record("r1", TINY)], "same"),
    );
    await expect(collect(fetch)).rejects.toMatchObject({
      kind: "PROTOCOL",
      message: expect.stringMatching(/same/),
    });
  });
});
