import type { XmlElement } from "../../xml/element";
import type { ClassRule, Crosswalk, PropertyRule } from "./engine";
import { newGmlId } from "./to-mdb";
import { mappedCode } from "./to-mdb-parties";
import { childNamed, childrenNamed, objectIn, withFreshGmlIds } from "./tree";

// The record, ISO 19139 to ISO 19115-3 (ISO/TC 211's ISO19139to19115-3.xsl, root templates):
// fileIdentifier becomes the code of metadataIdentifier; language and characterSet the
// default PT_Locale, each gmd:locale an otherLocale; parentIdentifier a parentMetadata
// reference (uuidref, as ISO's transform offers and GeoNetwork does); hierarchyLevel and
// hierarchyLevelName, pair by pair, a metadataScope; dateStamp a dateInfo of type revision
// (what implementations mean by it, as GeoNetwork's crosswalk has it); the standard's name and
// version a metadataStandard citation; dataSetURI an identifier of the resource citation. A
// DQ_DataQuality splits in two: its reports stay in dataQualityInfo (ISO 19157), its lineage
// moves to mdb:resourceLineage, taking the quality's scope along.

export const nilReason = (cx: Crosswalk, reason = "missing") => ({
  [`{${cx.direction.targetGco}}nilReason`]: reason,
});

/**
 * The source property's value inside new wrappers, e.g. fileIdentifier as
 * metadataIdentifier/MD_Identifier/code. A property without a value stays an empty outer one.
 */
export function nested(
  cx: Crosswalk,
  property: XmlElement,
  [outerPrefix, outer]: [string, string],
  [objectClass, innerProperty]: [string, string],
): XmlElement[] {
  const inner = cx.property(property, objectClass, innerProperty);
  if (inner.length === 0) return [];
  if ((inner[0] as XmlElement).children.length === 0)
    return [cx.el(outerPrefix, outer, (inner[0] as XmlElement).attrs)];
  const info = cx.targetClass(objectClass);
  return [cx.el(outerPrefix, outer, {}, [cx.el(info?.prefix ?? outerPrefix, objectClass, {}, inner)])];
}

/** A PT_Locale from a language and a character set property (either may be missing). */
export function locale(
  cx: Crosswalk,
  [prefix, name]: [string, string],
  language: XmlElement | undefined,
  characterSet: XmlElement | undefined,
): XmlElement {
  const languages = language ? cx.property(language, "PT_Locale", "language") : [];
  const encodings = characterSet ? cx.property(characterSet, "PT_Locale", "characterEncoding") : [];
  const children = [
    ...(languages.length ? languages : [cx.el("lan", "language", nilReason(cx))]),
    ...(encodings.length ? encodings : [cx.el("lan", "characterEncoding", nilReason(cx))]),
  ];
  return cx.el(prefix, name, {}, [cx.el("lan", "PT_Locale", {}, children)]);
}

/** uuidref names the parent record; an anchor's link goes along. */
const parentMetadata: PropertyRule = (property, _owner, cx) => {
  const attrs = cx.propertyAttributes(property);
  const value = objectIn(property);
  if (
    value &&
    (value.local === "CharacterString" || value.local === "Anchor") &&
    attrs.uuidref === undefined
  ) {
    attrs.uuidref = value.text;
    for (const [key, text] of Object.entries(value.attrs)) if (key.startsWith("{")) attrs[key] ??= text;
  } else if (value) cx.drop(property, value);
  return [cx.el("mdb", "parentMetadata", attrs)];
};

/** hierarchyLevel and hierarchyLevelName, the i-th with the i-th, as metadataScope (built at the first). */
const metadataScopes: PropertyRule = (property, owner, cx) => {
  const first = owner.children.find((c) => c.local === "hierarchyLevel" || c.local === "hierarchyLevelName");
  if (property !== first) return [];
  const levels = childrenNamed(owner, "hierarchyLevel");
  const names = childrenNamed(owner, "hierarchyLevelName");
  return Array.from({ length: Math.max(levels.length, names.length) }, (_, i) => {
    const level = levels[i] ? cx.property(levels[i], "MD_MetadataScope", "resourceScope") : [];
    const name = names[i] ? cx.property(names[i], "MD_MetadataScope", "name") : [];
    const children = [...(level.length ? level : [cx.el("mdb", "resourceScope", nilReason(cx))]), ...name];
    return cx.el("mdb", "metadataScope", {}, [cx.el("mdb", "MD_MetadataScope", {}, children)]);
  });
};

/** A date property as a CI_Date of the type the mapping gives it. */
export function typedDate(
  cx: Crosswalk,
  property: XmlElement,
  [prefix, name]: [string, string],
  type: string,
) {
  const dates = cx.property(property, "CI_Date", "date");
  if (dates.length === 0) return [];
  if ((dates[0] as XmlElement).children.length === 0)
    return [cx.el(prefix, name, (dates[0] as XmlElement).attrs)];
  const dateType = cx.el("cit", "dateType", {}, [mappedCode(cx, "cit", "CI_DateTypeCode", type)]);
  return [cx.el(prefix, name, {}, [cx.el("cit", "CI_Date", {}, [...dates, dateType])])];
}

const metadataStandard: PropertyRule = (property, owner, cx) => {
  const name = childNamed(owner, "metadataStandardName");
  const version = childNamed(owner, "metadataStandardVersion");
  if (property !== (name ?? version)) return [];
  const title = name ? cx.property(name, "CI_Citation", "title") : [];
  const edition = version ? cx.property(version, "CI_Citation", "edition") : [];
  const citation = cx.el("cit", "CI_Citation", {}, [
    ...(title.length ? title : [cx.el("cit", "title", nilReason(cx))]),
    ...edition,
  ]);
  return [cx.el("mdb", "metadataStandard", {}, [citation])];
};

/** The reports stay quality (ISO 19157); the lineage moves to resourceLineage with the quality's scope. */
const dataQuality: PropertyRule = (property, owner, cx) => {
  const quality = childNamed(property, "DQ_DataQuality");
  if (!quality) return cx.property(property, "MD_Metadata", "dataQualityInfo", owner);
  const scope = childNamed(quality, "scope");
  const scopes = scope ? cx.property(scope, "DQ_DataQuality", "scope") : [];
  const reports = childrenNamed(quality, "report").flatMap((report) =>
    cx.property(report, "DQ_DataQuality", "report"),
  );
  const lineage = childNamed(quality, "lineage");
  for (const child of quality.children)
    if (!["scope", "report", "lineage"].includes(child.local)) cx.drop(quality, child);
  const built: XmlElement[] = [];
  if (reports.length > 0) {
    const dq = cx.el("mdq", "DQ_DataQuality", cx.objectAttributes(quality), [...scopes, ...reports]);
    built.push(cx.el("mdb", "dataQualityInfo", cx.propertyAttributes(property), [dq]));
  } else if (scope && !lineage) cx.drop(quality, scope);
  if (lineage) {
    const lineages = cx.property(lineage, "MD_Metadata", "resourceLineage");
    const statement = objectIn(lineages[0]);
    const scopeValue = objectIn(scopes[0]);
    if (statement && scopeValue) {
      // A copy beside the original: its GML objects need ids of their own.
      const copy = withFreshGmlIds(scopeValue, (id) => newGmlId(cx, `${id}_lineage`));
      statement.children.push(cx.el("mrl", "scope", {}, [copy]));
      cx.ordered(statement, "LI_Lineage", lineage);
    }
    built.push(...lineages);
  }
  return built;
};

/** Silent here: the dataSetURI is written into the resource citation when the record is finished. */
const later: PropertyRule = () => [];

function dataSetUri(built: XmlElement, source: XmlElement, cx: Crosswalk): void {
  const uri = childNamed(source, "dataSetURI");
  if (!uri) return;
  const citation = objectIn(childNamed(objectIn(childNamed(built, "identificationInfo")), "citation"));
  const identifiers = nested(cx, uri, ["cit", "identifier"], ["MD_Identifier", "code"]);
  if (citation?.local !== "CI_Citation" || identifiers.length === 0) {
    cx.drop(source, uri);
    return;
  }
  citation.children.push(...identifiers);
  cx.ordered(citation, "CI_Citation", source);
}

const METADATA: ClassRule = {
  to: "MD_Metadata",
  properties: {
    fileIdentifier: (p, _o, cx) => nested(cx, p, ["mdb", "metadataIdentifier"], ["MD_Identifier", "code"]),
    language: (p, o, cx) => [locale(cx, ["mdb", "defaultLocale"], p, childNamed(o, "characterSet"))],
    characterSet: (p, o, cx) =>
      childNamed(o, "language") ? [] : [locale(cx, ["mdb", "defaultLocale"], undefined, p)],
    parentIdentifier: parentMetadata,
    hierarchyLevel: metadataScopes,
    hierarchyLevelName: metadataScopes,
    dateStamp: (p, _o, cx) => typedDate(cx, p, ["mdb", "dateInfo"], "revision"),
    metadataStandardName: metadataStandard,
    metadataStandardVersion: metadataStandard,
    dataSetURI: later,
    locale: "otherLocale",
    dataQualityInfo: dataQuality,
    series: null,
    describes: null,
    propertyType: null,
    featureType: null,
    featureAttribute: null,
  },
  finish: dataSetUri,
};

export const METADATA_RULES: Record<string, ClassRule> = {
  MD_Metadata: METADATA,
  MI_Metadata: METADATA,
  PT_Locale: { properties: { languageCode: "language" } },
};
