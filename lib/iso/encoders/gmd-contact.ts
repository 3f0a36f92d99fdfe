import type { IsoContact, IsoOrganisation, IsoRecord } from "../record";
import { child, codeList, nil, optionalString, type Parent, path, present, text } from "./gmd-xml";

// CI_ResponsibleParty, and the choice of gmd:contact: 19139 requires at least one metadata
// contact, so a record that names none falls back to its publishing organisation, then to its
// first dataset contact. A decoder reads that fallback back as a METADATA contact.

function organisationContact(organisation: IsoOrganisation): IsoContact {
  return {
    lingkup: "METADATA",
    peran: "pointOfContact",
    namaIndividu: null,
    namaOrganisasi: organisation.nama,
    jabatan: null,
    email: organisation.email,
    telepon: organisation.telepon,
    alamat: organisation.alamat,
    kota: organisation.kota,
    provinsi: organisation.provinsi,
    kodePos: organisation.kodePos,
    negara: null,
    url: organisation.website,
  };
}

/** The contacts written as gmd:contact (empty only when the record has no contact at all). */
function metadataContacts(record: IsoRecord): IsoContact[] {
  const own = record.kontak.filter((contact) => contact.lingkup === "METADATA");
  if (own.length > 0) return own;
  // An imported record's contacts are its own: none is made up for it (written as nil).
  if (record.diimpor) return [];
  if (record.organisasi) return [organisationContact(record.organisasi)];
  const first = record.kontak[0];
  return first ? [{ ...first, lingkup: "METADATA" }] : [];
}

export function writeMetadataContacts(root: Parent, record: IsoRecord): void {
  const contacts = metadataContacts(record);
  if (contacts.length === 0) nil(root, "gmd:contact", "missing");
  for (const contact of contacts) responsibleParty(root, "gmd:contact", contact);
}

export function responsibleParty(parent: Parent, name: string, contact: IsoContact): void {
  const party = path(parent, name, "gmd:CI_ResponsibleParty");
  optionalString(party, "gmd:individualName", contact.namaIndividu);
  optionalString(party, "gmd:organisationName", contact.namaOrganisasi);
  optionalString(party, "gmd:positionName", contact.jabatan);
  contactInfo(party, contact);
  codeList(party, "gmd:role", "CI_RoleCode", contact.peran);
}

function contactInfo(party: Parent, contact: IsoContact): void {
  const { telepon, alamat, kota, provinsi, kodePos, negara, email, url } = contact;
  const hasAddress = [alamat, kota, provinsi, kodePos, negara, email].some(present);
  if (!present(telepon) && !hasAddress && !present(url)) return;
  const info = path(party, "gmd:contactInfo", "gmd:CI_Contact");
  if (present(telepon)) optionalString(path(info, "gmd:phone", "gmd:CI_Telephone"), "gmd:voice", telepon);
  if (hasAddress) {
    const address = path(info, "gmd:address", "gmd:CI_Address");
    optionalString(address, "gmd:deliveryPoint", alamat);
    optionalString(address, "gmd:city", kota);
    optionalString(address, "gmd:administrativeArea", provinsi);
    optionalString(address, "gmd:postalCode", kodePos);
    optionalString(address, "gmd:country", negara);
    optionalString(address, "gmd:electronicMailAddress", email);
  }
  if (present(url)) {
    const resource = path(info, "gmd:onlineResource", "gmd:CI_OnlineResource");
    text(child(child(resource, "gmd:linkage"), "gmd:URL"), url);
  }
}
