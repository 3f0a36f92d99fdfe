import type { Quad, Quad_Subject } from "@rdfjs/types";
import type { XMLBuilder } from "xmlbuilder2/lib/interfaces";
import { newXmlDocument, xmlToString } from "../xml/builder";
import { PREFIXES } from "./vocabulary";

// RDF/XML written with xmlbuilder2 through lib/xml/builder.ts: one rdf:Description per subject,
// rdf:about or rdf:nodeID; objects as rdf:resource / rdf:nodeID, literals as text with
// rdf:datatype or xml:lang. A predicate outside the known prefixes gets a namespace of its own.
// XML 1.0 cannot hold control characters other than tab, newline and carriage return: a
// literal with one cannot be written in this format (the other formats escape it).

const RDF = PREFIXES.rdf;
const XML_NS = "http://www.w3.org/XML/1998/namespace";
const XSD_STRING = `${PREFIXES.xsd}string`;
const RDF_LANG_STRING = `${RDF}langString`;

/** The predicate as namespace and qualified name (the local part must be an XML name). */
function qualifiedName(iri: string, extra: Map<string, string>): [string, string] {
  for (const [prefix, namespace] of Object.entries(PREFIXES)) {
    const local = iri.slice(namespace.length);
    if (iri.startsWith(namespace) && /^[A-Za-z_][\w.-]*$/.test(local))
      return [namespace, `${prefix}:${local}`];
  }
  const split = /^(.*?)([A-Za-z_][\w.-]*)$/.exec(iri);
  if (!split?.[1] || !split[2]) throw new Error(`RDF/XML cannot write the predicate <${iri}>`);
  const namespace = split[1];
  if (!extra.has(namespace)) extra.set(namespace, `ns${extra.size + 1}`);
  return [namespace, `${extra.get(namespace)}:${split[2]}`];
}

function descriptionOf(root: XMLBuilder, subject: Quad_Subject): XMLBuilder {
  const element = root.ele(RDF, "rdf:Description");
  if (subject.termType === "BlankNode") element.att(RDF, "rdf:nodeID", subject.value);
  else element.att(RDF, "rdf:about", subject.value);
  return element;
}

/** The graph as an RDF/XML document. */
export function toRdfXml(quads: Quad[]): string {
  const namespaces = Object.fromEntries(
    Object.entries(PREFIXES).map(([prefix, namespace]) => [`xmlns:${prefix}`, namespace]),
  );
  const document = newXmlDocument();
  const root = document.ele(RDF, "rdf:RDF", namespaces);
  const extra = new Map<string, string>();
  const descriptions = new Map<string, XMLBuilder>();
  for (const { subject, predicate, object } of quads) {
    const key = `${subject.termType} ${subject.value}`;
    let description = descriptions.get(key);
    if (!description) {
      description = descriptionOf(root, subject);
      descriptions.set(key, description);
    }
    const [namespace, name] = qualifiedName(predicate.value, extra);
    const property = description.ele(namespace, name);
    if (object.termType === "NamedNode") property.att(RDF, "rdf:resource", object.value);
    else if (object.termType === "BlankNode") property.att(RDF, "rdf:nodeID", object.value);
    else if (object.termType === "Literal") {
      if (object.language) property.att(XML_NS, "xml:lang", object.language);
      else if (object.datatype.value !== XSD_STRING && object.datatype.value !== RDF_LANG_STRING)
        property.att(RDF, "rdf:datatype", object.datatype.value);
      property.txt(object.value);
    }
  }
  // The house serialiser: exactly one level of escaping, carriage returns kept.
  return xmlToString(document);
}
