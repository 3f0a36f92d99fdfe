import type { Quad } from "@rdfjs/types";
import type { PengaturanCsw } from "../db/generated/client";
import { absoluteIri, TOPIC_CATEGORY_SCHEME } from "./codes";
import { distinctQuads } from "./record-graph";
import { catalogIri, recordDocumentUrl, resourceKind } from "./record-nodes";
import { GraphWriter, literal, namedNode, present, term } from "./vocabulary";

// One page of the catalogue as a dcat:Catalog pointing at its records, and the page's place in
// the whole as a hydra:PartialCollectionView: what CKAN's ckanext-dcat harvester follows (it
// reads hydra:next of the PartialCollectionView until there is none). The records' own graphs
// (record-graph.ts) are written beside it: a page's document is this graph's body followed by
// its records' stored bodies (lib/dcat/documents.ts).

/** The catalogue's identity: the CSW service identity's fields used here. */
export type CatalogSettings = Pick<
  PengaturanCsw,
  "judul" | "abstrak" | "kataKunci" | "namaOrganisasi" | "situsOrganisasi" | "email"
>;

export interface CatalogPage {
  settings: CatalogSettings;
  /** The page's records (id and MD_ScopeCode), in the page's order. */
  records: { id: string; levelHierarki: string }[];
  baseUrl: string;
  /** 1-based. */
  page: number;
  pageSize: number;
  /** Published records in the whole catalogue. */
  total: number;
  /** The URL of page `n`, as the route serves it (keeping its format parameter). */
  pageUrl: (page: number) => string;
}

function addPaging(graph: GraphWriter, { page, pageSize, total, pageUrl }: CatalogPage): void {
  const last = Math.max(1, Math.ceil(total / pageSize));
  const view = namedNode(pageUrl(page));
  const integer = (value: number) => literal(String(value), term("xsd", "integer"));
  const hydra = (local: string) => term("hydra", local);
  graph.type(view, hydra("PartialCollectionView"));
  graph.add(view, hydra("first"), namedNode(pageUrl(1)));
  graph.add(view, hydra("last"), namedNode(pageUrl(last)));
  if (page > 1) graph.add(view, hydra("previous"), namedNode(pageUrl(Math.min(page - 1, last))));
  if (page < last) graph.add(view, hydra("next"), namedNode(pageUrl(page + 1)));
  graph.add(view, hydra("totalItems"), integer(total));
  graph.add(view, hydra("itemsPerPage"), integer(pageSize));
}

/** A page of the catalogue: the dcat:Catalog, its links to the page's records and the paging view. */
export function catalogGraph(page: CatalogPage): Quad[] {
  const { settings, baseUrl } = page;
  const graph = new GraphWriter();
  const catalog = catalogIri(baseUrl);
  graph.type(catalog, term("dcat", "Catalog"));
  graph.add(catalog, term("dct", "title"), literal(settings.judul));
  graph.add(catalog, term("dct", "description"), literal(settings.abstrak));
  for (const keyword of settings.kataKunci) graph.text(catalog, term("dcat", "keyword"), keyword);
  const homepage = namedNode(`${baseUrl}/`);
  graph.add(catalog, term("foaf", "homepage"), homepage);
  graph.type(homepage, term("foaf", "Document"));
  const publisher = namedNode(`${catalog.value}#publisher`);
  graph.add(catalog, term("dct", "publisher"), publisher);
  graph.type(publisher, term("foaf", "Agent"), term("foaf", "Organization"));
  graph.add(publisher, term("foaf", "name"), literal(settings.namaOrganisasi));
  const site = present(settings.situsOrganisasi) ? absoluteIri(settings.situsOrganisasi) : null;
  if (site) graph.add(publisher, term("foaf", "homepage"), site);
  if (present(settings.email))
    graph.add(publisher, term("foaf", "mbox"), namedNode(`mailto:${encodeURI(settings.email.trim())}`));
  graph.add(catalog, term("dcat", "themeTaxonomy"), namedNode(TOPIC_CATEGORY_SCHEME));
  graph.type(namedNode(TOPIC_CATEGORY_SCHEME), term("skos", "ConceptScheme"));
  graph.text(namedNode(TOPIC_CATEGORY_SCHEME), term("dct", "title"), "ISO 19115 MD_TopicCategoryCode");
  for (const record of page.records) {
    // The IRIs of record-nodes.ts: they depend on the record's id only.
    const catalogRecord = recordDocumentUrl(baseUrl, record.id);
    const kind = resourceKind(record.levelHierarki) === "service" ? "service" : "dataset";
    graph.add(catalog, term("dcat", kind), namedNode(`${catalogRecord}#resource`));
    graph.add(catalog, term("dcat", "record"), namedNode(catalogRecord));
  }
  addPaging(graph, page);
  return distinctQuads(graph.quads);
}
