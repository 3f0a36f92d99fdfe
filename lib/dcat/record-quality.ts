import type { RecordNodes } from "./record-nodes";
import { dateTime, type GraphWriter, literal, namedNode, term } from "./vocabulary";

// The signed QC, QE and QA documents as quality annotations (W3C DQV, Web Annotation): each
// targets the resource, and its bodies are the public verification page and the document's
// result, as far as the record knows it. Unsigned documents are not public and are left out.

const NAMES = { qc: "QC", qe: "QE", qa: "QA" } as const;

export function addQualityAnnotations(graph: GraphWriter, nodes: RecordNodes): void {
  for (const key of ["qc", "qe", "qa"] as const) {
    const document = nodes.record.kualitas[key];
    if (document?.status !== "SIGNED" || !document.signatureToken) continue;
    const name = NAMES[key];
    const annotation = nodes.part(`quality-${key}`);
    graph.add(nodes.resource, term("dqv", "hasQualityAnnotation"), annotation);
    graph.type(annotation, term("dqv", "QualityAnnotation"));
    graph.add(annotation, term("oa", "motivatedBy"), term("dqv", "qualityAssessment"));
    graph.add(annotation, term("oa", "hasTarget"), nodes.resource);
    graph.text(annotation, term("dct", "title"), `Dokumen ${name} bertanda tangan / signed ${name} document`);
    if (document.signedAt) graph.add(annotation, term("dct", "issued"), dateTime(document.signedAt));
    const page = namedNode(`${nodes.baseUrl}/verifikasi/${document.signatureToken}`);
    graph.add(annotation, term("oa", "hasBody"), page);
    graph.type(page, term("foaf", "Document"));
    const result = [
      document.sesuai === null
        ? null
        : document.sesuai
          ? "sesuai / conforms"
          : "tidak sesuai / does not conform",
      document.total > 0 ? `${document.passed}/${document.total}` : null,
    ].filter((part) => part !== null);
    if (result.length === 0) continue;
    const body = graph.blank();
    graph.add(annotation, term("oa", "hasBody"), body);
    graph.type(body, term("oa", "TextualBody"));
    graph.add(body, term("rdf", "value"), literal(`${name}: ${result.join(", ")}`));
  }
}
