import type { Quad, Quad_Object, Quad_Subject } from "@rdfjs/types";
import { PREFIXES, RDF_TYPE } from "./vocabulary";

// JSON-LD written from the quads, without a JSON-LD processor: one flat node object per
// subject in "@graph", property names and classes compacted with the prefixes of the
// "@context", IRIs in "@id" values written in full (never mistaken for a compact IRI, as
// none of the prefixes is a URL scheme). Plain strings stay strings; other literals carry
// "@type" or "@language". This is valid compacted JSON-LD 1.1, flat (one node object per
// subject of each graph written).

type JsonValue = string | { "@id": string } | { "@value": string; "@type"?: string; "@language"?: string };

const XSD_STRING = `${PREFIXES.xsd}string`;
const RDF_LANG_STRING = `${PREFIXES.rdf}langString`;

/** `dct:title` for a term of one of the prefixes whose local name is a plain name, else the IRI. */
export function compactIri(iri: string): string {
  for (const [prefix, namespace] of Object.entries(PREFIXES)) {
    const local = iri.slice(namespace.length);
    if (iri.startsWith(namespace) && /^[A-Za-z_][\w.-]*$/.test(local) && !local.endsWith("."))
      return `${prefix}:${local}`;
  }
  return iri;
}

const nodeId = (term: Quad_Subject | Quad_Object) =>
  term.termType === "BlankNode" ? `_:${term.value}` : term.value;

function jsonValue(object: Quad_Object): JsonValue {
  if (object.termType !== "Literal") return { "@id": nodeId(object) };
  if (object.language) return { "@value": object.value, "@language": object.language };
  const datatype = object.datatype.value;
  if (datatype === XSD_STRING || datatype === RDF_LANG_STRING) return object.value;
  return { "@value": object.value, "@type": compactIri(datatype) };
}

/** The graph's node objects, each as JSON text (a subject's statements in one node object). */
export function jsonLdNodes(quads: Quad[]): string[] {
  const nodes = new Map<string, Record<string, unknown>>();
  for (const { subject, predicate, object } of quads) {
    const id = nodeId(subject);
    let node = nodes.get(id);
    if (!node) {
      node = { "@id": id };
      nodes.set(id, node);
    }
    const isType = predicate.equals(RDF_TYPE) && object.termType === "NamedNode";
    const key = isType ? "@type" : compactIri(predicate.value);
    const value = isType ? compactIri(object.value) : jsonValue(object);
    const values = (node[key] ?? []) as JsonValue[];
    values.push(value);
    node[key] = values;
  }
  return [...nodes.values()].map((node) =>
    JSON.stringify(
      Object.fromEntries(
        Object.entries(node).map(([key, value]) => [
          key,
          Array.isArray(value) && value.length === 1 ? value[0] : value,
        ]),
      ),
    ),
  );
}

const JSON_LD_HEAD = `{"@context":${JSON.stringify(PREFIXES, null, 2)},\n"@graph":[\n`;

/**
 * A JSON-LD document of node objects (jsonLdNodes' texts, each group joined by ",\n"), one
 * a line. Graphs written apart (a catalogue page's records) may each describe a node they share
 * (a standard, a language): JSON-LD merges node objects with the same "@id".
 */
export const jsonLdDocument = (groups: string[]): string =>
  `${JSON_LD_HEAD}${groups.filter((group) => group !== "").join(",\n")}\n]}\n`;

/** The graph as a JSON-LD document (text). */
export const toJsonLd = (quads: Quad[]): string => jsonLdDocument([jsonLdNodes(quads).join(",\n")]);
