import type { NamedNode } from "@rdfjs/types";
import type { PublishedRecordDetail } from "../catalogue/public/load-published-record-details";
import { ISO_EXPORT_FORMATS, type IsoExportFormat } from "../iso/formats";
import { absoluteIri, ogcServiceType } from "./codes";
import type { RecordNodes } from "./record-nodes";
import { addDistributionRights, type RecordRights } from "./record-rights";
import { type GraphWriter, namedNode, present, term } from "./vocabulary";

// The record's online resources. For a dataset or series each is a dcat:Distribution, with a
// dcat:DataService behind it for the OGC web services; the ISO XML encodings of the record are
// distributions too. For a service record they are its endpoints, and the encodings are pages.

type Link = PublishedRecordDetail["distribusi"][number];

const XML_MEDIA_TYPE = namedNode("http://www.iana.org/assignments/media-types/application/xml");

/** The encodings, with the namespace of the schema each follows as its standard. */
const XML_ENCODINGS: Record<IsoExportFormat, { title: string; standard: string }> = {
  mdb2016: { title: "ISO 19115-3 (2016)", standard: "http://standards.iso.org/iso/19115/-3/mdb/1.0" },
  mdb2018: { title: "ISO 19115-3 (2018)", standard: "http://standards.iso.org/iso/19115/-3/mdb/2.0" },
  gmd: { title: "ISO 19139 (gmd)", standard: "http://www.isotc211.org/2005/gmd" },
};

const isDownload = (link: Link) => /download/i.test(link.protokol) || link.fungsi === "download";

/** The link's format as a dct:MediaTypeOrExtent labelled as written, or null without one. */
function addFormat(graph: GraphWriter, subject: NamedNode, link: Link): void {
  if (!present(link.formatNama) && !present(link.formatVersi)) return;
  const format = graph.blank();
  graph.add(subject, term("dct", "format"), format);
  graph.labelled(format, link.formatNama, term("dct", "MediaTypeOrExtent"));
  graph.text(format, term("owl", "versionInfo"), link.formatVersi);
}

/** The protocol as a standard: the OGC service type where it names one, else labelled as written. */
function addProtocol(graph: GraphWriter, subject: NamedNode, protocol: string): void {
  const standard = ogcServiceType(protocol) ?? graph.blank();
  graph.add(subject, term("dct", "conformsTo"), standard);
  graph.labelled(standard, protocol, term("dct", "Standard"));
}

function addDistribution(
  graph: GraphWriter,
  nodes: RecordNodes,
  link: Link,
  index: number,
  rights: RecordRights,
) {
  const distribution = nodes.part(`distribution-${index}`);
  graph.add(nodes.resource, term("dcat", "distribution"), distribution);
  graph.type(distribution, term("dcat", "Distribution"));
  graph.text(distribution, term("dct", "title"), link.nama);
  graph.text(distribution, term("dct", "description"), link.deskripsi);
  const url = absoluteIri(link.url);
  // A URL that is no absolute IRI is reached through the record's page, which shows it as written.
  graph.add(distribution, term("dcat", "accessURL"), url ?? nodes.landingPage);
  if (!url) graph.text(distribution, term("rdfs", "comment"), `URL: ${link.url}`);
  if (url && isDownload(link)) graph.add(distribution, term("dcat", "downloadURL"), url);
  addFormat(graph, distribution, link);
  addDistributionRights(graph, distribution, rights);
  if (url && ogcServiceType(link.protokol)) {
    const service = nodes.part(`service-${index}`);
    graph.add(distribution, term("dcat", "accessService"), service);
    graph.type(service, term("dcat", "DataService"));
    graph.text(service, term("dct", "title"), present(link.nama) ? link.nama : link.protokol);
    graph.add(service, term("dcat", "endpointURL"), url);
    addProtocol(graph, service, link.protokol);
    graph.add(service, term("dcat", "servesDataset"), nodes.resource);
  } else addProtocol(graph, distribution, link.protokol);
}

/** A service's online resources as its endpoints, with their protocols and formats. */
function addEndpoints(graph: GraphWriter, nodes: RecordNodes): void {
  let endpoints = 0;
  for (const link of nodes.record.distribusi) {
    const url = absoluteIri(link.url);
    if (url) {
      graph.add(nodes.resource, term("dcat", "endpointURL"), url);
      endpoints++;
    } else graph.text(nodes.resource, term("rdfs", "comment"), `URL: ${link.url}`);
    addProtocol(graph, nodes.resource, link.protokol);
    addFormat(graph, nodes.resource, link);
  }
  // DCAT-AP requires an endpoint: a service record that names none is reached through its page.
  if (endpoints === 0) graph.add(nodes.resource, term("dcat", "endpointURL"), nodes.landingPage);
}

function addXmlEncodings(graph: GraphWriter, nodes: RecordNodes): void {
  const id = encodeURIComponent(nodes.record.id);
  for (const format of ISO_EXPORT_FORMATS) {
    const { title, standard } = XML_ENCODINGS[format];
    const url = namedNode(`${nodes.baseUrl}/api/public/metadata/${id}/xml?format=${format}`);
    // A service has no distributions: its encodings are documents about it.
    const node = nodes.kind === "service" ? url : nodes.part(`xml-${format}`);
    graph.text(node, term("dct", "title"), title);
    graph.add(
      node,
      term("dct", "conformsTo"),
      graph.labelled(namedNode(standard), title, term("dct", "Standard")),
    );
    if (nodes.kind === "service") {
      graph.add(nodes.resource, term("foaf", "page"), node);
      graph.type(node, term("foaf", "Document"));
      continue;
    }
    graph.add(nodes.resource, term("dcat", "distribution"), node);
    graph.type(node, term("dcat", "Distribution"));
    graph.add(node, term("dcat", "accessURL"), url);
    graph.add(node, term("dcat", "downloadURL"), url);
    graph.add(node, term("dcat", "mediaType"), XML_MEDIA_TYPE);
  }
  if (nodes.kind !== "service") graph.type(XML_MEDIA_TYPE, term("dct", "MediaType"));
}

export function addDistributions(graph: GraphWriter, nodes: RecordNodes, rights: RecordRights): void {
  if (nodes.kind === "service") addEndpoints(graph, nodes);
  else
    for (const [i, link] of nodes.record.distribusi.entries())
      addDistribution(graph, nodes, link, i + 1, rights);
  addXmlEncodings(graph, nodes);
}
