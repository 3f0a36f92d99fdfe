import { builder, create } from "xmlbuilder2";
import { attribute, descend, firstChild, textOf, type XmlElement } from "../../xml/element";
import { characterData, type ScannedElement, scanElements } from "../../xml/element-scan";
import { CSW, ISO19139, MDB_2018 } from "../../xml/namespaces";
import { readXml } from "../../xml/read-xml";
import { localName } from "../../xml/tag-scan";
import type { HarvestItem, HarvestPage, HarvestProtocol, HarvestQuery, RemoteFetch } from "../protocol";
import { RemoteError } from "../protocol";
import { standaloneElement } from "../xml-fragments";

// CSW 2.0.2: GetCapabilities says which output schemas the node offers (ISO 19115-3 2018 is
// asked where offered, else ISO 19139, else csw:Record); GetRecords pages by startPosition,
// following nextRecord (nodes cap maxRecords, often at 10, whatever is asked; nextRecord="0"
// ends the walk). Requests are KVP GETs, which every node (pycsw, GeoNetwork, Simpul) serves.
// A filter is an OGC Filter 1.1 (XML) or a CQL text; an incremental run adds
// apiso:Modified >= the last run to an XML filter (a CQL text cannot be joined safely, so such
// a source is always harvested whole).

const OWS = CSW.ows;
const APISO = "http://www.opengis.net/cat/csw/apiso/1.0";
/** Records asked per page (nodes may give fewer). */
const PAGE_SIZE = 50;

/** Output schemas by preference, with where a record of each keeps its identifier. */
const SCHEMAS = [
  { uri: MDB_2018.mdb, id: ["metadataIdentifier", "MD_Identifier", "code", "CharacterString"] },
  { uri: ISO19139.gmd, id: ["fileIdentifier", "CharacterString"] },
  { uri: CSW.csw, id: ["identifier"] },
] as const;

function kvp(base: string, params: Record<string, string>): string {
  const url = new URL(base);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
}

/** The remote's ExceptionReport as a RemoteError, with its code and text. */
function refusal(report: XmlElement, url: string): RemoteError {
  const exception = descend(report, [[OWS, "http://www.opengis.net/ows/1.1"], "Exception"]);
  const code = attribute(exception, "exceptionCode") ?? "";
  const message = textOf(
    descend(exception, [[OWS, "http://www.opengis.net/ows/1.1"], "ExceptionText"]),
  )?.trim();
  return new RemoteError("PROTOCOL", `CSW menolak / the CSW refused: ${code} ${message ?? ""}`.trim(), url);
}

/** The response as XML; an ExceptionReport or a non-XML answer is a RemoteError. */
async function cswGet(fetch: RemoteFetch, url: string): Promise<{ root: XmlElement; text: string }> {
  const response = await fetch({ url });
  const text = new TextDecoder().decode(response.body);
  let root: XmlElement;
  try {
    root = readXml(text);
  } catch {
    const status = response.status >= 400 ? "HTTP_STATUS" : "PROTOCOL";
    throw new RemoteError(
      status,
      `Jawaban bukan XML (HTTP ${response.status}) / not XML (HTTP ${response.status})`,
      url,
    );
  }
  if (root.local === "ExceptionReport") throw refusal(root, url);
  if (response.status >= 400)
    throw new RemoteError("HTTP_STATUS", `HTTP ${response.status} dari / from ${url}`, url);
  return { root, text };
}

/** The output schemas GetRecords offers, from the capabilities. */
function offeredSchemas(capabilities: XmlElement): string[] {
  const operations = descend(capabilities, [[OWS, "http://www.opengis.net/ows/1.1"], "OperationsMetadata"]);
  const getRecords = (operations?.children ?? []).find(
    (operation) => operation.local === "Operation" && attribute(operation, "name") === "GetRecords",
  );
  const parameter = (getRecords?.children ?? []).find(
    (child) => child.local === "Parameter" && attribute(child, "name")?.toLowerCase() === "outputschema",
  );
  return (parameter?.children ?? []).filter((v) => v.local === "Value").map((v) => (textOf(v) ?? "").trim());
}

const chooseSchema = (offered: string[]) =>
  SCHEMAS.find((schema) => offered.includes(schema.uri)) ?? SCHEMAS[2];

/** The constraint parameters: the source's filter, and for an incremental run the modification date. */
function constraintParams(query: HarvestQuery): Record<string, string> {
  const filter = query.constraint.filter?.trim();
  const since = query.modifiedSince?.toISOString();
  if (filter && !filter.startsWith("<"))
    return { constraintLanguage: "CQL_TEXT", constraint_language_version: "1.1.0", constraint: filter };
  if (!filter && !since) return {};
  const document = create().ele(CSW.ogc, "ogc:Filter");
  const parent = filter && since ? document.ele(CSW.ogc, "ogc:And") : document;
  if (filter) {
    // Read by the hardened reader first (no DTD, no entities), then taken as it is.
    readXml(filter);
    const root = create(filter).root();
    const predicate =
      root.node.nodeName.replace(/^.*:/, "") === "Filter"
        ? [...root.node.childNodes].find((node) => node.nodeType === 1)
        : root.node;
    if (predicate) parent.import(builder(predicate));
  }
  if (since) {
    const compare = parent.ele(CSW.ogc, "ogc:PropertyIsGreaterThanOrEqualTo");
    compare.ele(CSW.ogc, "ogc:PropertyName").att("xmlns:apiso", APISO).txt("apiso:Modified");
    compare.ele(CSW.ogc, "ogc:Literal").txt(since);
  }
  return {
    constraintLanguage: "FILTER",
    constraint_language_version: "1.1.0",
    constraint: document.end({ headless: true }),
  };
}

function getRecordsUrl(query: HarvestQuery, schema: string, start: number, resultType = "results"): string {
  return kvp(query.url, {
    service: "CSW",
    version: "2.0.2",
    request: "GetRecords",
    typeNames: "csw:Record",
    namespace: `xmlns(csw=${CSW.csw})`,
    resultType,
    elementSetName: "full",
    outputSchema: schema,
    startPosition: String(start),
    maxRecords: String(PAGE_SIZE),
    ...constraintParams(query),
  });
}

async function capabilities(fetch: RemoteFetch, url: string) {
  const { root } = await cswGet(
    fetch,
    kvp(url, { service: "CSW", request: "GetCapabilities", acceptVersions: "2.0.2" }),
  );
  const offered = offeredSchemas(root);
  const title = textOf(
    descend(
      root,
      [[OWS, "http://www.opengis.net/ows/1.1"], "ServiceIdentification"],
      [[OWS, "http://www.opengis.net/ows/1.1"], "Title"],
    ),
  )?.trim();
  return { offered, schema: chooseSchema(offered), title: title || null };
}

/** A GetRecords answer, scanned (not parsed: the import parses each record). */
interface ScannedPage {
  text: string;
  elements: ScannedElement[];
  /** The index of csw:SearchResults. */
  results: number;
  /** An attribute of csw:SearchResults. */
  attribute(name: string): string | undefined;
}

async function getRecordsPage(fetch: RemoteFetch, url: string): Promise<ScannedPage> {
  const response = await fetch({ url });
  const text = new TextDecoder().decode(response.body);
  const elements = scanElements(text);
  const root = elements[0];
  if (root && localName(root.name) === "ExceptionReport") {
    // An exception report is small: read whole, for its code and text.
    let report: XmlElement;
    try {
      report = readXml(text);
    } catch {
      throw new RemoteError("PROTOCOL", "Laporan galat yang rusak / a malformed exception report", url);
    }
    throw refusal(report, url);
  }
  if (response.status >= 400)
    throw new RemoteError("HTTP_STATUS", `HTTP ${response.status} dari / from ${url}`, url);
  const results = elements.findIndex(
    (element) => element.path.length === 2 && element.path[1] === "SearchResults",
  );
  const scanned = elements[results];
  if (!root || !scanned)
    throw new RemoteError("PROTOCOL", "Jawaban tanpa SearchResults / no SearchResults", url);
  const tag = text.slice(scanned.start, scanned.contentStart);
  return {
    text,
    elements,
    results,
    attribute: (name) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`).exec(tag)?.[1],
  };
}

/** The text of the record's element at `path` below it (its identifier), if any. */
function textBelow({ text, elements }: ScannedPage, index: number, path: readonly string[]): string | null {
  const record = elements[index] as ScannedElement;
  const wanted = [...record.path, ...path].join("/");
  for (
    let at = index + 1;
    at < elements.length && (elements[at] as ScannedElement).start < record.end;
    at++
  ) {
    const element = elements[at] as ScannedElement;
    if (element.path.join("/") === wanted)
      return characterData(text.slice(element.contentStart, element.contentEnd)).trim() || null;
  }
  return null;
}

/** The records of one GetRecords answer, each standing alone, with their identifiers. */
function recordsOf(
  page: ScannedPage,
  schema: (typeof SCHEMAS)[number],
  query: HarvestQuery,
  start: number,
): HarvestItem[] {
  const { text, elements, results } = page;
  let position = start - 1;
  return elements.flatMap((element, index): HarvestItem[] => {
    if (element.parent !== results) return [];
    position += 1;
    const remoteId = textBelow(page, index, schema.id);
    if (!remoteId)
      return [
        {
          kind: "failure",
          // Named by its place in the walk: it has no name of its own.
          remoteId: `#${position}`,
          reason: "MISSING_ELEMENT",
          message: "Rekaman tanpa pengenal / a record without an identifier",
        },
      ];
    const document = standaloneElement(text, elements, index);
    const originalUrl = kvp(query.url, {
      service: "CSW",
      version: "2.0.2",
      request: "GetRecordById",
      id: remoteId,
      elementSetName: "full",
      outputSchema: schema.uri,
    });
    return [{ kind: "record", remoteId, document: new TextEncoder().encode(document), originalUrl }];
  });
}

export const cswProtocol: HarvestProtocol = {
  name: "CSW",

  async describe(fetch, query) {
    const { offered, schema, title } = await capabilities(fetch, query.url);
    const { root } = await cswGet(fetch, getRecordsUrl(query, schema.uri, 1, "hits"));
    const matched = attribute(firstChild(root, [CSW.csw, "SearchResults"]), "numberOfRecordsMatched");
    const notes: string[] = [];
    if (schema.uri === CSW.csw)
      notes.push(
        "Node tidak menawarkan ISO; rekaman Dublin Core dipanen / the node offers no ISO schema: Dublin Core records are harvested",
      );
    if (query.constraint.filter && !query.constraint.filter.trim().startsWith("<"))
      notes.push(
        "Filter CQL: setiap panen mengambil semua rekaman / a CQL filter: every run harvests all records",
      );
    return {
      title,
      formats: offered,
      chosenFormat: schema.uri,
      records: matched ? Number(matched) : null,
      notes,
    };
  },

  async *pages(fetch, query): AsyncGenerator<HarvestPage> {
    const { schema } = await capabilities(fetch, query.url);
    let start = query.cursor ? Number(query.cursor) : 1;
    for (;;) {
      const url = getRecordsUrl(query, schema.uri, start);
      const page = await getRecordsPage(fetch, url);
      const matched = Number(page.attribute("numberOfRecordsMatched") ?? Number.NaN);
      const items = recordsOf(page, schema, query, start);
      const returned = Number(page.attribute("numberOfRecordsReturned") ?? items.length);
      const next = Number(page.attribute("nextRecord") ?? start + returned);
      // nextRecord 0 (or past the end, or no progress) ends the walk.
      const done = !(next > start) || next > matched || returned === 0;
      yield { items, cursor: done ? null : String(next), matched: Number.isFinite(matched) ? matched : null };
      if (done) return;
      start = next;
    }
  },
};
