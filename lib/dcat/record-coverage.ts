import type { BlankNode, NamedNode } from "@rdfjs/types";
import { frequencyIri, referenceSystemIri, TOPIC_CATEGORY_SCHEME } from "./codes";
import type { RecordNodes } from "./record-nodes";
import {
  dateTime,
  dayOrInstant,
  type GraphWriter,
  literal,
  namedNode,
  present,
  term,
  WKT_LITERAL,
} from "./vocabulary";

// What the resource is about and what it covers: keywords and themes, the box and the period,
// the lineage, the update frequency, the reference system and the resolution.

/** Free keywords as dcat:keyword; thesaurus keywords and topic categories as SKOS concepts. */
export function addThemes(graph: GraphWriter, nodes: RecordNodes): void {
  const { record, resource } = nodes;
  const schemes = new Map<string, BlankNode>();
  const scheme = (title: string, date: string | null) => {
    let node = schemes.get(title);
    if (!node) {
      node = graph.blank();
      schemes.set(title, node);
      graph.type(node, term("skos", "ConceptScheme"));
      graph.text(node, term("dct", "title"), title);
      if (date) graph.add(node, term("dct", "issued"), dayOrInstant(date));
    }
    return node;
  };
  for (const keyword of record.kataKunci) {
    if (!present(keyword.thesaurus)) {
      graph.text(resource, term("dcat", "keyword"), keyword.kataKunci);
      continue;
    }
    const concept = graph.blank();
    graph.add(resource, term("dcat", "theme"), concept);
    graph.type(concept, term("skos", "Concept"));
    graph.add(concept, term("skos", "prefLabel"), literal(keyword.kataKunci));
    graph.add(concept, term("skos", "inScheme"), scheme(keyword.thesaurus, keyword.thesaurusTanggal));
  }
  if (record.topikKategori.length === 0) return;
  const topics = namedNode(TOPIC_CATEGORY_SCHEME);
  graph.type(topics, term("skos", "ConceptScheme"));
  graph.text(topics, term("dct", "title"), "ISO 19115 MD_TopicCategoryCode");
  for (const code of record.topikKategori) {
    const concept = namedNode(`${TOPIC_CATEGORY_SCHEME}/${encodeURIComponent(code)}`);
    graph.add(resource, term("dcat", "theme"), concept);
    graph.type(concept, term("skos", "Concept"));
    graph.add(concept, term("skos", "prefLabel"), literal(code));
    graph.add(concept, term("skos", "inScheme"), topics);
  }
}

/** The box as a WKT polygon (CRS84, longitude first) on a dct:Location, with the area's name. */
export function addSpatial(graph: GraphWriter, nodes: RecordNodes): void {
  const { bboxBarat: w, bboxSelatan: s, bboxTimur: e, bboxUtara: n, deskripsiWilayah } = nodes.record;
  const hasBox = w !== null && s !== null && e !== null && n !== null;
  if (!hasBox && !present(deskripsiWilayah)) return;
  const location = nodes.part("location");
  graph.add(nodes.resource, term("dct", "spatial"), location);
  graph.type(location, term("dct", "Location"));
  graph.text(location, term("locn", "geographicName"), deskripsiWilayah);
  if (!hasBox) return;
  const wkt = literal(`POLYGON((${w} ${s}, ${e} ${s}, ${e} ${n}, ${w} ${n}, ${w} ${s}))`, WKT_LITERAL);
  graph.add(location, term("dcat", "bbox"), wkt);
  // DCAT-AP 3.0.0 ranges locn:geometry over locn:Geometry nodes, not literals: the WKT is the
  // geometry's GeoSPARQL serialisation.
  const geometry = graph.blank();
  graph.add(location, term("locn", "geometry"), geometry);
  graph.type(geometry, term("locn", "Geometry"));
  graph.add(geometry, term("gsp", "asWKT"), wkt);
}

export function addTemporal(graph: GraphWriter, nodes: RecordNodes): void {
  const { mulai, selesai } = nodes.record.temporal;
  if (!mulai && !selesai) return;
  const period = nodes.part("period");
  graph.add(nodes.resource, term("dct", "temporal"), period);
  graph.type(period, term("dct", "PeriodOfTime"));
  if (mulai) graph.add(period, term("dcat", "startDate"), dayOrInstant(mulai));
  if (selesai) graph.add(period, term("dcat", "endDate"), dayOrInstant(selesai));
}

/** A number in xsd:decimal's form, which has no exponent (1e-7 -> 0.0000001). */
const decimal = (value: number) =>
  /e/i.test(String(value)) ? value.toFixed(20).replace(/\.?0+$/, "") : String(value);

/**
 * Lineage, update frequency, reference system and resolution. A frequency code without an EU
 * counterpart (asNeeded, periodic) is kept as an rdfs:comment "MD_MaintenanceFrequencyCode: code".
 */
export function addQualities(graph: GraphWriter, nodes: RecordNodes): void {
  const { record, resource } = nodes;
  if (present(record.kualitasData.riwayat)) {
    const provenance = nodes.part("provenance");
    graph.add(resource, term("dct", "provenance"), provenance);
    graph.labelled(provenance, record.kualitasData.riwayat, term("dct", "ProvenanceStatement"));
  }
  if (present(record.frekuensiPembaruan)) {
    const frequency = frequencyIri(record.frekuensiPembaruan);
    if (frequency)
      graph.add(
        resource,
        term("dct", "accrualPeriodicity"),
        graph.labelled(frequency, null, term("dct", "Frequency")),
      );
    else
      graph.text(
        resource,
        term("rdfs", "comment"),
        `MD_MaintenanceFrequencyCode: ${record.frekuensiPembaruan}`,
      );
  }
  if (present(record.sistemReferensi)) {
    const system: NamedNode | BlankNode = referenceSystemIri(record.sistemReferensi) ?? graph.blank();
    graph.add(resource, term("dct", "conformsTo"), system);
    graph.labelled(system, record.sistemReferensi, term("dct", "Standard"));
  }
  const { resolusi } = record;
  if (resolusi && /^(m|meters?|metres?)$/i.test(resolusi.satuan?.trim() ?? ""))
    graph.add(
      resource,
      term("dcat", "spatialResolutionInMeters"),
      literal(decimal(resolusi.jarak), term("xsd", "decimal")),
    );
  if (record.tanggalEdisi) graph.add(resource, term("dct", "date"), dateTime(record.tanggalEdisi));
}
