import type { NamedNode } from "@rdfjs/types";
import type { PublishedRecordDetail } from "../catalogue/public/load-published-record-details";
import { namedNode, term } from "./vocabulary";

// The IRI scheme (stable: it depends on the record's id only, never on its content):
//   catalogue           {base}/dcat
//   catalogue record    {base}/dcat/{id}                  (the document /dcat/{id} serves)
//   dataset or service  {base}/dcat/{id}#resource         (the same whatever its kind)
//   its parts           {base}/dcat/{id}#{part}           (distribution-1, contact-1, location, ...)
// Blank nodes only for what nothing else points at: addresses, identifiers, formats, geometries.

export type ResourceKind = "dataset" | "service" | "series";

export interface RecordNodes {
  record: PublishedRecordDetail;
  baseUrl: string;
  kind: ResourceKind;
  /** The dcat:CatalogRecord. */
  catalogRecord: NamedNode;
  /** The dcat:Dataset, dcat:DataService or dcat:DatasetSeries. */
  resource: NamedNode;
  /** The record's public page. */
  landingPage: NamedNode;
  /** A part of the record: `{record}#{fragment}`. */
  part(fragment: string): NamedNode;
}

export const catalogIri = (baseUrl: string): NamedNode => namedNode(`${baseUrl}/dcat`);

/** The URL of a record's own DCAT document (the dcat:CatalogRecord's IRI). */
export const recordDocumentUrl = (baseUrl: string, id: string): string =>
  `${baseUrl}/dcat/${encodeURIComponent(id)}`;

/** dataset, service or series, from the MD_ScopeCode; any other scope is described as a dataset. */
export const resourceKind = (levelHierarki: string): ResourceKind =>
  levelHierarki === "service" ? "service" : levelHierarki === "series" ? "series" : "dataset";

export const RESOURCE_CLASSES: Record<ResourceKind, NamedNode> = {
  dataset: term("dcat", "Dataset"),
  service: term("dcat", "DataService"),
  series: term("dcat", "DatasetSeries"),
};

export function recordNodes(record: PublishedRecordDetail, baseUrl: string): RecordNodes {
  const document = recordDocumentUrl(baseUrl, record.id);
  return {
    record,
    baseUrl,
    kind: resourceKind(record.levelHierarki),
    catalogRecord: namedNode(document),
    resource: namedNode(`${document}#resource`),
    landingPage: namedNode(`${baseUrl}/katalog/${encodeURIComponent(record.id)}`),
    part: (fragment) => namedNode(`${document}#${fragment}`),
  };
}
