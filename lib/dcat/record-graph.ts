import { createHash } from "node:crypto";
import type { Quad, Quad_Subject } from "@rdfjs/types";
import type { PublishedRecordDetail } from "../catalogue/public/load-published-record-details";
import { absoluteIri, languageIri, resourceTypeIri } from "./codes";
import { addContacts, addPublisher } from "./record-agents";
import { addQualities, addSpatial, addTemporal, addThemes } from "./record-coverage";
import { addDistributions } from "./record-distributions";
import { RESOURCE_CLASSES, type RecordNodes, recordNodes } from "./record-nodes";
import { addQualityAnnotations } from "./record-quality";
import { addRights } from "./record-rights";
import { dateTime, GraphWriter, literal, namedNode, present, term } from "./vocabulary";

// A published record as DCAT-AP 3.0 / GeoDCAT-AP 3: its dcat:CatalogRecord and the dataset,
// data service or dataset series it describes. Pure, like lib/ogcapi/record-feature.ts, and by
// its rules: values as written, never invented, nothing the record says is dropped where a
// property can hold it. The IRI scheme is in record-nodes.ts.

/** The standard the catalogue's records follow (GeoDCAT-AP: the record's metadata standard). */
const METADATA_STANDARD = namedNode("https://www.iso.org/standard/53798.html");

/** The language as a dct:LinguisticSystem: the EU authority's IRI, else labelled as written. */
function addLanguage(graph: GraphWriter, subject: Quad_Subject, code: string): void {
  if (!present(code)) return;
  const language = languageIri(code) ?? graph.blank();
  graph.add(subject, term("dct", "language"), language);
  graph.labelled(language, language.termType === "BlankNode" ? code : null, term("dct", "LinguisticSystem"));
}

function addIdentity(graph: GraphWriter, nodes: RecordNodes): void {
  const { record, resource } = nodes;
  graph.type(resource, RESOURCE_CLASSES[nodes.kind]);
  graph.text(resource, term("dct", "title"), record.judul);
  graph.text(resource, term("dct", "alternative"), record.judulAlternatif);
  // DCAT-AP wants a description: an empty abstract is written empty rather than left out.
  graph.add(resource, term("dct", "description"), literal(record.abstrak));
  graph.text(resource, term("dcat", "version"), record.edisi);
  const identifier = record.fileIdentifier ?? record.id;
  graph.text(resource, term("dct", "identifier"), identifier);
  const adms = graph.blank();
  graph.add(resource, term("adms", "identifier"), adms);
  graph.type(adms, term("adms", "Identifier"));
  graph.add(adms, term("skos", "notation"), literal(identifier));
  const type = resourceTypeIri(record.levelHierarki) ?? graph.blank();
  graph.add(resource, term("dct", "type"), type);
  graph.type(type, term("skos", "Concept"));
  graph.add(type, term("skos", "prefLabel"), literal(record.levelHierarki));
  graph.add(resource, term("dcat", "landingPage"), nodes.landingPage);
  graph.type(nodes.landingPage, term("foaf", "Document"));
  const overview = record.gambar && absoluteIri(record.gambar.url);
  if (overview) graph.add(resource, term("foaf", "depiction"), overview);
}

/** Publication -> issued, the latest revision (else the metadata's date) -> modified, creation -> created. */
function addDates(graph: GraphWriter, nodes: RecordNodes): void {
  const { record, resource } = nodes;
  const of = (type: string) =>
    record.tanggal
      .filter((date) => date.tipe === type)
      .map((date) => date.tanggal)
      .sort();
  const issued = of("publication")[0];
  if (issued) graph.add(resource, term("dct", "issued"), dateTime(issued));
  graph.add(resource, term("dct", "modified"), dateTime(of("revision").at(-1) ?? record.modified));
  for (const created of of("creation")) graph.add(resource, term("dct", "created"), dateTime(created));
}

function addCatalogRecord(graph: GraphWriter, nodes: RecordNodes): void {
  const { catalogRecord, record } = nodes;
  graph.type(catalogRecord, term("dcat", "CatalogRecord"));
  graph.add(catalogRecord, term("foaf", "primaryTopic"), nodes.resource);
  graph.add(catalogRecord, term("dct", "issued"), dateTime(record.publishedAt));
  graph.add(catalogRecord, term("dct", "modified"), dateTime(record.modified));
  graph.add(catalogRecord, term("dct", "conformsTo"), METADATA_STANDARD);
  graph.labelled(METADATA_STANDARD, "ISO 19115-1:2014", term("dct", "Standard"));
  addLanguage(graph, catalogRecord, record.bahasaMetadata);
}

/** Writes a record's quads into `graph` (shared by the catalogue page); returns its nodes. */
export function addRecord(graph: GraphWriter, record: PublishedRecordDetail, baseUrl: string): RecordNodes {
  const nodes = recordNodes(record, baseUrl);
  addCatalogRecord(graph, nodes);
  addIdentity(graph, nodes);
  addThemes(graph, nodes);
  addDates(graph, nodes);
  addLanguage(graph, nodes.resource, record.bahasa);
  addSpatial(graph, nodes);
  addTemporal(graph, nodes);
  addContacts(graph, nodes);
  addPublisher(graph, nodes);
  addQualities(graph, nodes);
  addDistributions(graph, nodes, addRights(graph, nodes));
  addQualityAnnotations(graph, nodes);
  return nodes;
}

/** Each statement once (shared nodes such as a standard are described by every part using them). */
export function distinctQuads(quads: Quad[]): Quad[] {
  const seen = new Map<string, Quad>();
  for (const quad of quads) {
    const { subject: s, predicate: p, object: o } = quad;
    // NUL never occurs in an IRI or in record text (PostgreSQL text cannot hold it): a separator.
    const literal = o.termType === "Literal" ? `\0${o.language}\0${o.datatype.value}` : "";
    seen.set(`${s.termType}\0${s.value}\0${p.value}\0${o.termType}\0${o.value}${literal}`, quad);
  }
  return [...seen.values()];
}

/**
 * One record's DCAT-AP graph. Its blank nodes are labelled after the record's id, so records'
 * graphs written apart (a catalogue page of stored renderings) never share one.
 */
export function recordGraph(record: PublishedRecordDetail, baseUrl: string): Quad[] {
  const graph = new GraphWriter(`r${createHash("sha256").update(record.id).digest("hex").slice(0, 12)}b`);
  addRecord(graph, record, baseUrl);
  return distinctQuads(graph.quads);
}
