import type { XmlElement } from "../../xml/element";
import type { ClassRule, Crosswalk, PropertyRule } from "./engine";
import { languageAndCharacterSet, required } from "./to-gmd-metadata";
import { first } from "./to-gmd-parties";
import { QUALITY_RULES } from "./to-gmd-quality";
import { childNamed, childrenNamed, objectIn, ownText } from "./tree";

// The described resource and its quality, ISO 19115-3 to ISO 19139, the inverse of
// to-mdb-resource.ts and to-mdb-quality.ts. Properties the 19139 class lacks are left out by
// the engine; the rules here put back what moved: locales as language and characterSet,
// associated resources as aggregationInfo, a format's citation as its name, version and
// specification, maintenance dates and scopes, attribute groups, coupled resources and
// lineage sources (quality reports: to-gmd-quality.ts).

const locales: PropertyRule = (property, owner, cx) => {
  const all = owner.children.filter((c) => c.local === "defaultLocale" || c.local === "otherLocale");
  if (property !== all[0]) return [];
  const parts = all.flatMap((locale) => languageAndCharacterSet(cx, locale, owner.local));
  // 19139 orders all languages before all character sets.
  return [...parts.filter((p) => p.local === "language"), ...parts.filter((p) => p.local === "characterSet")];
};

/** metadataReference is the aggregateDataSetIdentifier: its identifier, or its uuidref as the code. */
function aggregate(source: XmlElement, cx: Crosswalk): XmlElement {
  const children: XmlElement[] = [];
  for (const property of source.children) {
    const citation = objectIn(property);
    if (property.local === "name")
      children.push(...cx.property(property, "MD_AggregateInformation", "aggregateDataSetName"));
    else if (property.local === "metadataReference" && citation) {
      for (const child of citation.children)
        if (child.local !== "identifier" && objectIn(child)) cx.drop(source, property, citation, child);
      children.push(
        ...first(cx, citation, "identifier", "MD_AggregateInformation", "aggregateDataSetIdentifier"),
      );
    } else if (property.local === "metadataReference" && property.attrs.uuidref) {
      for (const key of Object.keys(property.attrs))
        if (key !== "uuidref") cx.drop(source, property, `@${cx.attributeName(key)}`);
      const code = cx.el("gmd", "code", {}, [
        cx.el("gco", "CharacterString", {}, [], property.attrs.uuidref),
      ]);
      children.push(
        cx.el("gmd", "aggregateDataSetIdentifier", {}, [cx.el("gmd", "MD_Identifier", {}, [code])]),
      );
    } else children.push(...cx.property(property, "MD_AggregateInformation", property.local, source));
  }
  return cx.ordered(
    cx.el("gmd", "MD_AggregateInformation", cx.objectAttributes(source), children),
    "MD_AggregateInformation",
    source,
  );
}

function format(source: XmlElement, cx: Crosswalk): XmlElement {
  const specification = childNamed(source, "formatSpecificationCitation");
  const citation = objectIn(specification);
  for (const child of citation?.children ?? [])
    if (!["title", "edition", "alternateTitle"].includes(child.local))
      cx.drop(source, specification as XmlElement, citation as XmlElement, child);
  const children = [
    ...first(cx, citation, "title", "MD_Format", "name"),
    ...first(cx, citation, "edition", "MD_Format", "version"),
    ...first(cx, citation, "alternateTitle", "MD_Format", "specification"),
  ];
  for (const property of source.children)
    if (property.local !== "formatSpecificationCitation")
      children.push(...cx.property(property, "MD_Format", property.local, source));
  const built = cx.el("gmd", "MD_Format", cx.objectAttributes(source), children);
  required([
    ["gmd", "name"],
    ["gmd", "version"],
  ])(built, source, cx);
  return cx.ordered(built, "MD_Format", source);
}

const mediumName: PropertyRule = (property, owner, cx) => {
  const citation = objectIn(property);
  const title = objectIn(childNamed(citation, "title"));
  for (const child of citation?.children ?? [])
    if (child.local !== "title") cx.drop(owner, property, citation as XmlElement, child);
  if (!title) return cx.property(property, "MD_Medium", "name", owner);
  const text = ownText(title);
  const code = cx.el(
    "gmd",
    "MD_MediumNameCode",
    { codeList: `${cx.direction.codeListCatalogue}#MD_MediumNameCode`, codeListValue: text },
    [],
    text,
  );
  return [cx.el("gmd", "name", {}, [code])];
};

const maintenanceDate: PropertyRule = (property, owner, cx) => {
  const date = objectIn(property);
  const type = objectIn(childNamed(date, "dateType"))?.attrs.codeListValue;
  const next = childrenNamed(owner, "maintenanceDate").find(
    (d) => objectIn(childNamed(objectIn(d), "dateType"))?.attrs.codeListValue === "nextUpdate",
  );
  if (type !== "nextUpdate" || property !== next) {
    cx.drop(owner, property);
    return [];
  }
  return first(cx, date, "date", "MD_MaintenanceInformation", "dateOfNextUpdate");
};

const maintenanceScope: PropertyRule = (property, owner, cx) => {
  const scopes = childrenNamed(owner, "maintenanceScope");
  if (property !== scopes[0]) return [];
  const levels: XmlElement[] = [];
  const descriptions: XmlElement[] = [];
  for (const scope of scopes) {
    const value = objectIn(scope);
    for (const child of value?.children ?? [])
      if (child.local === "extent") cx.drop(owner, scope, value as XmlElement, child);
    levels.push(...first(cx, value, "level", "MD_MaintenanceInformation", "updateScope"));
    descriptions.push(
      ...first(cx, value, "levelDescription", "MD_MaintenanceInformation", "updateScopeDescription"),
    );
  }
  return [...levels, ...descriptions];
};

const attributeGroups: PropertyRule = (property, owner, cx) => {
  const groups = childrenNamed(owner, "attributeGroup");
  if (property !== groups[0]) return [];
  const values = groups.map(objectIn).filter((g): g is XmlElement => g !== undefined);
  const types = values.flatMap((g) => childrenNamed(g, "contentType"));
  for (const extra of types.slice(1)) cx.drop(owner, property, `${cx.name(extra)}[2..]`);
  return [
    ...(types[0] ? cx.property(types[0], owner.local, "contentType") : []),
    ...values.flatMap((g) =>
      childrenNamed(g, "attribute").flatMap((a) => cx.property(a, owner.local, "dimension")),
    ),
  ];
};

const coverage: ClassRule = {
  properties: { attributeGroup: attributeGroups },
  finish: required([["gmd", "contentType"]]),
};

function coupledResource(source: XmlElement, cx: Crosswalk): XmlElement {
  const children: XmlElement[] = [];
  const operation = objectIn(childNamed(source, "operation"));
  if (operation) children.push(...first(cx, operation, "operationName", "SV_CoupledResource"));
  const reference = childNamed(source, "resourceReference") ?? childNamed(source, "resource");
  const uuid = reference?.attrs.uuidref;
  if (uuid) children.push(cx.el("srv", "identifier", {}, [cx.el("gco", "CharacterString", {}, [], uuid)]));
  else {
    const code = childNamed(objectIn(childNamed(objectIn(reference), "identifier")), "code");
    if (code) children.push(...cx.property(code, "SV_CoupledResource", "identifier"));
  }
  const scoped = objectIn(childNamed(source, "scopedName"));
  if (scoped) children.push(cx.el("gco", "ScopedName", { ...scoped.attrs }, [], ownText(scoped)));
  for (const child of source.children)
    if (child !== childNamed(source, "operation") && child !== reference && child.local !== "scopedName")
      cx.drop(source, child);
  const built = cx.el("srv", "SV_CoupledResource", cx.objectAttributes(source), children);
  required([
    ["srv", "operationName"],
    ["srv", "identifier"],
  ])(built, source, cx);
  return cx.ordered(built, "SV_CoupledResource", source);
}

const memberName: PropertyRule = (property, _owner, cx) => {
  const member = objectIn(property);
  if (!member) return cx.property(property, "SV_Parameter", "name");
  const gco = cx.direction.sourceGco;
  const rename = (element: XmlElement): XmlElement => ({
    ...element,
    ns: element.ns === gco ? cx.direction.targetGco : element.ns,
    children: element.children.map(rename),
  });
  return [cx.el("srv", "name", {}, member.children.map(rename))];
};

const sourceRule: ClassRule = {
  properties: {
    sourceSpatialResolution: (p, o, cx) => {
      const resolution = objectIn(p);
      for (const child of resolution?.children ?? [])
        if (child.local !== "equivalentScale") cx.drop(o, p, resolution as XmlElement, child);
      return first(cx, resolution, "equivalentScale", o.local, "scaleDenominator");
    },
    scope: (p, o, cx) => {
      const scope = objectIn(p);
      for (const child of scope?.children ?? [])
        if (child.local !== "extent" && objectIn(child)) cx.drop(o, p, scope as XmlElement, child);
      return childrenNamed(scope, "extent").flatMap((e) => cx.property(e, o.local, "sourceExtent"));
    },
  },
};

export const RESOURCE_RULES: Record<string, ClassRule> = {
  ...QUALITY_RULES,
  MD_DataIdentification: {
    properties: { associatedResource: "aggregationInfo", defaultLocale: locales, otherLocale: locales },
    finish: required([["gmd", "language"]]),
  },
  SV_ServiceIdentification: {
    properties: { associatedResource: "aggregationInfo", extent: "extent" },
    finish: required([
      ["srv", "couplingType"],
      ["srv", "containsOperations"],
    ]),
  },
  // 19139 keeps a code space and a version in an RS_Identifier (and requires one for reference systems).
  MD_Identifier: {
    build: (source, cx) => {
      const rs =
        cx.currentTarget?.type === "RS_Identifier" ||
        childNamed(source, "codeSpace") ||
        childNamed(source, "version");
      return cx.object(source, rs ? "RS_Identifier" : "MD_Identifier as such");
    },
  },
  "MD_Identifier as such": { to: "MD_Identifier" },
  MD_AssociatedResource: { build: aggregate },
  MD_Format: { build: format },
  MD_Medium: { properties: { name: mediumName } },
  MD_MaintenanceInformation: {
    properties: { maintenanceDate, maintenanceScope },
    finish: required([["gmd", "maintenanceAndUpdateFrequency"]]),
  },
  MD_FeatureCatalogueDescription: {
    properties: {
      locale: (p, o, cx) => languageAndCharacterSet(cx, p, o.local),
      featureTypes: (p, o, cx) => first(cx, objectIn(p), "featureTypeName", o.local, "featureTypes"),
    },
    finish: required([
      ["gmd", "includedWithDataset"],
      ["gmd", "featureCatalogueCitation"],
    ]),
  },
  MD_CoverageDescription: coverage,
  MD_ImageDescription: coverage,
  MI_CoverageDescription: coverage,
  MI_ImageDescription: coverage,
  MD_RangeDimension: { properties: { description: "descriptor" } },
  MD_SampleDimension: { to: "MD_Band", properties: { description: "descriptor" } },
  MD_Band: { properties: { description: "descriptor" } },
  MI_Band: { properties: { description: "descriptor" } },
  MD_Georectified: { properties: { centrePoint: "centerPoint" } },
  MI_Georectified: { properties: { centrePoint: "centerPoint" } },
  SV_OperationMetadata: { properties: { distributedComputingPlatform: "DCP", parameter: "parameters" } },
  SV_Parameter: { properties: { name: memberName } },
  SV_CoupledResource: { build: coupledResource },
  LI_Lineage: { properties: { scope: () => [] } },
  LI_Source: sourceRule,
  LE_Source: sourceRule,
  LI_ProcessStep: { properties: { stepDateTime: "dateTime" } },
  LE_ProcessStep: { properties: { stepDateTime: "dateTime" } },
  EX_VerticalExtent: { finish: required([["gmd", "verticalCRS"]]) },
  CI_Citation: { finish: required([["gmd", "date"]]) },
};
