import { Readable } from "node:stream";
import type { Quad } from "@rdfjs/types";
import { JsonLdParser } from "jsonld-streaming-parser";
import { Parser } from "n3";
import { RdfXmlParser } from "rdfxml-streaming-parser";

// Parsers for the round-trip tests: each keeps blank node labels as written, so the graph read
// back can be compared statement by statement with the graph written.

export const parseTurtle = (text: string): Quad[] => new Parser({ blankNodePrefix: "" }).parse(text);

export const parseNTriples = (text: string): Quad[] =>
  new Parser({ format: "N-Triples", blankNodePrefix: "" }).parse(text);

function collect(parser: NodeJS.ReadWriteStream, text: string): Promise<Quad[]> {
  return new Promise((resolve, reject) => {
    const quads: Quad[] = [];
    parser.on("data", (quad: Quad) => quads.push(quad));
    parser.on("error", reject);
    parser.on("end", () => resolve(quads));
    Readable.from([text]).pipe(parser);
  });
}

export const parseJsonLd = (text: string) => collect(new JsonLdParser() as never, text);
export const parseRdfXml = (text: string) => collect(new RdfXmlParser() as never, text);

/** A statement as a comparable string. */
export function statementKey({ subject: s, predicate: p, object: o }: Quad): string {
  const object = o.termType === "Literal" ? [o.value, o.language, o.datatype.value] : [o.value];
  return JSON.stringify([s.termType, s.value, p.value, o.termType, ...object]);
}

export const statementSet = (quads: Quad[]) => new Set(quads.map(statementKey));
