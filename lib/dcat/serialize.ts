import type { Quad } from "@rdfjs/types";
import { Writer } from "n3";
import { jsonLdDocument, jsonLdNodes } from "./jsonld";
import { toRdfXml } from "./rdfxml";
import { PREFIXES } from "./vocabulary";

// The serialisations the DCAT endpoints offer, by name and media type. All write the same
// graph: parsing any of them gives back exactly the quads given (tested in serialize.test.ts).

export const DCAT_FORMATS = ["turtle", "jsonld", "rdfxml", "ntriples"] as const;
export type DcatFormat = (typeof DCAT_FORMATS)[number];

export const DCAT_MEDIA_TYPES: Record<DcatFormat, string> = {
  turtle: "text/turtle",
  jsonld: "application/ld+json",
  rdfxml: "application/rdf+xml",
  ntriples: "application/n-triples",
};

/** Subjects together, in the order they first appear: Turtle groups a subject's statements. */
function bySubject(quads: Quad[]): Quad[] {
  const groups = new Map<string, Quad[]>();
  for (const quad of quads) {
    const key = `${quad.subject.termType} ${quad.subject.value}`;
    const group = groups.get(key);
    if (group) group.push(quad);
    else groups.set(key, [quad]);
  }
  return [...groups.values()].flat();
}

function write(quads: Quad[], options: ConstructorParameters<typeof Writer>[0]): string {
  const writer = new Writer(options);
  writer.addQuads(bySubject(quads));
  let output = "";
  // Without an output stream the writer ends synchronously, handing over the text.
  writer.end((error, result: string) => {
    if (error) throw error;
    output = result;
  });
  return output;
}

const TURTLE_HEAD = write([], { format: "Turtle", prefixes: PREFIXES });
const RDF_XML_END = "</rdf:RDF>";
// The empty document is the root element alone (`<rdf:RDF …/>`): its start tag, opened.
const RDF_XML_HEAD = `${toRdfXml([]).slice(0, -2)}>\n`;

/** A document's text between its head and its end, which every document of the format shares. */
function bodyAfter(head: string, text: string, end: string): string {
  if (!text.startsWith(head) || !text.endsWith(end)) throw new Error("graphBody: the writer's head changed");
  return text.slice(head.length, text.length - end.length);
}

/**
 * The graph as the body of a document in `format`: what `documentOf` joins. A catalogue page
 * is its own statements' body followed by its records' stored bodies; one graph's document is
 * `documentOf([graphBody(quads, format)], format)`. Bodies of graphs written apart may repeat a
 * statement (a shared node's type): the graph they make is the same set.
 */
export function graphBody(quads: Quad[], format: DcatFormat): string {
  switch (format) {
    case "turtle":
      return bodyAfter(TURTLE_HEAD, write(quads, { format: "Turtle", prefixes: PREFIXES }), "");
    case "jsonld":
      return jsonLdNodes(quads).join(",\n");
    case "rdfxml": {
      return quads.length === 0 ? "" : bodyAfter(RDF_XML_HEAD, toRdfXml(quads), RDF_XML_END);
    }
    case "ntriples":
      return write(quads, { format: "N-Triples" });
  }
}

/** The document of the bodies, in order. */
export function documentOf(bodies: string[], format: DcatFormat): string {
  switch (format) {
    case "turtle":
      return TURTLE_HEAD + bodies.join("");
    case "jsonld":
      return jsonLdDocument(bodies);
    case "rdfxml":
      return RDF_XML_HEAD + bodies.join("") + RDF_XML_END;
    case "ntriples":
      return bodies.join("");
  }
}

export const toTurtle = (quads: Quad[]): string => documentOf([graphBody(quads, "turtle")], "turtle");

export const toNTriples = (quads: Quad[]): string => write(quads, { format: "N-Triples" });

/** The graph in one of the formats. */
export function serializeGraph(quads: Quad[], format: DcatFormat): string {
  return documentOf([graphBody(quads, format)], format);
}
