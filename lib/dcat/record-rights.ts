import type { NamedNode } from "@rdfjs/types";
import { absoluteIri } from "./codes";
import type { RecordNodes } from "./record-nodes";
import { type GraphWriter, present, term } from "./vocabulary";

// The constraints of a record (GeoDCAT-AP: "limitations on public access" and "conditions for
// access and use"), each as a node with the record's text as its label, as written:
//   akses (access MD_RestrictionCodes), klasifikasiKeamanan  -> dct:accessRights RightsStatement
//   penggunaan (use limitation), pemakaian (use codes)        -> dct:rights RightsStatement
//   lain (other constraints: the licence)                    -> dct:license LicenseDocument,
//                                                               the licence's own IRI when a URL
// DCAT-AP wants licence and rights on the distributions; W3C DCAT 3 allows them on the resource
// too, which is where they stay for a record without any distribution.

export interface RecordRights {
  accessRights: NamedNode | null;
  rights: NamedNode | null;
  licence: NamedNode | null;
}

const LABEL = term("rdfs", "label");

export function addRights(graph: GraphWriter, nodes: RecordNodes): RecordRights {
  const { batasan } = nodes.record;
  const accessLabels = [
    ...batasan.akses.map((code) => `accessConstraints: ${code}`),
    ...(present(batasan.klasifikasiKeamanan) ? [`classification: ${batasan.klasifikasiKeamanan}`] : []),
  ];
  const rightsLabels = [
    ...(present(batasan.penggunaan) ? [batasan.penggunaan] : []),
    ...batasan.pemakaian.map((code) => `useConstraints: ${code}`),
  ];
  const statement = (fragment: string, labels: string[]) => {
    if (labels.length === 0) return null;
    const node = nodes.part(fragment);
    graph.type(node, term("dct", "RightsStatement"));
    for (const label of labels) graph.text(node, LABEL, label);
    return node;
  };
  const result: RecordRights = {
    accessRights: statement("access-rights", accessLabels),
    rights: statement("rights", rightsLabels),
    licence: null,
  };
  if (present(batasan.lain)) {
    const url = /^\s*https?:\/\/\S+\s*$/i.test(batasan.lain) ? absoluteIri(batasan.lain) : null;
    result.licence = graph.labelled(
      url ?? nodes.part("licence"),
      url ? null : batasan.lain,
      term("dct", "LicenseDocument"),
    );
  }
  const resource = nodes.resource;
  if (result.accessRights) graph.add(resource, term("dct", "accessRights"), result.accessRights);
  if (result.licence) graph.add(resource, term("dct", "license"), result.licence);
  if (result.rights) graph.add(resource, term("dct", "rights"), result.rights);
  return result;
}

/** A distribution's licence and rights: the record's. */
export function addDistributionRights(graph: GraphWriter, distribution: NamedNode, rights: RecordRights) {
  if (rights.licence) graph.add(distribution, term("dct", "license"), rights.licence);
  if (rights.rights) graph.add(distribution, term("dct", "rights"), rights.rights);
}
