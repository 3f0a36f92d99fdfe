import type { PublishedRecordDetail } from "../catalogue/public/load-published-record-details";
import { ISO_EXPORT_FORMATS } from "../iso/formats";

// A published record as OGC API – Records – Part 1 writes one: a GeoJSON feature (record core,
// recordGeoJSON.yaml). Pure: the caller gives the record and the site's absolute base URL.
//  - Values are the record's own, never invented: a value the schema cannot hold where it
//    belongs (a phone number not in E.164 form, an address that is not an e-mail address) goes
//    to the contact's `contactInstructions`, as written, rather than being dropped or rewritten.
//  - `updated` is when the metadata last changed (its date stamp), as CSW's Modified and the
//    `sortby=updated` order; `created` the resource's creation date where the record gives one.

export type Json = Record<string, unknown>;

/** The collection's path under the base URL. */
export const COLLECTION_PATH = "/ogcapi/collections/katalog";

export const TOPIC_CATEGORY_SCHEME =
  "https://standards.iso.org/iso/19115/resources/Codelists/cat/codelists.xml#MD_TopicCategoryCode";

/** The XML encodings every record is served in, as alternates. */
const XML_ENCODINGS: Record<(typeof ISO_EXPORT_FORMATS)[number], { title: string; type: string }> = {
  mdb2016: { title: "ISO 19115-3 (2016)", type: "application/xml" },
  mdb2018: { title: "ISO 19115-3 (2018)", type: "application/xml" },
  gmd: { title: "ISO 19139 (gmd)", type: "application/vnd.iso.19139+xml" },
};

const E164 = /^\+[1-9][0-9]{3,14}$/;
// As JSON Schema's "email" format reads it (ajv-formats): a practical subset of RFC 5322.
const EMAIL =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
const URL_PATTERN = /^https?:\/\/\S+$/;

const present = (value: string | null | undefined): value is string => !!value && value.trim() !== "";

/** The item's id: the record's identifier as CSW serves it (its file identifier, else its id). */
export const itemId = (record: PublishedRecordDetail) => record.fileIdentifier ?? record.id;

/** An item's path under the base URL. */
export const itemPath = (id: string) => `${COLLECTION_PATH}/items/${encodeURIComponent(id)}`;

/** The footprint: the record's box as a GeoJSON polygon (counter-clockwise), or null without one. */
export function footprint(record: PublishedRecordDetail): Json | null {
  const { bboxBarat: w, bboxSelatan: s, bboxTimur: e, bboxUtara: n } = record;
  if (w === null || s === null || e === null || n === null) return null;
  return {
    type: "Polygon",
    coordinates: [
      [
        [w, s],
        [e, s],
        [e, n],
        [w, n],
        [w, s],
      ],
    ],
  };
}

/** The resource's temporal extent, or null without one; an open end is "..". */
function timeOf({ temporal }: PublishedRecordDetail): Json | null {
  if (!temporal.mulai && !temporal.selesai) return null;
  return { interval: [temporal.mulai ?? "..", temporal.selesai ?? ".."] };
}

function contactOf(contact: PublishedRecordDetail["kontak"][number]): Json | null {
  const instructions: string[] = [];
  const json: Json = {};
  if (present(contact.namaIndividu)) json.name = contact.namaIndividu;
  if (present(contact.namaOrganisasi)) json.organization = contact.namaOrganisasi;
  if (present(contact.jabatan)) json.position = contact.jabatan;
  if (present(contact.email)) {
    const email = contact.email.trim();
    if (EMAIL.test(email)) json.emails = [{ value: email }];
    else instructions.push(`Email: ${contact.email}`);
  }
  if (present(contact.telepon)) {
    const phone = contact.telepon.replace(/[\s().-]/g, "");
    if (E164.test(phone)) json.phones = [{ value: phone }];
    else instructions.push(`Telepon / Phone: ${contact.telepon}`);
  }
  const address: Json = {};
  if (present(contact.alamat)) address.deliveryPoint = [contact.alamat];
  if (present(contact.kota)) address.city = contact.kota;
  if (present(contact.provinsi)) address.administrativeArea = contact.provinsi;
  if (present(contact.kodePos)) address.postalCode = contact.kodePos;
  if (present(contact.negara)) address.country = contact.negara;
  if (Object.keys(address).length > 0) json.addresses = [address];
  if (present(contact.url)) {
    if (URL_PATTERN.test(contact.url.trim()))
      json.links = [{ href: contact.url.trim(), rel: "about", type: "text/html" }];
    else instructions.push(`URL: ${contact.url}`);
  }
  if (instructions.length > 0) json.contactInstructions = instructions.join("\n");
  // The schema wants a name or an organisation; a contact with neither keeps what it has under
  // a name that says so, rather than being dropped.
  if (!("name" in json) && !("organization" in json)) {
    if (Object.keys(json).length === 0) return null;
    json.organization = "(tanpa nama / unnamed)";
  }
  json.roles = [contact.peran];
  return json;
}

/** The keywords without a thesaurus, as keywords; those with one, and the topic categories, as themes. */
function keywordsAndThemes(record: PublishedRecordDetail): { keywords: string[]; themes: Json[] } {
  const keywords: string[] = [];
  const schemes = new Map<string, string[]>();
  for (const keyword of record.kataKunci) {
    if (!present(keyword.thesaurus)) keywords.push(keyword.kataKunci);
    else schemes.set(keyword.thesaurus, [...(schemes.get(keyword.thesaurus) ?? []), keyword.kataKunci]);
  }
  const themes: Json[] = [...schemes].map(([scheme, concepts]) => ({
    concepts: concepts.map((id) => ({ id })),
    scheme,
  }));
  if (record.topikKategori.length > 0)
    themes.push({ concepts: record.topikKategori.map((id) => ({ id })), scheme: TOPIC_CATEGORY_SCHEME });
  return { keywords, themes };
}

/** The rights statements of the record's constraints, as written, one per line. */
function rightsOf({ batasan }: PublishedRecordDetail): string | null {
  const lines = [
    batasan.penggunaan,
    batasan.lain,
    ...batasan.akses.map((code) => `accessConstraints: ${code}`),
    ...batasan.pemakaian.map((code) => `useConstraints: ${code}`),
    batasan.klasifikasiKeamanan && `classification: ${batasan.klasifikasiKeamanan}`,
  ].filter(present);
  return lines.length > 0 ? lines.join("\n") : null;
}

/** The record's links: itself, its page, its XML encodings, its distributions, its signed quality documents. */
function linksOf(record: PublishedRecordDetail, baseUrl: string): Json[] {
  const id = encodeURIComponent(record.id);
  const links: Json[] = [
    {
      href: `${baseUrl}${itemPath(itemId(record))}`,
      rel: "self",
      type: "application/geo+json",
      title: record.judul,
    },
    {
      href: `${baseUrl}/katalog/${id}`,
      rel: "alternate",
      type: "text/html",
      title: "Halaman rekaman / Record page",
    },
    ...ISO_EXPORT_FORMATS.map((format) => ({
      href: `${baseUrl}/api/public/metadata/${id}/xml?format=${format}`,
      rel: "alternate",
      type: XML_ENCODINGS[format].type,
      title: XML_ENCODINGS[format].title,
    })),
    {
      href: `${baseUrl}/dcat/${id}`,
      rel: "alternate",
      type: "text/turtle",
      title: "DCAT-AP 3 (Turtle; ?format=jsonld, rdf)",
    },
    { href: `${baseUrl}${COLLECTION_PATH}`, rel: "collection", type: "application/json", title: "Katalog" },
  ];
  const licence = record.batasan.lain?.trim();
  if (licence && URL_PATTERN.test(licence)) links.push({ href: licence, rel: "license" });
  for (const link of record.distribusi) {
    const download = /download/i.test(link.protokol) || link.fungsi === "download";
    links.push({
      href: link.url,
      rel: download ? "enclosure" : "related",
      ...(present(link.formatNama) ? { type: link.formatNama } : {}),
      title: [link.nama, link.deskripsi].filter(present).join(" – ") || link.protokol,
      protocol: link.protokol,
    });
  }
  if (record.gambar)
    links.push({ href: record.gambar.url, rel: "preview", title: record.gambar.deskripsi ?? "" });
  const harvested = record.sumberPanen;
  if (harvested?.tautanAsli && URL_PATTERN.test(harvested.tautanAsli))
    links.push({
      href: harvested.tautanAsli,
      rel: "via",
      title: `Asli di ${harvested.nama} / the original at ${harvested.nama}`,
    });
  for (const [name, document] of Object.entries(record.kualitas)) {
    if (document?.status === "SIGNED" && document.signatureToken)
      links.push({
        href: `${baseUrl}/verifikasi/${document.signatureToken}`,
        rel: "describedby",
        type: "text/html",
        title: `Dokumen ${name.toUpperCase()} bertanda tangan / signed ${name.toUpperCase()} document`,
      });
  }
  return links;
}

/** The record as a GeoJSON record feature. */
export function recordFeature(record: PublishedRecordDetail, baseUrl: string): Json {
  const { keywords, themes } = keywordsAndThemes(record);
  const created = record.tanggal.find((date) => date.tipe === "creation")?.tanggal;
  const contacts = record.kontak.map(contactOf).filter((contact): contact is Json => contact !== null);
  const formats = [...new Set(record.distribusi.map((link) => link.formatNama).filter(present))].map(
    (name) => ({ name }),
  );
  const rights = rightsOf(record);
  const licence = record.batasan.lain?.trim();
  const properties: Json = {
    type: record.levelHierarki,
    title: record.judul,
    description: record.abstrak,
    ...(keywords.length > 0 ? { keywords } : {}),
    ...(themes.length > 0 ? { themes } : {}),
    language: { code: record.bahasaMetadata },
    resourceLanguages: [{ code: record.bahasa }],
    ...(record.fileIdentifier
      ? { externalIds: [{ scheme: "gmd:fileIdentifier", value: record.fileIdentifier }] }
      : {}),
    ...(formats.length > 0 ? { formats } : {}),
    ...(contacts.length > 0 ? { contacts } : {}),
    ...(licence && URL_PATTERN.test(licence) ? { license: "other" } : {}),
    ...(rights ? { rights } : {}),
    ...(created ? { created } : {}),
    updated: record.modified,
  };
  const time = timeOf(record);
  return {
    id: itemId(record),
    type: "Feature",
    // Left out rather than null without a temporal extent: the schema's `time` is oneOf null and
    // a nullable object, so a null matches both and is refused.
    ...(time ? { time } : {}),
    geometry: footprint(record),
    conformsTo: ["http://www.opengis.net/spec/ogcapi-records-1/1.0/req/record-core"],
    properties,
    links: linksOf(record, baseUrl),
  };
}
