import type { XMLBuilder } from "xmlbuilder2/lib/interfaces";
import { newXmlDocument } from "../../xml/builder";
import { CSW, XSI } from "../../xml/namespaces";
import { allowedValue, CSW_RECORD_TYPES, type CswRecordType } from "../capabilities-model";
import { cswError } from "../exception-report";

// DescribeRecord: one csw:SchemaComponent per record type. Each holds a small xs:schema that
// xs:includes the official schema of the type by its public URL (same target namespace, so
// include, not import), plus imports the records need beyond it. Unlike a copy of record.xsd
// (pycsw), it cannot drift from the official schema, needs no OGC/ISO files in the repository
// and has no relative schemaLocations that would resolve against /csw. The OGC CITE assertions
// on DescribeRecord only look at csw:SchemaComponent/@targetNamespace.

const XMLNS = "http://www.w3.org/2000/xmlns/";
const XS = "http://www.w3.org/2001/XMLSchema";
const XML_SCHEMA_LANGUAGE = "http://www.w3.org/XML/Schema";
// Other names clients use for W3C XML Schema (pycsw accepts them too).
const SCHEMA_LANGUAGE_ALIASES = [
  "http://www.w3.org/2001/XMLSchema",
  "http://www.w3.org/TR/xmlschema-1/",
  "XMLSCHEMA",
];

export interface DescribeRecordRequest {
  typeNames?: string[];
  outputFormat?: string;
  schemaLanguage?: string;
}

/** csw:DescribeRecordResponse for the requested type names (all supported types when none). */
export function describeRecordXml(request: DescribeRecordRequest = {}): XMLBuilder {
  checkOutputFormat(request.outputFormat);
  checkSchemaLanguage(request.schemaLanguage);
  const types = requestedTypes(request.typeNames);
  const document = newXmlDocument();
  const root = document.ele(CSW.csw, "csw:DescribeRecordResponse");
  root.att(XMLNS, "xmlns:csw", CSW.csw).att(XMLNS, "xmlns:xs", XS).att(XMLNS, "xmlns:xsi", XSI);
  root.att(XSI, "xsi:schemaLocation", `${CSW.csw} http://schemas.opengis.net/csw/2.0.2/CSW-discovery.xsd`);
  for (const type of types) writeSchemaComponent(root, type);
  return document;
}

function writeSchemaComponent(root: XMLBuilder, type: CswRecordType): void {
  const schema = root
    .ele(CSW.csw, "csw:SchemaComponent")
    .att("targetNamespace", type.namespace)
    .att("schemaLanguage", XML_SCHEMA_LANGUAGE)
    .ele(XS, "xs:schema")
    .att("targetNamespace", type.namespace)
    .att("elementFormDefault", "qualified");
  for (const { namespace, schemaLocation } of type.imports) {
    schema.ele(XS, "xs:import").att("namespace", namespace).att("schemaLocation", schemaLocation);
  }
  schema.ele(XS, "xs:include").att("schemaLocation", type.schemaLocation);
}

function checkOutputFormat(outputFormat: string | undefined): void {
  if (!outputFormat?.trim() || allowedValue("DescribeRecord", "outputFormat", outputFormat)) return;
  throw cswError(
    "InvalidParameterValue",
    `outputFormat "${outputFormat}" tidak didukung; gunakan application/xml / outputFormat "${outputFormat}" is not supported; use application/xml`,
    "outputFormat",
  );
}

function checkSchemaLanguage(schemaLanguage: string | undefined): void {
  const value = schemaLanguage?.trim();
  if (!value || allowedValue("DescribeRecord", "schemaLanguage", value)) return;
  if (SCHEMA_LANGUAGE_ALIASES.some((alias) => alias.toLowerCase() === value.toLowerCase())) return;
  throw cswError(
    "InvalidParameterValue",
    `schemaLanguage "${value}" tidak didukung; gunakan ${XML_SCHEMA_LANGUAGE} / schemaLanguage "${value}" is not supported; use ${XML_SCHEMA_LANGUAGE}`,
    "schemaLanguage",
  );
}

/** Matches "prefix:Local" with the conventional prefix, or "{namespace}Local" (prefix resolved). */
function typeNamed(name: string): CswRecordType | undefined {
  const clark = /^\{(.*)\}(.+)$/.exec(name);
  return CSW_RECORD_TYPES.find((type) => {
    const local = type.typeName.slice(type.typeName.indexOf(":") + 1);
    return clark ? clark[1] === type.namespace && clark[2] === local : name === type.typeName;
  });
}

function requestedTypes(typeNames: string[] | undefined): CswRecordType[] {
  const names = (typeNames ?? [])
    .flatMap((name) => name.split(","))
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.length === 0) return [...CSW_RECORD_TYPES];
  const types = new Set<CswRecordType>();
  for (const name of names) {
    const type = typeNamed(name);
    if (!type) {
      const supported = CSW_RECORD_TYPES.map((known) => known.typeName).join(", ");
      throw cswError(
        "InvalidParameterValue",
        `Jenis rekaman "${name}" tidak didukung; pilih ${supported} / type name "${name}" is not supported; choose ${supported}`,
        "typename",
      );
    }
    types.add(type);
  }
  return [...types];
}
