import { attribute, firstChild, textOf, type XmlElement, type XmlName } from "../../xml/element";
import { type ScannedElement, scanElements } from "../../xml/element-scan";
import { ISO19139, MDB_2018 } from "../../xml/namespaces";
import { readXmlDocument, XML_MAX_BYTES } from "../../xml/read-xml";
import { localName } from "../../xml/tag-scan";
import type { HarvestItem, HarvestPage, HarvestProtocol, HarvestQuery, RemoteFetch } from "../protocol";
import { RemoteError } from "../protocol";
import { standaloneElement } from "../xml-fragments";

// OAI-PMH 2.0: Identify (title, datestamp granularity) and ListMetadataFormats (iso19139 where
// offered, else an ISO 19115-3 or gmd format, else oai_dc); ListRecords pages by
// resumptionToken. pycsw's quirks (REAL-NODES.md) are lived with: it refuses a token sent
// alone with badArgument, so that page is asked again with metadataPrefix beside the token
// (and every later one too), and its last page carries the token "0", which restarts the list
// if followed, so "0" ends it like an empty token.

const OAI_NS = "http://www.openarchives.org/OAI/2.0/";
/** Some repositories write the envelope without its namespace. */
const oai = (local: string): XmlName => [[OAI_NS, ""], local];
const ISO_NAMESPACES = [MDB_2018.mdb, ISO19139.gmd];

type Params = Record<string, string>;
interface OaiAnswer {
  root: XmlElement;
  text: string;
  url: string;
  error: { code: string; message: string } | null;
}

function oaiUrl(base: string, params: Params): string {
  const url = new URL(base);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
}

/** The answer read as an OAI-PMH envelope, its error (if any) beside it for the caller to judge. */
async function oaiGet(fetch: RemoteFetch, base: string, params: Params): Promise<OaiAnswer> {
  const url = oaiUrl(base, params);
  const response = await fetch({ url });
  const ok = response.status >= 200 && response.status < 300;
  let parsed: { root: XmlElement; text: string } | null = null;
  try {
    // The fetch's size limit bounds an envelope; readXml's is for one record, not a page of them.
    parsed = readXmlDocument(response.body, Math.max(XML_MAX_BYTES, response.body.byteLength));
  } catch {}
  const isOai = parsed?.root.local === "OAI-PMH";
  const errorElement = isOai ? firstChild(parsed?.root, oai("error")) : undefined;
  if (!ok && !errorElement)
    throw new RemoteError("HTTP_STATUS", `HTTP ${response.status} dari / from ${url}`, url);
  if (!parsed || !isOai)
    throw new RemoteError("PROTOCOL", "Jawaban bukan OAI-PMH / the answer is not OAI-PMH", url);
  const error = errorElement
    ? { code: attribute(errorElement, "code") ?? "", message: textOf(errorElement) ?? "" }
    : null;
  return { ...parsed, url, error };
}

/** The answer's verb element; an OAI error or a missing element is a RemoteError. */
function verbOf(answer: OaiAnswer, verb: string): XmlElement {
  if (answer.error) {
    const { code, message } = answer.error;
    throw new RemoteError(
      "PROTOCOL",
      `OAI-PMH menolak / OAI-PMH refused: ${code}${message ? ` (${message})` : ""}`,
      answer.url,
    );
  }
  const element = firstChild(answer.root, oai(verb));
  if (!element)
    throw new RemoteError("PROTOCOL", `Jawaban tanpa <${verb}> / no <${verb}> in the answer`, answer.url);
  return element;
}

const childText = (element: XmlElement | undefined, local: string) =>
  textOf(firstChild(element, oai(local))) ?? null;

const count = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : null);

async function identify(fetch: RemoteFetch, base: string) {
  const element = verbOf(await oaiGet(fetch, base, { verb: "Identify" }), "Identify");
  return {
    title: childText(element, "repositoryName"),
    granularity: childText(element, "granularity"),
    earliest: childText(element, "earliestDatestamp"),
  };
}

async function metadataFormats(fetch: RemoteFetch, base: string) {
  const element = verbOf(await oaiGet(fetch, base, { verb: "ListMetadataFormats" }), "ListMetadataFormats");
  return element.children
    .filter((child) => child.local === "metadataFormat")
    .map((format) => ({
      prefix: childText(format, "metadataPrefix") ?? "",
      schema: childText(format, "schema") ?? "",
      namespace: childText(format, "metadataNamespace") ?? "",
    }))
    .filter((format) => format.prefix !== "");
}

type Format = Awaited<ReturnType<typeof metadataFormats>>[number];

function chooseFormat(formats: Format[]): string | null {
  const isIso = (format: Format, ns: string) =>
    format.namespace === ns || format.schema === ns || format.schema.startsWith(`${ns}/`);
  const chosen =
    formats.find((format) => format.prefix === "iso19139") ??
    ISO_NAMESPACES.map((ns) => formats.find((format) => isIso(format, ns))).find(Boolean) ??
    formats.find((format) => format.prefix === "oai_dc");
  return chosen?.prefix ?? null;
}

/** `from` at the repository's granularity (day granularity is the one every repository supports). */
const fromDate = (since: Date, granularity: string | null) =>
  granularity?.includes("T") ? `${since.toISOString().slice(0, 19)}Z` : since.toISOString().slice(0, 10);

/** The first ListRecords request of a walk from the start. */
async function firstRequest(fetch: RemoteFetch, query: HarvestQuery, prefix: string): Promise<Params> {
  const params: Params = { verb: "ListRecords", metadataPrefix: prefix };
  if (query.constraint.set) params.set = query.constraint.set;
  if (query.modifiedSince)
    params.from = fromDate(query.modifiedSince, (await identify(fetch, query.url)).granularity);
  return params;
}

const schemaError = (remoteId: string | null, message: string): HarvestItem => ({
  kind: "failure",
  remoteId,
  reason: "SCHEMA_ERROR",
  message,
});

/** Each record of a ListRecords answer: its header from the tree, its metadata cut from the text. */
function recordsOf(answer: OaiAnswer, list: XmlElement, base: string, prefix: string): HarvestItem[] {
  const { text } = answer;
  const elements = scanElements(text);
  const childrenOf = new Map<number, number[]>();
  elements.forEach((element, index) => {
    const siblings = childrenOf.get(element.parent);
    if (siblings) siblings.push(index);
    else childrenOf.set(element.parent, [index]);
  });
  const named = (parent: number, local: string) =>
    (childrenOf.get(parent) ?? []).filter(
      (index) => localName((elements[index] as ScannedElement).name) === local,
    );
  const scanned = named(named(0, "ListRecords")[0] ?? -2, "record");
  const records = list.children.filter((child) => child.local === "record");
  return records.map((record, i): HarvestItem => {
    const header = firstChild(record, oai("header"));
    const remoteId = childText(header, "identifier");
    if (!remoteId) return schemaError(null, "Rekaman tanpa pengenal / a record without an identifier");
    if (attribute(header, "status") === "deleted") return { kind: "deleted", remoteId };
    const metadata = named(scanned[i] ?? -2, "metadata")[0];
    const content = metadata === undefined ? [] : (childrenOf.get(metadata) ?? []);
    if (content.length !== 1)
      return schemaError(
        remoteId,
        `<metadata> berisi ${content.length} elemen, bukan 1 / <metadata> holds ${content.length} elements, not 1`,
      );
    const document = new TextEncoder().encode(standaloneElement(text, elements, content[0] as number));
    const originalUrl = oaiUrl(base, { verb: "GetRecord", metadataPrefix: prefix, identifier: remoteId });
    return { kind: "record", remoteId, document, originalUrl };
  });
}

/** Records the repository holds for the set: a first ListIdentifiers page's completeListSize, or its count when it is the only page. */
async function countRecords(fetch: RemoteFetch, query: HarvestQuery, prefix: string): Promise<number | null> {
  const params: Params = { verb: "ListIdentifiers", metadataPrefix: prefix };
  if (query.constraint.set) params.set = query.constraint.set;
  const answer = await oaiGet(fetch, query.url, params);
  if (answer.error?.code === "noRecordsMatch") return 0;
  const list = verbOf(answer, "ListIdentifiers");
  const token = firstChild(list, oai("resumptionToken"));
  const size = count(attribute(token, "completeListSize"));
  if (size !== null) return size;
  const next = textOf(token);
  if (next && next !== "0") return null;
  // pycsw wraps ListIdentifiers' headers in record elements.
  return list.children.filter((child) => child.local === "header" || child.local === "record").length;
}

export const oaiPmhProtocol: HarvestProtocol = {
  name: "OAI_PMH",

  async describe(fetch, query) {
    const about = await identify(fetch, query.url);
    const formats = await metadataFormats(fetch, query.url);
    const chosenFormat = chooseFormat(formats);
    const notes: string[] = [];
    if (about.earliest) notes.push(`Datestamp tertua / earliest datestamp: ${about.earliest}`);
    if (about.granularity) notes.push(`Granularitas tanggal / datestamp granularity: ${about.granularity}`);
    if (!chosenFormat)
      notes.push("Tidak ada format ISO maupun oai_dc / neither an ISO format nor oai_dc is offered");
    else if (chosenFormat === "oai_dc")
      notes.push(
        "Tidak ada format ISO; Dublin Core dipanen / no ISO format offered: Dublin Core is harvested",
      );
    let records: number | null = null;
    try {
      records = chosenFormat ? await countRecords(fetch, query, chosenFormat) : null;
    } catch (error) {
      if (!(error instanceof RemoteError)) throw error;
      notes.push(`Jumlah rekaman tidak diketahui / the record count is unknown: ${error.message}`);
    }
    return {
      title: about.title,
      formats: formats.map((format) => format.prefix),
      chosenFormat,
      records,
      notes,
    };
  },

  async *pages(fetch, query): AsyncGenerator<HarvestPage> {
    const prefix = chooseFormat(await metadataFormats(fetch, query.url));
    if (!prefix)
      throw new RemoteError(
        "PROTOCOL",
        "Tidak ada format yang dapat dipanen / no format to harvest",
        query.url,
      );
    let params: Params = query.cursor
      ? { verb: "ListRecords", resumptionToken: query.cursor }
      : await firstRequest(fetch, query, prefix);
    let repeatPrefix = false;
    const followed = new Set(query.cursor ? [query.cursor] : []);
    for (;;) {
      const withPrefix = { ...params, metadataPrefix: prefix };
      let answer = await oaiGet(fetch, query.url, repeatPrefix ? withPrefix : params);
      if (answer.error?.code === "badArgument" && params.resumptionToken && !repeatPrefix) {
        repeatPrefix = true;
        answer = await oaiGet(fetch, query.url, withPrefix);
      }
      if (answer.error?.code === "noRecordsMatch") {
        yield { items: [], cursor: null, matched: 0 };
        return;
      }
      const list = verbOf(answer, "ListRecords");
      const token = firstChild(list, oai("resumptionToken"));
      const next = textOf(token);
      const cursor = next && next !== "0" ? next : null;
      const matched = count(attribute(token, "completeListSize"));
      yield { items: recordsOf(answer, list, query.url, prefix), cursor, matched };
      if (!cursor) return;
      if (followed.has(cursor))
        throw new RemoteError(
          "PROTOCOL",
          `resumptionToken berulang / a repeated resumptionToken: ${cursor}`,
          answer.url,
        );
      followed.add(cursor);
      params = { verb: "ListRecords", resumptionToken: cursor };
    }
  },
};
