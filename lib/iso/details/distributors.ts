import type { TSourceDetails } from "../../schemas/source-details";
import { attribute, firstChild, type XmlElement } from "../../xml/element";
import { XLINK } from "../../xml/namespaces";
import { objectOf } from "../decoders/gmd-read";
import { codeOf, linkOf, type Names, objectIn, objects, present, textOf } from "./read";

// Every MD_Distributor: who distributes (ISO 19139 CI_ResponsibleParty; ISO 19115-3
// CI_Responsibility with its organisation and individual parties), in which formats (19139
// name and version; 19115-3 the format specification's title and edition), and its links. A
// contact given only by reference keeps its xlink:href and xlink:title.

type Distributor = TSourceDetails["distributor"][number];

const emailOf = (party: XmlElement | undefined, name: Names) =>
  textOf(
    firstChild(
      objectIn(objectIn(party, name("contactInfo")), name("address")),
      name("electronicMailAddress"),
    ),
  );

function contact(distributor: XmlElement, name: Names) {
  const property = firstChild(distributor, name("distributorContact"));
  const contactObject = objectOf(property);
  if (!contactObject) {
    // A contact given by reference only (xlink): where it is and what it is called.
    return {
      kontakHref: linkOf(property),
      kontakJudul: attribute(property, "title", XLINK)?.trim() || undefined,
    };
  }
  const peran = codeOf(firstChild(contactObject, name("role")));
  const parties = objects(contactObject, name("party"));
  if (parties.length === 0) {
    return {
      organisasi: textOf(firstChild(contactObject, name("organisationName"))),
      individu: textOf(firstChild(contactObject, name("individualName"))),
      email: emailOf(contactObject, name),
      peran,
    };
  }
  const organisation = parties.find((party) => party.local === "CI_Organisation");
  const individual =
    parties.find((party) => party.local === "CI_Individual") ?? objectIn(organisation, name("individual"));
  return {
    organisasi: textOf(firstChild(organisation, name("name"))),
    individu: textOf(firstChild(individual, name("name"))),
    email: emailOf(organisation, name) ?? emailOf(individual, name),
    peran,
  };
}

function format(element: XmlElement, name: Names): Distributor["format"][number] | null {
  const citation = objectIn(element, name("formatSpecificationCitation"));
  const nama = textOf(firstChild(element, name("name"))) ?? textOf(firstChild(citation, name("title")));
  if (nama === undefined) return null;
  return {
    nama,
    versi: textOf(firstChild(element, name("version"))) ?? textOf(firstChild(citation, name("edition"))),
  };
}

function link(resource: XmlElement, name: Names): Distributor["tautan"][number] | null {
  const url = textOf(firstChild(resource, name("linkage")));
  if (url === undefined) return null;
  return {
    url,
    protokol: textOf(firstChild(resource, name("protocol"))),
    nama: textOf(firstChild(resource, name("name"))),
  };
}

function distributor(element: XmlElement, name: Names): Distributor {
  const resources = objects(element, name("distributorTransferOptions")).flatMap((options) =>
    objects(options, name("onLine")),
  );
  return {
    ...contact(element, name),
    format: present(objects(element, name("distributorFormat")).map((f) => format(f, name))),
    tautan: present(resources.map((resource) => link(resource, name))),
  };
}

/** Every distributor that says anything (who, a format or a link). */
export function readDistributors(root: XmlElement, name: Names): TSourceDetails["distributor"] {
  return objects(root, name("distributionInfo"))
    .flatMap((distribution) => objects(distribution, name("distributor")))
    .map((element) => distributor(element, name))
    .filter((found) =>
      Object.values(found).some((value) => (Array.isArray(value) ? value.length > 0 : value)),
    );
}
