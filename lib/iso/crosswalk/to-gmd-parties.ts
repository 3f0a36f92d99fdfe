import type { XmlElement } from "../../xml/element";
import type { ClassRule, Crosswalk } from "./engine";
import { childNamed, childrenNamed, objectIn } from "./tree";

// Responsible parties, ISO 19115-3 to ISO 19139, the inverse of to-mdb-parties.ts: each
// party of a CI_Responsibility becomes a CI_ResponsibleParty with the role (an organisation
// with individuals one per individual, with the organisation's name). Contact information is
// the organisation's, else the individual's; 19139 holds one. The telephones of a contact
// become one CI_Telephone, each number a voice or facsimile number by its type.

/** The first property of `owner` named `local`, as `name` of the target class (nothing when absent). */
export const first = (
  cx: Crosswalk,
  owner: XmlElement | undefined,
  local: string,
  className: string,
  name = local,
) => {
  const found = childrenNamed(owner, local);
  for (const extra of found.slice(1)) cx.drop(owner as XmlElement, `${cx.name(extra)}[2..]`);
  return found[0] ? cx.property(found[0], className, name) : [];
};

function responsibleParty(
  cx: Crosswalk,
  role: XmlElement[],
  organisation?: XmlElement,
  individual?: XmlElement,
) {
  for (const party of [organisation, individual]) {
    for (const child of party?.children ?? [])
      if (!["name", "contactInfo", "positionName", "individual"].includes(child.local))
        cx.drop(party as XmlElement, child);
  }
  const contacts = [
    ...childrenNamed(organisation, "contactInfo"),
    ...childrenNamed(individual, "contactInfo"),
  ];
  for (const extra of contacts.slice(1))
    cx.drop(organisation ?? (individual as XmlElement), `${cx.name(extra)}[2..]`);
  const children = [
    ...first(cx, individual, "name", "CI_ResponsibleParty", "individualName"),
    ...first(cx, organisation, "name", "CI_ResponsibleParty", "organisationName"),
    ...first(cx, individual, "positionName", "CI_ResponsibleParty"),
    ...(contacts[0] ? cx.property(contacts[0], "CI_ResponsibleParty", "contactInfo") : []),
    ...role.map((r) => ({ ...r, children: r.children.map((c) => structuredClone(c)) })),
  ];
  return cx.el("gmd", "CI_ResponsibleParty", {}, children);
}

function responsibleParties(source: XmlElement, cx: Crosswalk): XmlElement[] {
  const roleProperty = childNamed(source, "role");
  const role = roleProperty
    ? cx.property(roleProperty, "CI_ResponsibleParty", "role")
    : [cx.el("gmd", "role", { [`{${cx.direction.targetGco}}nilReason`]: "missing" })];
  for (const child of source.children)
    if (child.local !== "role" && child.local !== "party") cx.drop(source, child);
  const parties: XmlElement[] = [];
  for (const property of childrenNamed(source, "party")) {
    const party = objectIn(property);
    if (!party) cx.drop(source, property);
    else if (party.local === "CI_Individual") parties.push(responsibleParty(cx, role, undefined, party));
    else if (party.local === "CI_Organisation") {
      const individuals = childrenNamed(party, "individual")
        .map(objectIn)
        .filter((i): i is XmlElement => i !== undefined);
      if (individuals.length === 0) parties.push(responsibleParty(cx, role, party));
      for (const individual of individuals) parties.push(responsibleParty(cx, role, party, individual));
    } else cx.drop(source, party);
  }
  const [firstParty] = parties;
  if (firstParty) firstParty.attrs = cx.objectAttributes(source);
  return parties;
}

/** All numbers of a contact in one CI_Telephone: voice, or facsimile when so typed (built at the first). */
function telephone(property: XmlElement, owner: XmlElement, cx: Crosswalk): XmlElement[] {
  const phones = childrenNamed(owner, "phone");
  if (property !== phones[0]) return [];
  const numbers: XmlElement[] = [];
  for (const phone of phones) {
    const value = childNamed(phone, "CI_Telephone");
    const number = childNamed(value, "number");
    const type = objectIn(childNamed(value, "numberType"))?.attrs.codeListValue ?? "voice";
    if (!value || !number || (type !== "voice" && type !== "facsimile")) {
      cx.drop(owner, phone);
      continue;
    }
    numbers.push(...cx.property(number, "CI_Telephone", type));
  }
  numbers.sort((a, b) => (a.local === b.local ? 0 : a.local === "voice" ? -1 : 1));
  return numbers.length ? [cx.el("gmd", "phone", {}, [cx.el("gmd", "CI_Telephone", {}, numbers)])] : [];
}

export const PARTY_RULES: Record<string, ClassRule> = {
  CI_Responsibility: { split: responsibleParties },
  CI_Contact: { properties: { phone: telephone } },
};
