import { attribute, childrenNamed, descend, firstChild, type XmlElement } from "../../xml/element";
import { XLINK } from "../../xml/namespaces";
import type { IsoContact } from "../record";
import { gmd, hrefOf, objectOf, readCode, readText, textOrNull, type Warnings } from "./gmd-read";

// CI_ResponsibleParty properties (gmd:contact, gmd:pointOfContact, citedResponsibleParty,
// distributorContact) to contacts. Profiles may rename the classes (che:CHE_CI_Address), so the
// objects are taken by position and their gmd properties by name.

/** The contacts of every property of that name below the parent. */
export function readContacts(
  parent: XmlElement | undefined,
  property: string,
  lingkup: IsoContact["lingkup"],
  warnings: Warnings,
): IsoContact[] {
  return childrenNamed(parent, gmd(property)).flatMap((element) => {
    const contact = readContact(element, lingkup, warnings);
    return contact ? [contact] : [];
  });
}

function readContact(
  property: XmlElement,
  lingkup: IsoContact["lingkup"],
  warnings: Warnings,
): IsoContact | null {
  const party = objectOf(property);
  if (!party) {
    const href = hrefOf(property);
    if (href) {
      const title = attribute(property, "title", XLINK);
      const link = `${title ? `"${title}", ` : ""}${href}`;
      warnings.push(
        `Kontak yang hanya berupa tautan (${link}) dilewati / a contact given only as a link (${link}) was skipped`,
      );
    }
    return null;
  }
  const info = objectOf(firstChild(party, gmd("contactInfo")));
  const address = objectOf(firstChild(info, gmd("address")));
  const deliveryPoints = childrenNamed(address, gmd("deliveryPoint")).flatMap((e) => readText(e) ?? []);
  return {
    lingkup,
    peran: readCode(firstChild(party, gmd("role"))) ?? "pointOfContact",
    namaIndividu: textOrNull(firstChild(party, gmd("individualName"))),
    namaOrganisasi: textOrNull(firstChild(party, gmd("organisationName"))),
    jabatan: textOrNull(firstChild(party, gmd("positionName"))),
    email: textOrNull(firstChild(address, gmd("electronicMailAddress"))),
    telepon: textOrNull(firstChild(objectOf(firstChild(info, gmd("phone"))), gmd("voice"))),
    alamat: deliveryPoints.length > 0 ? deliveryPoints.join(", ") : null,
    kota: textOrNull(firstChild(address, gmd("city"))),
    provinsi: textOrNull(firstChild(address, gmd("administrativeArea"))),
    kodePos: textOrNull(firstChild(address, gmd("postalCode"))),
    negara: textOrNull(firstChild(address, gmd("country"))),
    url: textOrNull(descend(objectOf(firstChild(info, gmd("onlineResource"))), gmd("linkage"))),
  };
}
