import "server-only";
import type { XMLBuilder } from "xmlbuilder2/lib/interfaces";
import { findPublishedIdPage, type RecordOrder } from "../../catalogue/public/find-published-id-page";
import { isoDateTime } from "../../iso/iso-values";
import { newXmlDocument } from "../../xml/builder";
import { CSW, XSI } from "../../xml/namespaces";
import { constraintSql } from "../filter/constraint-sql";
import type { GetRecordsRequest, SortKey } from "../request";
import { documentWithRecords, publishedRecordsAs } from "./record-output";

// GetRecords: the constraint as SQL over the catalogue, one page of records in the requested
// output schema and element set, exact counts and nextRecord (0 after the last page).

const SORT_COLUMNS: Record<string, RecordOrder["column"]> = {
  Title: "judul",
  Modified: "modified",
  Identifier: "fileIdentifier",
};
const orderOf = (keys: SortKey[]): RecordOrder[] =>
  keys.map((key) => ({
    column: SORT_COLUMNS[key.property] as RecordOrder["column"],
    descending: key.descending,
  }));

function responseRoot(request: GetRecordsRequest, now: Date) {
  const doc = newXmlDocument();
  const root = doc.ele(CSW.csw, "csw:GetRecordsResponse", {
    version: "2.0.2",
    "xmlns:xsi": XSI,
    "xsi:schemaLocation": `${CSW.csw} http://schemas.opengis.net/csw/2.0.2/CSW-discovery.xsd`,
  });
  if (request.requestId) root.ele(CSW.csw, "csw:RequestId").txt(request.requestId);
  root.ele(CSW.csw, "csw:SearchStatus", { timestamp: isoDateTime(now) });
  return { doc, root };
}

/** resultType=validate: the request was valid; echo it. */
function acknowledgement(request: GetRecordsRequest, now: Date): XMLBuilder {
  const doc = newXmlDocument();
  const ack = doc.ele(CSW.csw, "csw:Acknowledgement", {
    timeStamp: isoDateTime(now),
    "xmlns:xsi": XSI,
    "xsi:schemaLocation": `${CSW.csw} http://schemas.opengis.net/csw/2.0.2/CSW-discovery.xsd`,
  });
  const echoed = ack.ele(CSW.csw, "csw:EchoedRequest");
  if ("xml" in request.echo) echoed.ele(request.echo.xml.replace(/^\s*<\?xml[^>]*\?>/, ""));
  else {
    // A GET request has no document of its own: echo it as the equivalent csw:GetRecords.
    const getRecords = echoed.ele(CSW.csw, "csw:GetRecords", {
      service: "CSW",
      version: "2.0.2",
      resultType: "validate",
      outputSchema: request.outputSchema,
      startPosition: String(request.startPosition),
      maxRecords: String(request.maxRecords),
    });
    const query = getRecords.ele(CSW.csw, "csw:Query", {
      typeNames: request.typeNames.join(" ") || "csw:Record",
    });
    if (request.elementNames.length)
      for (const name of request.elementNames) query.ele(CSW.csw, "csw:ElementName").txt(name);
    else query.ele(CSW.csw, "csw:ElementSetName").txt(request.elementSetName);
  }
  if (request.requestId) ack.ele(CSW.csw, "csw:RequestId").txt(request.requestId);
  return doc;
}

/** The response document: a builder for validate, otherwise serialised in parts (see documentWithRecords). */
export async function getRecordsXml(
  request: GetRecordsRequest,
  now = new Date(),
): Promise<XMLBuilder | string[]> {
  if (request.resultType === "validate") return acknowledgement(request, now);
  const limit = request.resultType === "hits" ? 0 : request.maxRecords;
  const { total, ids } = await findPublishedIdPage({
    ...(request.constraint ? constraintSql(request.constraint) : { where: null }),
    order: orderOf(request.sortBy),
    offset: request.startPosition - 1,
    limit,
  });
  const records = await publishedRecordsAs(ids, request);
  const returned = records.length;
  const last = request.startPosition - 1 + returned;
  const nextRecord =
    request.resultType === "hits"
      ? total >= request.startPosition
        ? request.startPosition
        : 0
      : last < total && returned > 0
        ? last + 1
        : 0;
  const { doc, root } = responseRoot(request, now);
  const results = root.ele(CSW.csw, "csw:SearchResults", {
    numberOfRecordsMatched: String(total),
    numberOfRecordsReturned: String(returned),
    nextRecord: String(nextRecord),
    recordSchema: request.outputSchema,
    ...(request.elementNames.length ? {} : { elementSet: request.elementSetName }),
  });
  return documentWithRecords(doc, results, records);
}
