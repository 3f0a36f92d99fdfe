import type { XmlElement } from "../../xml/element";
import { ISO19139 } from "../../xml/namespaces";
import type { ClassRule, Crosswalk, PropertyRule } from "./engine";
import { first } from "./to-gmd-parties";
import { childNamed, childrenNamed, objectIn, sameContent } from "./tree";

// The record, ISO 19115-3 to ISO 19139, the inverse of to-mdb-metadata.ts: metadataIdentifier's
// code is the fileIdentifier; the default locale gives language and characterSet, other
// locales gmd:locale; parentMetadata's reference (or its citation's identifier) the
// parentIdentifier; metadataScopes hierarchyLevel and hierarchyLevelName; the revision date
// (else the first date) the dateStamp; the standard's citation its name and version. Each
// resourceLineage returns to the DQ_DataQuality whose scope it carries, or gets one of its own.
// A document with acquisition information is a gmi:MI_Metadata.

export const nil = (cx: Crosswalk, prefix: string, name: string) =>
  cx.el(prefix, name, { [`{${cx.direction.targetGco}}nilReason`]: "missing" });

/** Properties a 19139 class requires that the source may not give: written as missing. */
export function required(
  names: [string, string][],
): (built: XmlElement, source: XmlElement, cx: Crosswalk) => void {
  return (built, _source, cx) => {
    for (const [prefix, name] of names)
      if (!childNamed(built, name)) built.children.push(nil(cx, prefix, name));
  };
}

/** A PT_Locale's language and character set as the given properties (both standards' order). */
export function languageAndCharacterSet(cx: Crosswalk, locale: XmlElement | undefined, owner: string) {
  const value = childNamed(locale, "PT_Locale");
  if (!locale || !value) return [];
  for (const key of Object.keys(value.attrs)) cx.drop(locale, value, `@${key}`);
  for (const child of value.children)
    if (child.local !== "language" && child.local !== "characterEncoding") cx.drop(locale, value, child);
  return [
    ...first(cx, value, "language", owner),
    ...first(cx, value, "characterEncoding", owner, "characterSet"),
  ];
}

const fileIdentifier: PropertyRule = (property, owner, cx) => {
  const identifier = objectIn(property);
  if (!identifier) return cx.property(property, "MD_Metadata", "fileIdentifier", owner);
  for (const child of identifier.children)
    if (child.local !== "code") cx.drop(owner, property, identifier, child);
  return first(cx, identifier, "code", "MD_Metadata", "fileIdentifier");
};

const parentIdentifier: PropertyRule = (property, owner, cx) => {
  const { uuidref, ...attrs } = property.attrs;
  const citation = objectIn(property);
  if (citation) {
    const identifier = objectIn(childNamed(citation, "identifier"));
    for (const child of citation.children)
      if (child !== childNamed(citation, "identifier")) cx.drop(owner, property, citation, child);
    return identifier ? first(cx, identifier, "code", "MD_Metadata", "parentIdentifier") : [];
  }
  if (uuidref === undefined) return cx.property(property, "MD_Metadata", "parentIdentifier", owner);
  const links = Object.entries(attrs).filter(([key]) => key.startsWith("{http://www.w3.org/1999/xlink}"));
  const rest = Object.fromEntries(
    Object.entries(attrs).filter(([key]) => !key.startsWith("{http://www.w3.org/1999/xlink}")),
  );
  const value = links.length
    ? cx.el("gmx", "Anchor", Object.fromEntries(links), [], uuidref)
    : cx.el("gco", "CharacterString", {}, [], uuidref);
  const nilReason = rest[`{${cx.direction.sourceGco}}nilReason`];
  return [
    cx.el("gmd", "parentIdentifier", nilReason ? { [`{${ISO19139.gco}}nilReason`]: nilReason } : {}, [value]),
  ];
};

const metadataScope: PropertyRule = (property, owner, cx) => {
  const scopes = childrenNamed(owner, "metadataScope");
  if (property !== scopes[0]) return [];
  const levels: XmlElement[] = [];
  const names: XmlElement[] = [];
  for (const scope of scopes) {
    const value = objectIn(scope);
    if (!value) {
      cx.drop(owner, scope);
      continue;
    }
    levels.push(...first(cx, value, "resourceScope", "MD_Metadata", "hierarchyLevel"));
    names.push(...first(cx, value, "name", "MD_Metadata", "hierarchyLevelName"));
  }
  return [...levels, ...names];
};

/** The revision date, else the first: what harvesters take a dateStamp for. */
const dateStamp: PropertyRule = (property, owner, cx) => {
  const dates = childrenNamed(owner, "dateInfo");
  const typeOf = (date: XmlElement) => objectIn(childNamed(objectIn(date), "dateType"))?.attrs.codeListValue;
  const chosen = dates.find((date) => typeOf(date) === "revision") ?? dates[0];
  if (property !== chosen) {
    cx.drop(owner, property);
    return [];
  }
  const date = objectIn(property);
  if (!date) return cx.property(property, "MD_Metadata", "dateStamp", owner);
  for (const child of date.children)
    if (child.local !== "date" && child.local !== "dateType") cx.drop(owner, property, date, child);
  return first(cx, date, "date", "MD_Metadata", "dateStamp");
};

const metadataStandard: PropertyRule = (property, owner, cx) => {
  if (property !== childNamed(owner, "metadataStandard")) {
    cx.drop(owner, property);
    return [];
  }
  const citation = objectIn(property);
  for (const child of citation?.children ?? [])
    if (child.local !== "title" && child.local !== "edition")
      cx.drop(owner, property, citation as XmlElement, child);
  return [
    ...first(cx, citation, "title", "MD_Metadata", "metadataStandardName"),
    ...first(cx, citation, "edition", "MD_Metadata", "metadataStandardVersion"),
  ];
};

/** Each lineage into the quality of the same scope that has none yet, else a quality of its own. */
function lineages(built: XmlElement, source: XmlElement, cx: Crosswalk): void {
  for (const property of childrenNamed(source, "resourceLineage")) {
    const lineage = objectIn(property);
    const scope = childNamed(lineage, "scope");
    const converted = lineage ? cx.object(lineage) : null;
    if (!lineage || !converted) {
      cx.drop(source, property);
      continue;
    }
    const scopes = scope ? cx.property(scope, "DQ_DataQuality", "scope") : [];
    const home = childrenNamed(built, "dataQualityInfo")
      .map(objectIn)
      .find(
        (dq) =>
          dq &&
          !childNamed(dq, "lineage") &&
          sameContent(objectIn(childNamed(dq, "scope")), objectIn(scopes[0])),
      );
    const lineageProperty = cx.el("gmd", "lineage", {}, [converted]);
    if (home) {
      home.children.push(lineageProperty);
      continue;
    }
    const quality = cx.el("gmd", "DQ_DataQuality", {}, [
      ...(scopes.length ? scopes : [nil(cx, "gmd", "scope")]),
      lineageProperty,
    ]);
    built.children.push(cx.el("gmd", "dataQualityInfo", {}, [quality]));
  }
}

const METADATA: ClassRule = {
  properties: {
    metadataIdentifier: fileIdentifier,
    defaultLocale: (p, _o, cx) => languageAndCharacterSet(cx, p, "MD_Metadata"),
    parentMetadata: parentIdentifier,
    metadataScope,
    dateInfo: dateStamp,
    metadataStandard,
    otherLocale: "locale",
    resourceLineage: () => [],
    acquisitionInformation: (p, o, cx) => cx.property(p, "MI_Metadata", "acquisitionInformation", o),
  },
  finish: (built, source, cx) => {
    lineages(built, source, cx);
    if (childNamed(built, "acquisitionInformation")) {
      built.ns = cx.direction.targetUri("gmi");
      built.local = "MI_Metadata";
    }
    if (!childNamed(built, "dateStamp")) built.children.push(nil(cx, "gmd", "dateStamp"));
  },
};

export const METADATA_RULES: Record<string, ClassRule> = {
  MD_Metadata: METADATA,
  PT_Locale: { properties: { language: "languageCode" } },
};
