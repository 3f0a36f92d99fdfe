import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { allSampleRecords, listSamples, SHARED_DIR } from "./shared-files";

// A remote catalogue node for the harvest tests, answering CSW as pycsw does (REAL-NODES.md:
// pages of 10 whatever is asked, nextRecord="0" at the end), over the real-world ISO 19139
// samples and a planted record without a title. Tests change `records` to play changes at
// the remote, and `stalls` to make a page's next requests sleep past the fetcher's limit.
// Also: /terlindung/… (the same behind HTTP Basic credentials), /loop (a redirect loop), /besar (a 3 MiB answer), /waf/ (every real-world sample as
// a folder of files, an Apache-style listing with sub-folders) and /oai (OAI-PMH over the
// ISO 19139 samples, 5 a page, and one deleted record).

export const GMD = "http://www.isotc211.org/2005/gmd";
export const PAGE = 10;
export const BROKEN_ID = "ditanam-rusak";
const BROKEN = `<gmd:MD_Metadata xmlns:gmd="${GMD}" xmlns:gco="http://www.isotc211.org/2005/gco"><gmd:fileIdentifier><gco:CharacterString>${BROKEN_ID}</gco:CharacterString></gmd:fileIdentifier></gmd:MD_Metadata>`;

const withoutDeclaration = (text: string) => text.replace(/^\uFEFF?\s*<\?xml[^?]*\?>\s*/, "");

export interface HarvestNode {
  base: string;
  records: { id: string; text: string }[];
  /** startPosition → how many of its next requests sleep 1.5 s first. */
  stalls: Map<string, number>;
  /** The numberOfRecordsMatched the node claims, when it is not the truth. */
  claimed?: number;
  close(): Promise<void>;
}

const capabilities = `<?xml version="1.0"?><csw:Capabilities xmlns:csw="http://www.opengis.net/cat/csw/2.0.2" xmlns:ows="http://www.opengis.net/ows" version="2.0.2"><ows:ServiceIdentification><ows:Title>Simpul uji</ows:Title></ows:ServiceIdentification><ows:OperationsMetadata><ows:Operation name="GetRecords"><ows:Parameter name="outputSchema"><ows:Value>http://www.opengis.net/cat/csw/2.0.2</ows:Value><ows:Value>${GMD}</ows:Value></ows:Parameter></ows:Operation></ows:OperationsMetadata></csw:Capabilities>`;

function getRecords(node: HarvestNode, url: URL, response: ServerResponse) {
  const start = Number(url.searchParams.get("startPosition") ?? 1);
  const page = node.records.slice(start - 1, start - 1 + PAGE);
  const next = start + page.length > node.records.length ? 0 : start + page.length;
  response.setHeader("Content-Type", "application/xml");
  response.end(
    `<?xml version="1.0" encoding="UTF-8"?><csw:GetRecordsResponse xmlns:csw="http://www.opengis.net/cat/csw/2.0.2" version="2.0.2"><csw:SearchStatus timestamp="2026-11-27T00:00:00Z"/><csw:SearchResults numberOfRecordsMatched="${node.claimed ?? node.records.length}" numberOfRecordsReturned="${page.length}" nextRecord="${next}" recordSchema="${GMD}" elementSet="full">${page.map((r) => r.text).join("")}</csw:SearchResults></csw:GetRecordsResponse>`,
  );
}

const SAMPLES_DIR = path.join(SHARED_DIR, "samples/iso");
const OAI = "http://www.openarchives.org/OAI/2.0/";
const OAI_PAGE = 5;
export const OAI_DELETED_ID = "oai:uji:dihapus";

/** /waf/…: a folder's listing (links to its files and sub-folders), or a file as it is. */
function serveFolder(url: URL, response: ServerResponse) {
  const relative = decodeURIComponent(url.pathname.slice("/waf/".length));
  const files = allSampleRecords().map((file) => path.relative(SAMPLES_DIR, file));
  if (relative !== "" && !relative.endsWith("/")) {
    if (!files.includes(relative)) return response.writeHead(404).end();
    response.setHeader("Content-Type", "application/xml");
    return response.end(readFileSync(path.join(SAMPLES_DIR, relative)));
  }
  const here = files.filter((file) => file.startsWith(relative)).map((file) => file.slice(relative.length));
  const entries = [...new Set(here.map((file) => (file.includes("/") ? `${file.split("/")[0]}/` : file)))];
  const links = [
    '<a href="../">Parent Directory</a>',
    '<a href="?C=N;O=D">Name</a>',
    ...entries.map((e) => `<a href="${e}">${e}</a>`),
  ];
  response.setHeader("Content-Type", "text/html");
  response.end(`<html><body><h1>Index of /waf/${relative}</h1><pre>${links.join("\n")}</pre></body></html>`);
}

/** /oai: Identify, ListMetadataFormats, and ListRecords over the ISO 19139 samples with resumption tokens. */
function serveOai(url: URL, response: ServerResponse) {
  const verb = url.searchParams.get("verb");
  const envelope = (body: string) =>
    `<?xml version="1.0" encoding="UTF-8"?><OAI-PMH xmlns="${OAI}"><responseDate>2026-11-27T00:00:00Z</responseDate><request>${url.origin}/oai</request>${body}</OAI-PMH>`;
  response.setHeader("Content-Type", "text/xml");
  if (verb === "Identify")
    return response.end(
      envelope(
        "<Identify><repositoryName>Simpul uji OAI</repositoryName><granularity>YYYY-MM-DD</granularity></Identify>",
      ),
    );
  if (verb === "ListMetadataFormats")
    return response.end(
      envelope(
        `<ListMetadataFormats><metadataFormat><metadataPrefix>iso19139</metadataPrefix><schema>http://www.isotc211.org/2005/gmd/gmd.xsd</schema><metadataNamespace>${GMD}</metadataNamespace></metadataFormat></ListMetadataFormats>`,
      ),
    );
  const documents = listSamples("iso19139").map((file) => ({
    id: `oai:uji:${path.basename(file, ".xml")}`,
    text: withoutDeclaration(readFileSync(file, "utf8")),
  }));
  const start = Number(url.searchParams.get("resumptionToken") ?? 0);
  const page = documents.slice(start, start + OAI_PAGE);
  const records = page.map(
    (d) =>
      `<record><header><identifier>${d.id}</identifier><datestamp>2026-01-01</datestamp></header><metadata>${d.text}</metadata></record>`,
  );
  if (start === 0)
    records.push(
      `<record><header status="deleted"><identifier>${OAI_DELETED_ID}</identifier><datestamp>2026-01-01</datestamp></header></record>`,
    );
  const next = start + OAI_PAGE < documents.length ? String(start + OAI_PAGE) : "";
  response.end(
    envelope(
      `<ListRecords>${records.join("")}<resumptionToken completeListSize="${documents.length + 1}">${next}</resumptionToken></ListRecords>`,
    ),
  );
}

/** HTTP Basic credentials /terlindung/… wants (the rest of the path is served as without it). */
export const NODE_CREDENTIALS = { username: "panen", password: "rahasia" };

async function handle(node: HarvestNode, request: IncomingMessage, response: ServerResponse) {
  const url = new URL(request.url ?? "/", node.base);
  if (url.pathname.startsWith("/terlindung/")) {
    const expected = `Basic ${Buffer.from(`${NODE_CREDENTIALS.username}:${NODE_CREDENTIALS.password}`).toString("base64")}`;
    if (request.headers.authorization !== expected)
      return response.writeHead(401, { "WWW-Authenticate": 'Basic realm="uji"' }).end("unauthorised");
    url.pathname = url.pathname.slice("/terlindung".length);
  }
  if (url.pathname.startsWith("/waf/")) return serveFolder(url, response);
  if (url.pathname === "/oai") return serveOai(url, response);
  if (url.pathname === "/loop") return response.writeHead(302, { Location: "/loop-2" }).end();
  if (url.pathname === "/loop-2") return response.writeHead(302, { Location: "/loop" }).end();
  if (url.pathname === "/besar") {
    response.setHeader("Content-Type", "application/xml");
    return response.end(`<a>${"x".repeat(3 * 1024 * 1024)}</a>`);
  }
  if (url.pathname !== "/csw") return response.writeHead(404).end();
  if (url.searchParams.get("request") === "GetCapabilities") {
    response.setHeader("Content-Type", "application/xml");
    return response.end(capabilities);
  }
  const start = url.searchParams.get("startPosition") ?? "1";
  const stalled = node.stalls.get(start) ?? 0;
  if (stalled > 0) {
    node.stalls.set(start, stalled - 1);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
  }
  getRecords(node, url, response);
}

/** The samples as the node's records (with the planted one at position 13), served on loopback. */
export async function startHarvestNode(): Promise<HarvestNode> {
  const records = listSamples("iso19139").map((file) => ({
    id: path.basename(file),
    text: withoutDeclaration(readFileSync(file, "utf8")),
  }));
  records.splice(12, 0, { id: BROKEN_ID, text: BROKEN });
  const server = createServer((request, response) => {
    handle(node, request, response).catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const node: HarvestNode = {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    records,
    stalls: new Map(),
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
  return node;
}
