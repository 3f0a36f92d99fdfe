import type { XmlElement } from "../../xml/element";
import { CODE_LISTS } from "../../xml/namespaces";
import type { ClassRule, Crosswalk } from "./engine";
import { childNamed } from "./tree";

// Responsible parties, ISO 19139 to ISO 19115-3 (ISO/TC 211's CI_ResponsibleParty.xsl): a
// CI_ResponsibleParty becomes a CI_Responsibility with its role and one party. With an
// organisation name the party is a CI_Organisation holding the contact information and, when
// there is an individual or a position, a CI_Individual with them; without one it is a
// CI_Individual with name, contact information and position. A telephone's voice and
// facsimile numbers become one cit:phone each, typed voice or facsimile.

/** A code list value the mapping itself names (a telephone's type, a date's type). */
export function mappedCode(cx: Crosswalk, prefix: string, list: string, value: string): XmlElement {
  return cx.el(
    prefix,
    list,
    { codeList: `${CODE_LISTS.iso19115_3}#${list}`, codeListValue: value },
    [],
    value,
  );
}

/** The source property as `property` of the target class, or nothing when absent. */
const as = (cx: Crosswalk, property: XmlElement | undefined, className: string, name: string) =>
  property ? cx.property(property, className, name) : [];

function party(source: XmlElement, cx: Crosswalk): XmlElement {
  const individual = childNamed(source, "individualName");
  const organisation = childNamed(source, "organisationName");
  const position = childNamed(source, "positionName");
  const contact = childNamed(source, "contactInfo");
  if (!organisation) {
    const person = cx.el("cit", "CI_Individual", {}, [
      ...as(cx, individual, "CI_Individual", "name"),
      ...as(cx, contact, "CI_Individual", "contactInfo"),
      ...as(cx, position, "CI_Individual", "positionName"),
    ]);
    return cx.el("cit", "party", {}, [person]);
  }
  const children = [
    ...as(cx, organisation, "CI_Organisation", "name"),
    ...as(cx, contact, "CI_Organisation", "contactInfo"),
  ];
  if (individual || position) {
    const person = cx.el("cit", "CI_Individual", {}, [
      ...as(cx, individual, "CI_Individual", "name"),
      ...as(cx, position, "CI_Individual", "positionName"),
    ]);
    children.push(cx.el("cit", "individual", {}, [person]));
  }
  return cx.el("cit", "party", {}, [cx.el("cit", "CI_Organisation", {}, children)]);
}

function responsibility(source: XmlElement, cx: Crosswalk): XmlElement {
  const role = childNamed(source, "role");
  const known = new Set(["individualName", "organisationName", "positionName", "contactInfo", "role"]);
  for (const child of source.children) if (!known.has(child.local)) cx.drop(source, child);
  // The role is mandatory in both standards: a document without one says so.
  const roleProperty = role
    ? cx.property(role, "CI_Responsibility", "role")
    : [cx.el("cit", "role", { [`{${cx.direction.targetGco}}nilReason`]: "missing" })];
  return cx.el("cit", "CI_Responsibility", cx.objectAttributes(source), [...roleProperty, party(source, cx)]);
}

/** Each voice and facsimile number as a cit:phone of its own. */
function phones(property: XmlElement, owner: XmlElement, cx: Crosswalk): XmlElement[] {
  const telephone = childNamed(property, "CI_Telephone");
  if (!telephone) return cx.property(property, "CI_Contact", "phone", owner);
  // One telephone becomes several: its id and uuid have no single place.
  for (const key of Object.keys(telephone.attrs)) cx.drop(telephone, `@${key}`);
  return telephone.children.flatMap((number) => {
    if (number.local !== "voice" && number.local !== "facsimile") {
      cx.drop(telephone, number);
      return [];
    }
    const numberType = cx.el("cit", "numberType", {}, [
      mappedCode(cx, "cit", "CI_TelephoneTypeCode", number.local),
    ]);
    const values = cx.property(number, "CI_Telephone", "number");
    if (values.length === 0) return [];
    return [
      cx.el("cit", "phone", cx.propertyAttributes(property), [
        cx.el("cit", "CI_Telephone", {}, [...values, numberType]),
      ]),
    ];
  });
}

export const PARTY_RULES: Record<string, ClassRule> = {
  CI_ResponsibleParty: { build: responsibility },
  CI_Contact: { properties: { phone: phones } },
};
