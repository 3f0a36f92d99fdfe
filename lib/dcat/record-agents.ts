import type { NamedNode } from "@rdfjs/types";
import type { PublishedRecordDetail } from "../catalogue/public/load-published-record-details";
import { absoluteIri } from "./codes";
import type { RecordNodes } from "./record-nodes";
import { type GraphWriter, namedNode, present, term } from "./vocabulary";

// Contacts as vCard kinds (dcat:contactPoint) and the publishing organisation as a foaf:Agent.
// As in the OGC API record: a value vCard cannot hold as an IRI (an e-mail address that is not
// one, a phone number with letters in it) is kept, as written, in a vcard:note.

type Contact = PublishedRecordDetail["kontak"][number];

// As JSON Schema's "email" format reads it (the rule of lib/ogcapi/record-feature.ts).
const EMAIL =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
const PHONE = /^\+?[0-9]{3,20}$/;

const vcard = (local: string) => term("vcard", local);

function addAddress(graph: GraphWriter, kind: NamedNode, contact: Contact): void {
  const parts: [string, string | null][] = [
    ["street-address", contact.alamat],
    ["locality", contact.kota],
    ["region", contact.provinsi],
    ["postal-code", contact.kodePos],
    ["country-name", contact.negara],
  ];
  if (!parts.some(([, value]) => present(value))) return;
  const address = graph.blank();
  graph.add(kind, vcard("hasAddress"), address);
  graph.type(address, vcard("Address"));
  for (const [local, value] of parts) graph.text(address, vcard(local), value);
}

/** One contact as a vcard:Kind, or null when it says nothing at all. */
function addContact(graph: GraphWriter, node: NamedNode, contact: Contact): NamedNode | null {
  const { namaIndividu, namaOrganisasi, email, telepon, url } = contact;
  const values = Object.entries(contact).filter(([key]) => !["lingkup", "peran"].includes(key));
  if (!values.some(([, value]) => present(value))) return null;
  graph.type(node, vcard("Kind"));
  if (present(namaOrganisasi)) graph.type(node, vcard("Organization"));
  else if (present(namaIndividu)) graph.type(node, vcard("Individual"));
  graph.text(node, vcard("fn"), present(namaIndividu) ? namaIndividu : namaOrganisasi);
  if (present(namaIndividu)) graph.text(node, vcard("organization-name"), namaOrganisasi);
  graph.text(node, vcard("title"), contact.jabatan);
  graph.text(node, vcard("role"), contact.peran);
  const notes: string[] = [];
  if (present(email)) {
    if (EMAIL.test(email.trim()))
      graph.add(node, vcard("hasEmail"), namedNode(`mailto:${encodeURI(email.trim())}`));
    else notes.push(`Email: ${email}`);
  }
  if (present(telepon)) {
    const number = telepon.replace(/[\s().-]/g, "");
    if (PHONE.test(number)) graph.add(node, vcard("hasTelephone"), namedNode(`tel:${number}`));
    else notes.push(`Telepon / Phone: ${telepon}`);
  }
  if (present(url)) {
    const iri = /^https?:/i.test(url.trim()) ? absoluteIri(url) : null;
    if (iri) graph.add(node, vcard("hasURL"), iri);
    else notes.push(`URL: ${url}`);
  }
  addAddress(graph, node, contact);
  if (notes.length > 0) graph.text(node, vcard("note"), notes.join("\n"));
  return node;
}

/** The resource's contacts on the resource, the metadata's on the catalogue record (GeoDCAT-AP). */
export function addContacts(graph: GraphWriter, nodes: RecordNodes): void {
  let resourceCount = 0;
  let metadataCount = 0;
  for (const contact of nodes.record.kontak) {
    const forMetadata = contact.lingkup === "METADATA";
    const fragment = forMetadata ? `metadata-contact-${++metadataCount}` : `contact-${++resourceCount}`;
    const kind = addContact(graph, nodes.part(fragment), contact);
    if (kind)
      graph.add(forMetadata ? nodes.catalogRecord : nodes.resource, term("dcat", "contactPoint"), kind);
  }
}

/** The publishing organisation as the resource's dct:publisher. */
export function addPublisher(graph: GraphWriter, nodes: RecordNodes): void {
  const { organisasi } = nodes.record;
  const publisher = nodes.part("publisher");
  graph.add(nodes.resource, term("dct", "publisher"), publisher);
  graph.type(publisher, term("foaf", "Agent"), term("foaf", "Organization"));
  graph.text(publisher, term("foaf", "name"), organisasi.nama);
  graph.text(publisher, term("skos", "altLabel"), organisasi.singkatan);
  graph.text(publisher, term("dct", "identifier"), organisasi.kode);
}
