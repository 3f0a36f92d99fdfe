import type { XMLBuilder } from "xmlbuilder2/lib/interfaces";
import { newXmlDocument } from "../../xml/builder";
import { CSW, ISO19139, XSI } from "../../xml/namespaces";
import { type DomainQueryable, domainQueryableNamed, parameterDomain } from "../capabilities-model";
import { cswError } from "../exception-report";
import { domainValues } from "./get-domain-values";

// GetDomain: request parameters are answered from the capabilities model, properties
// (queryables) from the distinct values of published records. Both may be comma lists;
// every name must be known before anything is looked up.

const XMLNS = "http://www.w3.org/2000/xmlns/";

export interface GetDomainRequest {
  parameterName?: string;
  propertyName?: string;
}

export type PropertyValues = (queryable: DomainQueryable) => Promise<string[]>;

interface Domain {
  element: "csw:ParameterName" | "csw:PropertyName";
  /** The name as the client wrote it. */
  name: string;
  /** csw:DomainValues/@type: the record type the name belongs to. */
  type: string;
  values: () => Promise<readonly string[]>;
}

/** csw:GetDomainResponse with one csw:DomainValues per requested name. */
export async function getDomainXml(
  request: GetDomainRequest,
  propertyValues: PropertyValues = domainValues,
): Promise<XMLBuilder> {
  const parameters = listOf(request.parameterName);
  const properties = listOf(request.propertyName);
  if (parameters.length === 0 && properties.length === 0) {
    throw cswError(
      "MissingParameterValue",
      "ParameterName atau PropertyName wajib diisi / ParameterName or PropertyName is required",
      "parameterName",
    );
  }
  const domains = [...parameters.map(parameter), ...properties.map((name) => property(name, propertyValues))];
  const resolved = await Promise.all(
    domains.map(async (domain) => ({ ...domain, list: await domain.values() })),
  );
  const document = newXmlDocument();
  const root = document.ele(CSW.csw, "csw:GetDomainResponse");
  root.att(XMLNS, "xmlns:csw", CSW.csw).att(XMLNS, "xmlns:gmd", ISO19139.gmd).att(XMLNS, "xmlns:xsi", XSI);
  root.att(XSI, "xsi:schemaLocation", `${CSW.csw} http://schemas.opengis.net/csw/2.0.2/CSW-discovery.xsd`);
  for (const { element, name, type, list } of resolved) {
    const domain = root.ele(CSW.csw, "csw:DomainValues").att("type", type);
    domain.ele(CSW.csw, element).txt(name);
    // ListOfValues needs at least one Value; an empty domain is written without it.
    if (list.length === 0) continue;
    const values = domain.ele(CSW.csw, "csw:ListOfValues");
    for (const value of list) values.ele(CSW.csw, "csw:Value").txt(value);
  }
  return document;
}

const listOf = (value: string | undefined) =>
  (value ?? "")
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);

function parameter(name: string): Domain {
  const domain = parameterDomain(name);
  if (!domain) {
    throw cswError(
      "InvalidParameterValue",
      `Parameter "${name}" tidak dikenal; tulis sebagai Operasi.parameter, misalnya GetRecords.outputSchema / unknown parameter "${name}"; write it as Operation.parameter, e.g. GetRecords.outputSchema`,
      "parameterName",
    );
  }
  return { element: "csw:ParameterName", name, type: "csw:Record", values: async () => domain.values };
}

function property(name: string, propertyValues: PropertyValues): Domain {
  const queryable = domainQueryableNamed(name);
  if (!queryable) {
    throw cswError(
      "InvalidParameterValue",
      `Properti "${name}" tidak punya daftar nilai; yang didukung: jenis, kategori topik, format, bahasa, nama organisasi, subjek / property "${name}" has no list of values; supported: type, topic category, format, language, organisation name, subject`,
      "propertyName",
    );
  }
  // ISO AP queryables describe gmd:MD_Metadata (as pycsw answers them); the rest csw:Record.
  const type = /^apiso:/i.test(name) ? "gmd:MD_Metadata" : "csw:Record";
  return { element: "csw:PropertyName", name, type, values: () => propertyValues(queryable) };
}

/** The name lib/http/csw/dispatch.ts imports. */
export const getDomainResponseXml = (request: GetDomainRequest) => getDomainXml(request);
