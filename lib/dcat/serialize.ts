import type { Quad } from "@rdfjs/types";
import { Writer } from "n3";
import { toJsonLd } from "./jsonld";
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

export const toTurtle = (quads: Quad[]): string => write(quads, { format: "Turtle", prefixes: PREFIXES });

export const toNTriples = (quads: Quad[]): string => write(quads, { format: "N-Triples" });

/** The graph in one of the formats. */
export function serializeGraph(quads: Quad[], format: DcatFormat): string {
  switch (format) {
    case "turtle":
      return toTurtle(quads);
    case "jsonld":
      return toJsonLd(quads);
    case "rdfxml":
      return toRdfXml(quads);
    case "ntriples":
      return toNTriples(quads);
  }
}
