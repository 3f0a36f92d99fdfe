import type { IsoContact, IsoOrganisation, IsoRecord } from "../record";
import type { DomElement, MdbWriter, QName } from "./mdb-writer";

// CI_Responsibility for a contact: the organisation is the party (with the person as its
// cit:individual), or the person alone when there is no organisation. Contact details sit
// on the outermost party, so a decoder finds them in one place.

export interface OnlineResource {
  url: string;
  protokol?: string | null;
  nama?: string | null;
  deskripsi?: string | null;
  fungsi?: string | null;
}

export function writeOnlineResource(w: MdbWriter, parent: DomElement, name: QName, link: OnlineResource) {
  const resource = w.el(w.el(parent, name), "cit:CI_OnlineResource");
  w.requiredText(resource, "cit:linkage", link.url);
  w.text(resource, "cit:protocol", link.protokol);
  w.text(resource, "cit:name", link.nama);
  w.text(resource, "cit:description", link.deskripsi);
  w.code(resource, "cit:function", "cit:CI_OnLineFunctionCode", link.fungsi);
}

function hasContactInfo(c: IsoContact): boolean {
  return [c.telepon, c.alamat, c.kota, c.provinsi, c.kodePos, c.negara, c.email, c.url].some(Boolean);
}

function writeContactInfo(w: MdbWriter, party: DomElement, c: IsoContact) {
  if (!hasContactInfo(c)) return;
  const info = w.el(w.el(party, "cit:contactInfo"), "cit:CI_Contact");
  if (c.telepon) {
    const phone = w.el(w.el(info, "cit:phone"), "cit:CI_Telephone");
    w.text(phone, "cit:number", c.telepon);
    w.code(phone, "cit:numberType", "cit:CI_TelephoneTypeCode", "voice");
  }
  if (c.alamat || c.kota || c.provinsi || c.kodePos || c.negara || c.email) {
    const address = w.el(w.el(info, "cit:address"), "cit:CI_Address");
    w.text(address, "cit:deliveryPoint", c.alamat);
    w.text(address, "cit:city", c.kota);
    w.text(address, "cit:administrativeArea", c.provinsi);
    w.text(address, "cit:postalCode", c.kodePos);
    w.text(address, "cit:country", c.negara);
    w.text(address, "cit:electronicMailAddress", c.email);
  }
  if (c.url) writeOnlineResource(w, info, "cit:onlineResource", { url: c.url });
}

function writeIndividual(w: MdbWriter, parent: DomElement, c: IsoContact, withContactInfo: boolean) {
  const person = w.el(parent, "cit:CI_Individual");
  w.text(person, "cit:name", c.namaIndividu);
  if (withContactInfo) writeContactInfo(w, person, c);
  w.text(person, "cit:positionName", c.jabatan);
}

/** `<name><cit:CI_Responsibility>` with the contact's role and party. */
export function writeResponsibility(w: MdbWriter, parent: DomElement, name: QName, c: IsoContact) {
  const responsibility = w.el(w.el(parent, name), "cit:CI_Responsibility");
  w.code(responsibility, "cit:role", "cit:CI_RoleCode", c.peran);
  const party = w.el(responsibility, "cit:party");
  if (!c.namaOrganisasi && (c.namaIndividu || c.jabatan)) {
    writeIndividual(w, party, c, true);
    return;
  }
  const organisation = w.el(party, "cit:CI_Organisation");
  w.text(organisation, "cit:name", c.namaOrganisasi);
  writeContactInfo(w, organisation, c);
  if (c.namaIndividu || c.jabatan) writeIndividual(w, w.el(organisation, "cit:individual"), c, false);
}

/** The publishing organisation as a metadata point of contact. */
export function organisationContact(org: IsoOrganisation): IsoContact {
  return {
    lingkup: "METADATA",
    peran: "pointOfContact",
    namaIndividu: null,
    namaOrganisasi: org.nama,
    jabatan: null,
    email: org.email,
    telepon: org.telepon,
    alamat: org.alamat,
    kota: org.kota,
    provinsi: org.provinsi,
    kodePos: org.kodePos,
    negara: null,
    url: org.website,
  };
}

/**
 * The contacts written as mdb:contact: the record's METADATA contacts; when it names none,
 * the publishing organisation; when that is unknown too, the first dataset contact. An
 * imported record gets none it does not name.
 */
export function metadataContacts(record: IsoRecord): IsoContact[] {
  const own = record.kontak.filter((c) => c.lingkup === "METADATA");
  if (own.length > 0) return own;
  // An imported record's contacts are its own: none is made up for it (written as nil).
  if (record.diimpor) return [];
  if (record.organisasi) return [organisationContact(record.organisasi)];
  const first = record.kontak[0];
  return first ? [{ ...first, lingkup: "METADATA" }] : [];
}
