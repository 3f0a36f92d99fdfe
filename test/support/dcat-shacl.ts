import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Quad, Term } from "@rdfjs/types";
import { DataFactory, Parser, Store } from "n3";
import SHACLValidator from "rdf-validate-shacl";
import { SHARED_DIR } from "./shared-files";

// Validation of DCAT graphs against the official DCAT-AP 3.0.0 SHACL shapes (shared folder,
// schemas/dcat-ap-3.0.0/shacl_dcat-ap-SHACL.ttl) with rdf-validate-shacl.
//
// A SHACL engine reads sh:class through rdf:type/rdfs:subClassOf* in the data graph only, while
// the shapes rely on the vocabularies DCAT-AP imports (html_shacl_imports.ttl: DCAT, vCard,
// FOAF, ..., which the EU's validator loads along with the data). Offline, two exact pieces of
// them are added to the data graph before validating, and nothing else:
//  1. the subclass axioms of W3C DCAT 3 the shapes need: Dataset, DataService and DatasetSeries
//     are dcat:Resources (CatalogueRecordShape foaf:primaryTopic sh:class dcat:Resource), a
//     DatasetSeries is a dcat:Dataset (CatalogueShape dcat:dataset and DataServiceShape
//     dcat:servesDataset, sh:class dcat:Dataset);
//  2. RDFS's axiom that every IRI is an rdfs:Resource (rdfs4b), only for the objects of the
//     properties whose shapes say sh:class rdfs:Resource (read from the shapes: dcat:accessURL,
//     dcat:downloadURL, dcat:endpointURL, dcat:endpointDescription, dct:relation, ...).
// The controlled-vocabulary shapes (html_shacl_mdr-vocabularies.shape.ttl) are not used: they
// need the EU vocabularies, which are not in the shared folder.

const { namedNode, quad } = DataFactory;
const SHAPES = path.join(SHARED_DIR, "schemas/dcat-ap-3.0.0/shacl_dcat-ap-SHACL.ttl");
const SH = "http://www.w3.org/ns/shacl#";
const RDF_TYPE = namedNode("http://www.w3.org/1999/02/22-rdf-syntax-ns#type");
const SUBCLASS = namedNode("http://www.w3.org/2000/01/rdf-schema#subClassOf");
const RDFS_RESOURCE = namedNode("http://www.w3.org/2000/01/rdf-schema#Resource");
const DCAT = "http://www.w3.org/ns/dcat#";

/** Why the shapes cannot be used here, or null when they can. */
export const dcatShapesUnavailable: string | null = existsSync(SHAPES)
  ? null
  : `skipped: ${SHAPES} not found (set SIMPUL_SHARED_DIR to the shared folder)`;

const DCAT_SUBCLASSES: [string, string][] = [
  ["Dataset", "Resource"],
  ["DataService", "Resource"],
  ["DatasetSeries", "Dataset"],
];

let loaded: { validator: SHACLValidator; resourcePaths: Term[] } | undefined;

function shapes() {
  if (loaded) return loaded;
  const store = new Store(new Parser().parse(readFileSync(SHAPES, "utf8")));
  const resourcePaths = store
    .getSubjects(namedNode(`${SH}class`), RDFS_RESOURCE, null)
    .flatMap((shape) => store.getObjects(shape, namedNode(`${SH}path`), null));
  loaded = { validator: new SHACLValidator(store), resourcePaths };
  return loaded;
}

/** The data graph with the imported vocabulary statements described above. */
function withImports(quads: Quad[], resourcePaths: Term[]): Store {
  const store = new Store(quads);
  for (const [sub, sup] of DCAT_SUBCLASSES)
    store.addQuad(quad(namedNode(DCAT + sub), SUBCLASS, namedNode(DCAT + sup)));
  for (const property of resourcePaths)
    for (const object of store.getObjects(null, property as never, null))
      if (object.termType === "NamedNode") store.addQuad(quad(object, RDF_TYPE, RDFS_RESOURCE));
  return store;
}

/**
 * Separately built graphs as one, for validating in one run: each graph's blank nodes are its
 * own (every graph numbers them from b1), so they are renamed apart.
 */
export function mergeGraphs(graphs: Quad[][]): Quad[] {
  return graphs.flatMap((quads, i) => {
    const own = <T extends Term>(term: T): T =>
      (term.termType === "BlankNode" ? DataFactory.blankNode(`g${i}_${term.value}`) : term) as T;
    return quads.map((q) => quad(own(q.subject), q.predicate, own(q.object)));
  });
}

export interface ShaclViolation {
  focusNode: string;
  path: string | null;
  value: string | null;
  message: string;
  shape: string | null;
}

/** The sh:Violation results of validating the quads (empty when they conform), readable. */
export async function dcatViolations(quads: Quad[]): Promise<ShaclViolation[]> {
  const { validator, resourcePaths } = shapes();
  const report = await validator.validate(withImports(quads, resourcePaths));
  return report.results
    .filter((result) => result.severity?.value === `${SH}Violation`)
    .map((result) => ({
      focusNode: result.focusNode?.value ?? "?",
      path: result.path?.value ?? null,
      value: result.value?.value ?? null,
      message: result.message.map((m) => m.value).join("; "),
      shape: result.sourceShape?.value ?? null,
    }));
}

/** Violations as lines, for a readable failure message. */
export const formatViolations = (violations: ShaclViolation[]) =>
  violations.map((v) => `${v.focusNode} ${v.path ?? ""} = ${v.value ?? ""}: ${v.message}`).join("\n");
