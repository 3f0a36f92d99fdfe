import type { TSourceDetails } from "../../schemas/source-details";
import { attribute, childrenNamed, firstChild, type XmlElement } from "../../xml/element";
import { XLINK } from "../../xml/namespaces";
import { classOf, objectOf } from "../decoders/gmd-read";
import { codeOf, identifierOf, linkOf, type Names, objectIn, objects, present, textOf } from "./read";

// The service description of every SV_ServiceIdentification: its type and versions, coupling,
// operations with their platforms and URLs, and the data it couples to, each reference as the
// document gives it. ISO 19139 names the platform DCP, ISO 19115-3 distributedComputingPlatform;
// a coupled resource is an identifier and operation name in 19139, a citation or a reference
// to the resource in 19115-3.

type Service = TSourceDetails["layanan"][number];
type Coupled = Service["dataTerkait"][number];

const attr = (element: XmlElement | undefined, local: string) =>
  attribute(element, local)?.trim() || undefined;

function serviceType(property: XmlElement | undefined): Service["tipe"] {
  const nama = textOf(property);
  if (nama === undefined) return undefined;
  return { nama, codeSpace: attr(objectOf(property), "codeSpace") };
}

function operation(metadata: XmlElement, name: Names): Service["operasi"][number] | null {
  const nama = textOf(firstChild(metadata, name("operationName")));
  if (nama === undefined) return null;
  const platforms = [
    ...childrenNamed(metadata, name("DCP")),
    ...childrenNamed(metadata, name("distributedComputingPlatform")),
  ];
  return {
    nama,
    dcp: present(platforms.map(codeOf)),
    url: present(
      objects(metadata, name("connectPoint")).map((resource) =>
        textOf(firstChild(resource, name("linkage"))),
      ),
    ),
  };
}

/** operatesOn or operatedDataset: a reference (uuidref, xlink) or an inline identification. */
function reference(property: XmlElement, unsur: Coupled["unsur"], name: Names): Coupled {
  const inline = objectOf(property);
  const citation = inline?.local === "CI_Citation" ? inline : objectIn(inline, name("citation"));
  return {
    unsur,
    uuidref: attr(property, "uuidref"),
    href: linkOf(property),
    judul: attribute(property, "title", XLINK)?.trim() || textOf(firstChild(citation, name("title"))),
  };
}

function coupledResource(resource: XmlElement, name: Names): Coupled {
  const citation = objectIn(resource, name("resourceReference"));
  const reference = firstChild(resource, name("resourceReference")) ?? firstChild(resource, name("resource"));
  const cited = identifierOf(objectIn(citation, name("identifier")), name);
  const operationName =
    textOf(firstChild(resource, name("operationName"))) ??
    textOf(firstChild(objectIn(resource, name("operation")), name("operationName")));
  return {
    unsur: "coupledResource",
    uuidref: attr(reference, "uuidref"),
    href: linkOf(reference),
    judul: attribute(reference, "title", XLINK)?.trim() || textOf(firstChild(citation, name("title"))),
    pengenal: textOf(firstChild(resource, name("identifier"))) ?? cited?.kode,
    operasi: operationName,
  };
}

function service(identification: XmlElement, name: Names): Service {
  return {
    tipe: serviceType(firstChild(identification, name("serviceType"))),
    versi: present(childrenNamed(identification, name("serviceTypeVersion")).map(textOf)),
    couplingType: codeOf(firstChild(identification, name("couplingType"))),
    operasi: present(
      objects(identification, name("containsOperations")).map((metadata) => operation(metadata, name)),
    ),
    dataTerkait: [
      ...childrenNamed(identification, name("operatesOn")).map((p) => reference(p, "operatesOn", name)),
      ...childrenNamed(identification, name("operatedDataset")).map((p) =>
        reference(p, "operatedDataset", name),
      ),
      ...objects(identification, name("coupledResource")).map((resource) => coupledResource(resource, name)),
    ].filter((coupled) => coupled.uuidref || coupled.href || coupled.judul || coupled.pengenal),
  };
}

/** One entry per service identification section, in document order. */
export function readServices(identifications: XmlElement[], name: Names): TSourceDetails["layanan"] {
  return identifications
    .filter((identification) => classOf(identification).endsWith("SV_ServiceIdentification"))
    .map((identification) => service(identification, name));
}
