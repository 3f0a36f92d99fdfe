import { attribute, childrenNamed, descendAll, firstChild, type XmlElement } from "../../xml/element";
import { XLINK } from "../../xml/namespaces";
import type { IsoContact } from "../record";
import { codeOf, type QName, q, stringOf, stringsOf, type Warn } from "./mdb-values";

// cit:CI_Responsibility to contacts. Each party becomes a contact with the responsibility's
// role; an organisation with several individuals becomes one contact per individual. Contact
// details come from the individual when it has its own, else from the organisation.

type ContactDetails = Pick<
  IsoContact,
  "email" | "telepon" | "alamat" | "kota" | "provinsi" | "kodePos" | "negara" | "url"
>;

/** A party with nothing but its name (shared with the Dublin Core decoder). */
export const NO_DETAILS: ContactDetails = {
  email: null,
  telepon: null,
  alamat: null,
  kota: null,
  provinsi: null,
  kodePos: null,
  negara: null,
  url: null,
};

function firstOf(addresses: XmlElement[], name: QName): string | null {
  for (const address of addresses) {
    const value = stringOf(firstChild(address, q(name)));
    if (value !== null) return value;
  }
  return null;
}

function readDetails(party: XmlElement, warn: Warn): ContactDetails | null {
  const contacts = descendAll(party, q("cit:contactInfo"), q("cit:CI_Contact"));
  if (contacts.length === 0) return null;
  const addresses = contacts.flatMap((c) => descendAll(c, q("cit:address"), q("cit:CI_Address")));
  const phones = contacts.flatMap((c) => descendAll(c, q("cit:phone"), q("cit:CI_Telephone")));
  const voice = phones.find((p) => codeOf(firstChild(p, q("cit:numberType"))) === "voice") ?? phones[0];
  const emails = addresses.flatMap((a) => stringsOf(childrenNamed(a, q("cit:electronicMailAddress"))));
  if (new Set(emails).size > 1) {
    warn(
      "Hanya alamat e-mail pertama dari kontak yang disimpan / only the first e-mail address of a contact was kept",
    );
  }
  const delivery = addresses
    .map((a) => stringsOf(childrenNamed(a, q("cit:deliveryPoint"))))
    .find((d) => d.length > 0);
  const link = contacts
    .flatMap((c) => descendAll(c, q("cit:onlineResource"), q("cit:CI_OnlineResource"), q("cit:linkage")))
    .map((linkage) => stringOf(linkage))
    .find(Boolean);
  return {
    email: emails[0] ?? null,
    telepon: stringOf(firstChild(voice, q("cit:number"))),
    alamat: delivery ? delivery.join(", ") : null,
    kota: firstOf(addresses, "cit:city"),
    provinsi: firstOf(addresses, "cit:administrativeArea"),
    kodePos: firstOf(addresses, "cit:postalCode"),
    negara: firstOf(addresses, "cit:country"),
    url: link ?? null,
  };
}

type Role = Pick<IsoContact, "lingkup" | "peran">;

/** The contact, with its fields in the order of IsoContact (contacts are compared as JSON). */
function contact(
  role: Role,
  organisation: string | null,
  individual: XmlElement | undefined,
  details: ContactDetails,
) {
  return {
    lingkup: role.lingkup,
    peran: role.peran,
    namaIndividu: stringOf(firstChild(individual, q("cit:name"))),
    namaOrganisasi: organisation,
    jabatan: stringOf(firstChild(individual, q("cit:positionName"))),
    email: details.email,
    telepon: details.telepon,
    alamat: details.alamat,
    kota: details.kota,
    provinsi: details.provinsi,
    kodePos: details.kodePos,
    negara: details.negara,
    url: details.url,
  };
}

function partyContacts(party: XmlElement, role: Role, warn: Warn): IsoContact[] {
  if (party.local === "CI_Individual")
    return [contact(role, null, party, readDetails(party, warn) ?? NO_DETAILS)];
  const organisation = stringOf(firstChild(party, q("cit:name")));
  const details = readDetails(party, warn) ?? NO_DETAILS;
  const individuals = descendAll(party, q("cit:individual"), q("cit:CI_Individual"));
  if (individuals.length === 0) return [contact(role, organisation, undefined, details)];
  return individuals.map((individual) =>
    contact(role, organisation, individual, readDetails(individual, warn) ?? details),
  );
}

const LINKED_CONTACT =
  "Kontak yang hanya berupa tautan (xlink:href) tidak disimpan / " +
  "a contact given only as a link (xlink:href) was left out";

/** The contacts of the responsibilities in the given property elements (e.g. mdb:contact). */
export function readContacts(
  properties: XmlElement[],
  lingkup: IsoContact["lingkup"],
  warn: Warn,
): IsoContact[] {
  const contacts: IsoContact[] = [];
  for (const property of properties) {
    const responsibility = firstChild(property, q("cit:CI_Responsibility"));
    if (!responsibility) {
      if (attribute(property, "href", XLINK)) warn(LINKED_CONTACT);
      continue;
    }
    const peran = codeOf(firstChild(responsibility, q("cit:role"))) ?? "pointOfContact";
    for (const party of childrenNamed(responsibility, q("cit:party"))) {
      const element = party.children[0];
      if (element) contacts.push(...partyContacts(element, { lingkup, peran }, warn));
      else if (attribute(party, "href", XLINK)) warn(LINKED_CONTACT);
    }
  }
  return contacts;
}

/** The contacts plus those extras it does not hold yet (a party is often cited and the point of contact). */
export function withNewContacts(contacts: IsoContact[], extras: IsoContact[]): IsoContact[] {
  const seen = new Set(contacts.map((contact) => JSON.stringify(contact)));
  const added = extras.filter((contact) => {
    const key = JSON.stringify(contact);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return [...contacts, ...added];
}
