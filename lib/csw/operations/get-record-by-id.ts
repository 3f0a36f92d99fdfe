import "server-only";
import type { XMLBuilder } from "xmlbuilder2/lib/interfaces";
import { publishedIdsFor } from "../../catalogue/find-published-records";
import { loadPublishedRecords } from "../../catalogue/load-stored-record";
import { newXmlDocument } from "../../xml/builder";
import { CSW, XSI } from "../../xml/namespaces";
import type { GetRecordByIdRequest } from "../request";
import { appendRecords } from "./record-output";

// GetRecordById: the published records among the ids (fileIdentifier, which is the id for
// records created here); unknown or unpublished ids are simply absent.

export async function getRecordByIdXml(request: GetRecordByIdRequest): Promise<XMLBuilder> {
  const doc = newXmlDocument();
  const root = doc.ele(CSW.csw, "csw:GetRecordByIdResponse", {
    "xmlns:xsi": XSI,
    "xsi:schemaLocation": `${CSW.csw} http://schemas.opengis.net/csw/2.0.2/CSW-discovery.xsd`,
  });
  appendRecords(root, await loadPublishedRecords(await publishedIdsFor(request.ids)), request);
  return doc;
}
