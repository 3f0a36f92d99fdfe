import { childrenNamed, firstChild, textOf, type XmlElement } from "../xml/element";
import { CSW } from "../xml/namespaces";
import { readXml } from "../xml/read-xml";
import { cswError } from "./exception-report";
import { parseCql } from "./filter/parse-cql";
import { parseFilterXml } from "./filter/parse-filter-xml";
import type { CswRequest, GetRecordsRequest } from "./request";
import {
  assertService,
  assertVersion,
  elementSetOf,
  maxRecordsOf,
  outputSchemaOf,
  resultTypeOf,
  sortKeysOf,
  startPositionOf,
  typeNamesOf,
} from "./request-values";

// POST requests: one CSW 2.0.2 request document, at most 1 MiB, read safely (no DTD).

export const POST_MAX_BYTES = 1024 * 1024;

const csw = (local: string) => [CSW.csw, local] as const;
const ows = (local: string) => [CSW.ows, local] as const;
const ogc = (local: string) => [CSW.ogc, local] as const;
const texts = (elements: XmlElement[]) => elements.map((e) => textOf(e) ?? "").filter(Boolean);

function constraintOf(query: XmlElement | undefined) {
  const constraint = firstChild(query, csw("Constraint"));
  if (!constraint) return null;
  const filter = firstChild(constraint, ogc("Filter"));
  if (filter) return parseFilterXml(filter);
  const cql = textOf(firstChild(constraint, csw("CqlText")));
  if (cql) return parseCql(cql);
  throw cswError(
    "MissingParameterValue",
    "csw:Constraint tanpa ogc:Filter atau csw:CqlText / empty constraint",
    "Constraint",
  );
}

function getRecordsOf(root: XmlElement, text: string): GetRecordsRequest {
  const query = firstChild(root, csw("Query"));
  if (!query) throw cswError("MissingParameterValue", "csw:Query wajib / csw:Query is required", "Query");
  const sortPairs = childrenNamed(firstChild(query, ogc("SortBy")), ogc("SortProperty")).map(
    (sort): [string, string | undefined] => [
      textOf(firstChild(sort, ogc("PropertyName"))) ?? "",
      textOf(firstChild(sort, ogc("SortOrder"))),
    ],
  );
  return {
    operation: "GetRecords",
    outputSchema: outputSchemaOf(root.attrs.outputSchema),
    typeNames: typeNamesOf(query.attrs.typeNames),
    elementSetName: elementSetOf(textOf(firstChild(query, csw("ElementSetName")))),
    elementNames: texts(childrenNamed(query, csw("ElementName"))),
    resultType: resultTypeOf(root.attrs.resultType),
    startPosition: startPositionOf(root.attrs.startPosition),
    maxRecords: maxRecordsOf(root.attrs.maxRecords),
    constraint: constraintOf(query),
    sortBy: sortKeysOf(sortPairs),
    requestId: root.attrs.requestId,
    echo: { xml: text },
  };
}

/** A POST body as a CSW request. */
export function parsePostRequest(body: Uint8Array): CswRequest {
  const root = readXml(body, POST_MAX_BYTES);
  if (root.ns !== CSW.csw) {
    throw cswError(
      "InvalidParameterValue",
      `Elemen akar {${root.ns}}${root.local} bukan permintaan CSW 2.0.2 / not a CSW 2.0.2 request`,
      "request",
    );
  }
  assertService(root.attrs.service);
  const operation = root.local;
  if (operation === "GetCapabilities") {
    const versions = texts(childrenNamed(firstChild(root, ows("AcceptVersions")), ows("Version")));
    const sections = texts(childrenNamed(firstChild(root, ows("Sections")), ows("Section")));
    return {
      operation,
      acceptVersions: versions.length ? versions : undefined,
      sections: sections.length ? sections : undefined,
      updateSequence: root.attrs.updateSequence,
    };
  }
  assertVersion(root.attrs.version, { required: true });
  switch (operation) {
    case "DescribeRecord":
      return {
        operation,
        typeNames: texts(childrenNamed(root, csw("TypeName"))),
        outputFormat: root.attrs.outputFormat,
        schemaLanguage: root.attrs.schemaLanguage,
      };
    case "GetDomain":
      return {
        operation,
        parameterName: textOf(firstChild(root, csw("ParameterName"))),
        propertyName: textOf(firstChild(root, csw("PropertyName"))),
      };
    case "GetRecordById": {
      const ids = texts(childrenNamed(root, csw("Id")));
      if (ids.length === 0)
        throw cswError("MissingParameterValue", "csw:Id wajib / csw:Id is required", "Id");
      return {
        operation,
        ids,
        outputSchema: outputSchemaOf(root.attrs.outputSchema),
        elementSetName: elementSetOf(textOf(firstChild(root, csw("ElementSetName")))),
      };
    }
    case "GetRecords":
      return getRecordsOf(root, new TextDecoder().decode(body));
    case "Transaction":
    case "Harvest":
      throw cswError(
        "OperationNotSupported",
        `Operasi ${operation} tidak didukung / not supported`,
        "request",
      );
    default:
      throw cswError(
        "InvalidParameterValue",
        `Operasi tidak dikenal: ${operation} / unknown operation`,
        "request",
      );
  }
}
