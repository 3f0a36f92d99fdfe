import type { XmlElement } from "../../xml/element";
import type { ClassRule, Crosswalk, PropertyRule } from "./engine";
import { locale, nilReason, typedDate } from "./to-mdb-metadata";
import { mappedCode } from "./to-mdb-parties";
import { QUALITY_RULES } from "./to-mdb-quality";
import { childNamed, childrenNamed, deepCopy, objectIn, ownText } from "./tree";

// The described resource, ISO 19139 to ISO 19115-3, where the standards differ (ISO/TC 211's
// ISO19139to19115-3.xsl): a data identification's languages and character sets become
// PT_Locales (the first pair the default); aggregationInfo becomes associatedResource (the
// identifier a metadataReference citation), and a collectiveTitle of the
// resource citation an associated resource of type largerWorkCitation; srv:keywords,
// srv:restrictions and srv:extent take their MD_Identification names; a format's name,
// version and specification become its specification citation's title, edition and
// alternate title; maintenance dates and scopes become CI_Date and MD_Scope; coverage
// content types and dimensions become attribute groups.

/** Languages with character sets, pair by pair: the first the default locale, the others other locales. */
const locales: PropertyRule = (property, owner, cx) => {
  const languages = childrenNamed(owner, "language");
  const sets = childrenNamed(owner, "characterSet");
  const first = owner.children.find((c) => c.local === "language" || c.local === "characterSet");
  if (property !== first) return [];
  return Array.from({ length: Math.max(languages.length, sets.length) }, (_, i) =>
    locale(cx, ["mri", i === 0 ? "defaultLocale" : "otherLocale"], languages[i], sets[i]),
  );
};

/** The citation; its collectiveTitle is carried to an associated resource (see collectiveTitle). */
const citation: PropertyRule = (property, owner, cx) => {
  const title = childNamed(objectIn(property), "collectiveTitle");
  if (title) cx.carried.add(title);
  return cx.property(property, owner.local, "citation", owner);
};

function collectiveTitle(built: XmlElement, source: XmlElement, cx: Crosswalk): void {
  const title = childNamed(objectIn(childNamed(source, "citation")), "collectiveTitle");
  if (!title) return;
  const titles = cx.property(title, "CI_Citation", "title");
  if (titles.length === 0) return;
  const type = cx.el("mri", "associationType", {}, [
    mappedCode(cx, "mri", "DS_AssociationTypeCode", "largerWorkCitation"),
  ]);
  const name = cx.el("mri", "name", {}, [cx.el("cit", "CI_Citation", {}, titles)]);
  built.children.push(
    cx.el("mri", "associatedResource", {}, [cx.el("mri", "MD_AssociatedResource", {}, [name, type])]),
  );
}

const identification = (extra: Record<string, PropertyRule>): ClassRule => ({
  properties: { citation, aggregationInfo: "associatedResource", ...extra },
  finish: collectiveTitle,
});

/** The identifier goes to metadataReference, which "replaces aggregateDataSetIdentifier" (ISO's transform). */
function associatedResource(source: XmlElement, cx: Crosswalk): XmlElement {
  const children: XmlElement[] = [];
  for (const property of source.children) {
    if (property.local === "aggregateDataSetName")
      children.push(...cx.property(property, "MD_AssociatedResource", "name"));
    else if (property.local === "aggregateDataSetIdentifier") {
      const identifiers = cx.property(property, "CI_Citation", "identifier");
      if (identifiers.length === 0) continue;
      const citation = cx.el("cit", "CI_Citation", {}, [
        cx.el("cit", "title", nilReason(cx)),
        ...identifiers,
      ]);
      children.push(cx.el("mri", "metadataReference", {}, [citation]));
    } else children.push(...cx.property(property, "MD_AssociatedResource", property.local, source));
  }
  return cx.ordered(
    cx.el("mri", "MD_AssociatedResource", cx.objectAttributes(source), children),
    "MD_AssociatedResource",
    source,
  );
}

function format(source: XmlElement, cx: Crosswalk): XmlElement {
  const parts: [string, string][] = [
    ["name", "title"],
    ["specification", "alternateTitle"],
    ["version", "edition"],
  ];
  const cited = parts.flatMap(([from, to]) => {
    const property = childNamed(source, from);
    return property ? cx.property(property, "CI_Citation", to) : [];
  });
  const citationChildren = cited.some((c) => c.local === "title")
    ? cited
    : [cx.el("cit", "title", nilReason(cx)), ...cited];
  const children = [
    cx.el("mrd", "formatSpecificationCitation", {}, [
      cx.ordered(cx.el("cit", "CI_Citation", {}, citationChildren), "CI_Citation", source),
    ]),
  ];
  for (const property of source.children)
    if (!["name", "specification", "version"].includes(property.local))
      children.push(...cx.property(property, "MD_Format", property.local, source));
  return cx.ordered(cx.el("mrd", "MD_Format", cx.objectAttributes(source), children), "MD_Format", source);
}

/** A medium's name code becomes the title of the medium's citation (its code list form has no place). */
const mediumName: PropertyRule = (property, owner, cx) => {
  const code = objectIn(property);
  if (!code) return cx.property(property, "MD_Medium", "name", owner);
  const title = cx.el("cit", "title", {}, [
    cx.el("gco", "CharacterString", {}, [], code.attrs.codeListValue ?? ownText(code)),
  ]);
  return [cx.el("mrd", "name", cx.propertyAttributes(property), [cx.el("cit", "CI_Citation", {}, [title])])];
};

/** updateScope with updateScopeDescription, pair by pair, as maintenanceScope (built at the first). */
const maintenanceScopes: PropertyRule = (property, owner, cx) => {
  const levels = childrenNamed(owner, "updateScope");
  const descriptions = childrenNamed(owner, "updateScopeDescription");
  if (property !== (levels[0] ?? descriptions[0])) return [];
  return Array.from({ length: Math.max(levels.length, descriptions.length) }, (_, i) => {
    const level = levels[i] ? cx.property(levels[i], "MD_Scope", "level") : [];
    const description = descriptions[i] ? cx.property(descriptions[i], "MD_Scope", "levelDescription") : [];
    const children = [...(level.length ? level : [cx.el("mcc", "level", nilReason(cx))]), ...description];
    return cx.el("mmi", "maintenanceScope", {}, [cx.el("mcc", "MD_Scope", {}, children)]);
  });
};

/** A coverage's content type and dimensions as one attribute group (built at the first). */
const attributeGroup: PropertyRule = (property, owner, cx) => {
  const types = childrenNamed(owner, "contentType");
  const dimensions = childrenNamed(owner, "dimension");
  if (property !== (types[0] ?? dimensions[0])) return [];
  const contentTypes = types.flatMap((type) => cx.property(type, "MD_AttributeGroup", "contentType"));
  const attributes = dimensions.flatMap((dimension) =>
    cx.property(dimension, "MD_AttributeGroup", "attribute"),
  );
  const children = [
    ...(contentTypes.length ? contentTypes : [cx.el("mrc", "contentType", nilReason(cx))]),
    ...attributes,
  ];
  return [cx.el("mrc", "attributeGroup", {}, [cx.el("mrc", "MD_AttributeGroup", {}, children)])];
};

const coverage: ClassRule = { properties: { contentType: attributeGroup, dimension: attributeGroup } };

const featureTypes: PropertyRule = (property, owner, cx) => {
  const names = cx.property(property, "MD_FeatureTypeInfo", "featureTypeName", owner);
  return names.map((name) =>
    cx.el("mrc", "featureTypes", {}, [cx.el("mrc", "MD_FeatureTypeInfo", {}, [name])]),
  );
};

/** The operation of a coupled resource, by name; the identifier of the resource as a reference to it. */
function coupledResource(source: XmlElement, cx: Crosswalk): XmlElement {
  const children: XmlElement[] = [];
  for (const property of source.children) {
    if (property.local === "ScopedName")
      children.push(cx.el("srv", "scopedName", {}, [deepCopy(property, () => cx.direction.targetGco)]));
    else if (property.local === "identifier") {
      const value = objectIn(property);
      const attrs = cx.propertyAttributes(property);
      if (value && attrs.uuidref === undefined) attrs.uuidref = ownText(value);
      children.push(cx.el("srv", "resourceReference", attrs));
    } else if (property.local === "operationName") {
      const names = cx.property(property, "SV_OperationMetadata", "operationName");
      const operation = cx.el("srv", "SV_OperationMetadata", {}, [
        ...names,
        cx.el("srv", "distributedComputingPlatform", nilReason(cx)),
        cx.el("srv", "connectPoint", nilReason(cx)),
      ]);
      children.push(cx.el("srv", "operation", {}, [operation]));
    } else cx.drop(source, property);
  }
  return cx.ordered(
    cx.el("srv", "SV_CoupledResource", cx.objectAttributes(source), children),
    "SV_CoupledResource",
    source,
  );
}

/** gmd's srv:name holds MemberName content directly; 19115-3 wraps it in gco:MemberName. */
const memberName: PropertyRule = (property, _owner, cx) => {
  const gco = cx.direction.targetGco;
  const member = cx.el(
    "gco",
    "MemberName",
    {},
    property.children.map((child) => deepCopy(child, (ns) => (ns === cx.direction.sourceGco ? gco : ns))),
  );
  return [cx.el("srv", "name", cx.propertyAttributes(property), [member])];
};

const sourceRules = {
  properties: {
    scaleDenominator: ((p, _o, cx) => {
      const fraction = cx.property(p, "MD_Resolution", "equivalentScale");
      if (fraction.length === 0) return [];
      return [cx.el("mrl", "sourceSpatialResolution", {}, [cx.el("mri", "MD_Resolution", {}, fraction)])];
    }) as PropertyRule,
    sourceExtent: ((p, o, cx) => {
      const extents = childrenNamed(o, "sourceExtent");
      if (p !== extents[0]) return [];
      const scope = cx.el("mcc", "MD_Scope", {}, [
        cx.el("mcc", "level", nilReason(cx)),
        ...extents.flatMap((e) => cx.property(e, "MD_Scope", "extent")),
      ]);
      return [cx.el("mrl", "scope", {}, [scope])];
    }) as PropertyRule,
  },
} satisfies ClassRule;

export const RESOURCE_RULES: Record<string, ClassRule> = {
  ...QUALITY_RULES,
  MD_DataIdentification: identification({ language: locales, characterSet: locales }),
  SV_ServiceIdentification: identification({
    keywords: "descriptiveKeywords",
    restrictions: "resourceConstraints",
  }),
  CI_Citation: {
    properties: {
      collectiveTitle: (p, o, cx) => {
        if (!cx.carried.has(p)) cx.drop(o, p);
        return [];
      },
    },
  },
  RS_Identifier: { to: "MD_Identifier" },
  MD_AggregateInformation: { build: associatedResource },
  MD_Format: { build: format },
  MD_Medium: { properties: { name: mediumName } },
  MD_MaintenanceInformation: {
    properties: {
      dateOfNextUpdate: (p, _o, cx) => typedDate(cx, p, ["mmi", "maintenanceDate"], "nextUpdate"),
      updateScope: maintenanceScopes,
      updateScopeDescription: maintenanceScopes,
    },
  },
  MD_FeatureCatalogueDescription: {
    properties: { language: (p, _o, cx) => [locale(cx, ["mrc", "locale"], p, undefined)], featureTypes },
  },
  MD_CoverageDescription: coverage,
  MD_ImageDescription: coverage,
  MI_CoverageDescription: coverage,
  MI_ImageDescription: coverage,
  MD_RangeDimension: { properties: { descriptor: "description" } },
  MD_Band: { properties: { descriptor: "description" } },
  MI_Band: { properties: { descriptor: "description" } },
  MD_Georectified: { properties: { centerPoint: "centrePoint" } },
  MI_Georectified: { properties: { centerPoint: "centrePoint", geolocationIdentification: null } },
  MD_ExtendedElementInformation: { properties: { shortName: null, domainCode: null } },
  SV_OperationMetadata: { properties: { DCP: "distributedComputingPlatform", parameters: "parameter" } },
  SV_Parameter: { properties: { name: memberName, valueType: null } },
  SV_CoupledResource: { build: coupledResource },
  LI_Source: sourceRules,
  LE_Source: sourceRules,
  LI_ProcessStep: { properties: { dateTime: "stepDateTime" } },
  LE_ProcessStep: { properties: { dateTime: "stepDateTime" } },
  MI_AcquisitionInformation: {
    // The 2018 edition asks for the acquisition's scope, which 19139 does not give.
    finish: (built, _s, cx) => {
      if (cx.direction.edition === "2018") built.children.unshift(cx.el("mac", "scope", nilReason(cx)));
    },
  },
};
