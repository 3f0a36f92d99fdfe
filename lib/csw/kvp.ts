import { allOf } from "../search/ast";
import { freeText } from "../search/words";
import { CSW, GML31 } from "../xml/namespaces";
import { readXml, XML_MAX_BYTES } from "../xml/read-xml";
import { type CswOperationName, operationNamed } from "./capabilities-model";
import { cswError } from "./exception-report";
import { parseCql } from "./filter/parse-cql";
import { parseFilterXml } from "./filter/parse-filter-xml";
import type { CswRequest, GetRecordsRequest } from "./request";
import {
  assertService,
  assertVersion,
  bboxParameterFilter,
  elementSetOf,
  maxRecordsOf,
  outputSchemaOf,
  resultTypeOf,
  sortKeysOf,
  startPositionOf,
  typeNamesOf,
} from "./request-values";

// GET requests (KVP): parameter names are case-insensitive, values are not.

/** CSW 2.0.2 operations Simpul does not offer (a read-only catalogue). */
const NOT_SUPPORTED = ["Transaction", "Harvest"];

/** The parameters with lower-cased names (the first of repeated ones). */
export function kvpParameters(searchParams: URLSearchParams): Record<string, string> {
  const parameters: Record<string, string> = {};
  for (const [name, value] of searchParams) {
    const key = name.toLowerCase();
    // PostgreSQL refuses NUL in text: a parameter problem here, not a failed query later.
    if (value.includes("\0"))
      throw cswError(
        "InvalidParameterValue",
        `${name} berisi karakter NUL / ${name} contains a NUL character`,
        name,
      );
    if (!(key in parameters)) parameters[key] = value;
  }
  return parameters;
}

export function operationOf(name: string | undefined): CswOperationName {
  if (!name)
    throw cswError("MissingParameterValue", "Parameter request wajib / request is required", "request");
  const operation = operationNamed(name);
  if (operation) return operation.name;
  if (NOT_SUPPORTED.some((op) => op.toLowerCase() === name.trim().toLowerCase())) {
    throw cswError(
      "OperationNotSupported",
      `Operasi ${name} tidak didukung / operation ${name} is not supported`,
      "request",
    );
  }
  throw cswError("InvalidParameterValue", `Operasi tidak dikenal: ${name} / unknown operation`, "request");
}

/**
 * A FILTER constraint from a URL. Clients often leave out the namespace declarations (the
 * NAMESPACE parameter is rarely sent), so the text is read inside an element that declares
 * the usual prefixes, with Filter Encoding as the default namespace.
 */
function kvpFilterElement(text: string) {
  const declarations = Object.entries(KVP_PREFIXES)
    .map(([prefix, uri]) => `xmlns${prefix ? `:${prefix}` : ""}="${uri}"`)
    .join(" ");
  const wrapper = readXml(
    `<kvp ${declarations}>${text.replace(/^\s*<\?xml[^>]*\?>/, "")}</kvp>`,
    XML_MAX_BYTES,
  );
  const filter = wrapper.children[0];
  if (!filter || wrapper.children.length > 1 || filter.local !== "Filter") {
    throw cswError(
      "InvalidParameterValue",
      "constraint harus satu ogc:Filter / constraint must be one ogc:Filter",
      "constraint",
    );
  }
  return filter;
}

const KVP_PREFIXES: Record<string, string> = {
  "": CSW.ogc,
  ogc: CSW.ogc,
  gml: GML31,
  csw: CSW.csw,
  dc: CSW.dc,
  dct: CSW.dct,
  ows: CSW.ows,
  apiso: "http://www.opengis.net/cat/csw/apiso/1.0",
};

const list = (value: string | undefined) =>
  value
    ?.split(",")
    .map((v) => v.trim())
    .filter(Boolean);

function constraintOf(p: Record<string, string>) {
  const text = p.constraint;
  if (!text) return null;
  const language = (p.constraintlanguage ?? "").toUpperCase();
  if (language === "CQL_TEXT") return parseCql(text);
  if (language === "FILTER") return parseFilterXml(kvpFilterElement(text));
  throw cswError(
    language ? "InvalidParameterValue" : "MissingParameterValue",
    "constraintLanguage harus FILTER atau CQL_TEXT / constraintLanguage must be FILTER or CQL_TEXT",
    "constraintLanguage",
  );
}

function getRecordsOf(p: Record<string, string>): GetRecordsRequest {
  if ((p.outputformat ?? "application/xml") !== "application/xml") {
    throw cswError(
      "InvalidParameterValue",
      "outputFormat hanya application/xml / only application/xml",
      "outputFormat",
    );
  }
  const sortPairs = (list(p.sortby) ?? []).map((key): [string, string | undefined] => {
    const cut = key.lastIndexOf(":");
    const order = key.slice(cut + 1);
    return /^(A|D|ASC|DESC)$/i.test(order) ? [key.slice(0, cut), order] : [key, undefined];
  });
  return {
    operation: "GetRecords",
    outputSchema: outputSchemaOf(p.outputschema),
    typeNames: typeNamesOf(p.typenames),
    elementSetName: elementSetOf(p.elementsetname),
    elementNames: list(p.elementname) ?? [],
    resultType: resultTypeOf(p.resulttype),
    startPosition: startPositionOf(p.startposition),
    maxRecords: maxRecordsOf(p.maxrecords),
    // q (spec 4.3 extra) is free text, as the REST API's q.
    constraint: allOf([constraintOf(p), freeText(p.q), bboxParameterFilter(p.bbox)]),
    sortBy: sortKeysOf(sortPairs),
    requestId: p.requestid,
    echo: { kvp: p },
  };
}

/** A GET request's parameters as a CSW request. */
export function parseKvpRequest(searchParams: URLSearchParams): CswRequest {
  const p = kvpParameters(searchParams);
  const operation = operationOf(p.request);
  assertService(p.service);
  if (operation === "GetCapabilities") {
    return {
      operation,
      sections: list(p.sections),
      acceptVersions: list(p.acceptversions),
      updateSequence: p.updatesequence,
    };
  }
  assertVersion(p.version, { required: true });
  switch (operation) {
    case "DescribeRecord":
      return {
        operation,
        typeNames: list(p.typename ?? p.typenames),
        outputFormat: p.outputformat,
        schemaLanguage: p.schemalanguage,
      };
    case "GetDomain":
      return { operation, parameterName: p.parametername, propertyName: p.propertyname };
    case "GetRecordById": {
      const ids = list(p.id);
      if (!ids?.length) throw cswError("MissingParameterValue", "Parameter id wajib / id is required", "id");
      return {
        operation,
        ids,
        outputSchema: outputSchemaOf(p.outputschema),
        elementSetName: elementSetOf(p.elementsetname),
      };
    }
    default:
      return getRecordsOf(p);
  }
}
