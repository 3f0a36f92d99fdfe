import "server-only";
import { publishedIdsFor } from "../../catalogue/public/find-published-id-page";
import { newXmlDocument } from "../../xml/builder";
import { CSW, XSI } from "../../xml/namespaces";
import type { GetRecordByIdRequest } from "../request";
import { documentWithRecords, publishedRecordsAs } from "./record-output";

// GetRecordById: the published records among the ids (fileIdentifier, which is the id for
// records created here); unknown or unpublished ids are simply absent.

/** The response document, serialised in parts (see documentWithRecords). */
export async function getRecordByIdXml(request: GetRecordByIdRequest): Promise<string[]> {
  const doc = newXmlDocument();
  const root = doc.ele(CSW.csw, "csw:GetRecordByIdResponse", {
    "xmlns:xsi": XSI,
    "xsi:schemaLocation": `${CSW.csw} http://schemas.opengis.net/csw/2.0.2/CSW-discovery.xsd`,
  });
  const records = await publishedRecordsAs(await publishedIdsFor(request.ids), request);
  return documentWithRecords(doc, root, records);
}
