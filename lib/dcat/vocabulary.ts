import type { BlankNode, Literal, NamedNode, Quad, Quad_Object, Quad_Subject } from "@rdfjs/types";
import { DataFactory } from "n3";

// The vocabularies of DCAT-AP 3.0 and GeoDCAT-AP 3, and the small builder every part of a
// graph is written with. The prefixes are also what the Turtle, JSON-LD and RDF/XML writers
// compact with, so a term from one of these namespaces is always written short.

const { namedNode, literal, blankNode, quad } = DataFactory;

export const PREFIXES = {
  adms: "http://www.w3.org/ns/adms#",
  dcat: "http://www.w3.org/ns/dcat#",
  dct: "http://purl.org/dc/terms/",
  dqv: "http://www.w3.org/ns/dqv#",
  foaf: "http://xmlns.com/foaf/0.1/",
  gsp: "http://www.opengis.net/ont/geosparql#",
  hydra: "http://www.w3.org/ns/hydra/core#",
  locn: "http://www.w3.org/ns/locn#",
  oa: "http://www.w3.org/ns/oa#",
  owl: "http://www.w3.org/2002/07/owl#",
  rdf: "http://www.w3.org/1999/02/22-rdf-syntax-ns#",
  rdfs: "http://www.w3.org/2000/01/rdf-schema#",
  skos: "http://www.w3.org/2004/02/skos/core#",
  vcard: "http://www.w3.org/2006/vcard/ns#",
  xsd: "http://www.w3.org/2001/XMLSchema#",
} as const;

type Prefix = keyof typeof PREFIXES;

/** A term of one of the vocabularies, e.g. `term("dct", "title")`. */
export const term = (prefix: Prefix, local: string): NamedNode => namedNode(PREFIXES[prefix] + local);

export const RDF_TYPE = term("rdf", "type");
export const XSD_DATE_TIME = term("xsd", "dateTime");
export const XSD_DATE = term("xsd", "date");
export const WKT_LITERAL = term("gsp", "wktLiteral");

/** Text that says something: not null, not empty, not only spaces. */
export const present = (value: string | null | undefined): value is string => !!value && value.trim() !== "";

/** An instant as an xsd:dateTime, as written. */
export const dateTime = (value: string): Literal => literal(value, XSD_DATE_TIME);

/**
 * A day or an instant: ISO dates without a time are stored at midnight UTC, so such an instant
 * is written as the xsd:date it was given as; any other instant as an xsd:dateTime.
 */
export const dayOrInstant = (value: string): Literal => {
  const day = /^(\d{4}-\d{2}-\d{2})T00:00:00(\.0+)?Z$/.exec(value);
  return day?.[1] ? literal(day[1], XSD_DATE) : dateTime(value);
};

/**
 * The quads of one graph, and fresh blank nodes whose labels are unique within it; with a
 * `labelPrefix` of their own, graphs written apart can be written into one document.
 */
export class GraphWriter {
  readonly quads: Quad[] = [];
  private blanks = 0;

  constructor(private readonly labelPrefix = "b") {}

  blank(): BlankNode {
    this.blanks += 1;
    return blankNode(`${this.labelPrefix}${this.blanks}`);
  }

  add(subject: Quad_Subject, predicate: NamedNode, object: Quad_Object): void {
    this.quads.push(quad(subject, predicate, object));
  }

  /** rdf:type statements. */
  type(subject: Quad_Subject, ...classes: NamedNode[]): void {
    for (const type of classes) this.add(subject, RDF_TYPE, type);
  }

  /** A plain literal, left out when the text is empty. */
  text(subject: Quad_Subject, predicate: NamedNode, value: string | null | undefined): void {
    if (present(value)) this.add(subject, predicate, literal(value));
  }

  /** A node of the given classes with a label, as the range classes of DCAT-AP want. */
  labelled<T extends NamedNode | BlankNode>(node: T, label: string | null, ...classes: NamedNode[]): T {
    this.type(node, ...classes);
    this.text(node, term("rdfs", "label"), label);
    return node;
  }
}

export { blankNode, literal, namedNode };
