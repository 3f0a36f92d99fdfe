// The order of the child elements of the classes an edit may add an element to (source-
// sections.ts), from the ISO 19139 (gmd, gmi, srv) and ISO 19115-3 (mdb, mri, srv, cit, gex,
// mmi, mrd, mrl, mdq, lan) schemas. A name the class does not take is not listed: nothing is
// added there. "srv:" marks the 19139 service elements, which are in the srv namespace where
// the record's encoding (a data identification) writes gmd.

const GMD_IDENTIFICATION = [
  "citation",
  "abstract",
  "purpose",
  "credit",
  "status",
  "pointOfContact",
  "resourceMaintenance",
  "graphicOverview",
  "resourceFormat",
  "descriptiveKeywords",
  "resourceSpecificUsage",
  "resourceConstraints",
  "aggregationInfo",
];
const GMD_METADATA = [
  "fileIdentifier",
  "language",
  "characterSet",
  "parentIdentifier",
  "hierarchyLevel",
  "hierarchyLevelName",
  "contact",
  "dateStamp",
  "metadataStandardName",
  "metadataStandardVersion",
  "dataSetURI",
  "locale",
  "spatialRepresentationInfo",
  "referenceSystemInfo",
  "metadataExtensionInfo",
  "identificationInfo",
  "contentInfo",
  "distributionInfo",
  "dataQualityInfo",
  "portrayalCatalogueInfo",
  "metadataConstraints",
  "applicationSchemaInfo",
  "metadataMaintenance",
  "series",
  "describes",
  "propertyType",
  "featureType",
  "featureAttribute",
  "acquisitionInformation",
];

const GMD: Record<string, string[]> = {
  MD_Metadata: GMD_METADATA,
  MI_Metadata: GMD_METADATA,
  CHE_MD_Metadata: GMD_METADATA,
  MD_DataIdentification: [
    ...GMD_IDENTIFICATION,
    "spatialRepresentationType",
    "spatialResolution",
    "language",
    "characterSet",
    "topicCategory",
    "environmentDescription",
    "extent",
    "supplementalInformation",
  ],
  SV_ServiceIdentification: [
    ...GMD_IDENTIFICATION,
    "srv:serviceType",
    "srv:serviceTypeVersion",
    "srv:accessProperties",
    "srv:restrictions",
    "srv:keywords",
    "srv:extent",
    "srv:coupledResource",
    "srv:couplingType",
    "srv:containsOperations",
    "srv:operatesOn",
  ],
  CI_Citation: [
    "title",
    "alternateTitle",
    "date",
    "edition",
    "editionDate",
    "identifier",
    "citedResponsibleParty",
    "presentationForm",
    "series",
    "otherCitationDetails",
    "collectiveTitle",
    "ISBN",
    "ISSN",
  ],
  EX_Extent: ["description", "geographicElement", "temporalElement", "verticalElement"],
  MD_MaintenanceInformation: [
    "maintenanceAndUpdateFrequency",
    "dateOfNextUpdate",
    "userDefinedMaintenanceFrequency",
    "updateScope",
    "updateScopeDescription",
    "maintenanceNote",
    "contact",
  ],
  MD_Distribution: ["distributionFormat", "distributor", "transferOptions"],
  DQ_DataQuality: ["scope", "report", "lineage"],
  LI_Lineage: ["statement", "processStep", "source"],
};

const MDB_IDENTIFICATION = [
  "citation",
  "abstract",
  "purpose",
  "credit",
  "status",
  "pointOfContact",
  "spatialRepresentationType",
  "spatialResolution",
  "temporalResolution",
  "topicCategory",
  "extent",
  "additionalDocumentation",
  "processingLevel",
  "resourceMaintenance",
  "graphicOverview",
  "resourceFormat",
  "descriptiveKeywords",
  "resourceSpecificUsage",
  "resourceConstraints",
  "associatedResource",
];

const MDB: Record<string, string[]> = {
  MD_Metadata: [
    "metadataIdentifier",
    "defaultLocale",
    "parentMetadata",
    "metadataScope",
    "contact",
    "dateInfo",
    "metadataStandard",
    "metadataProfile",
    "alternativeMetadataReference",
    "otherLocale",
    "metadataLinkage",
    "spatialRepresentationInfo",
    "referenceSystemInfo",
    "metadataExtensionInfo",
    "identificationInfo",
    "contentInfo",
    "distributionInfo",
    "dataQualityInfo",
    "resourceLineage",
    "portrayalCatalogueInfo",
    "metadataConstraints",
    "applicationSchemaInfo",
    "metadataMaintenance",
    "acquisitionInformation",
  ],
  MD_DataIdentification: [
    ...MDB_IDENTIFICATION,
    "defaultLocale",
    "otherLocale",
    "environmentDescription",
    "supplementalInformation",
  ],
  SV_ServiceIdentification: [
    ...MDB_IDENTIFICATION,
    "serviceType",
    "serviceTypeVersion",
    "accessProperties",
    "couplingType",
    "coupledResource",
    "operatedDataset",
    "profile",
    "serviceStandard",
    "containsOperations",
    "operatesOn",
    "containsChain",
  ],
  CI_Citation: [
    "title",
    "alternateTitle",
    "date",
    "edition",
    "editionDate",
    "identifier",
    "citedResponsibleParty",
    "presentationForm",
    "series",
    "otherCitationDetails",
    "ISBN",
    "ISSN",
    "onlineResource",
    "graphic",
  ],
  EX_Extent: ["description", "geographicElement", "temporalElement", "verticalElement"],
  MD_MaintenanceInformation: [
    "maintenanceAndUpdateFrequency",
    "maintenanceDate",
    "userDefinedMaintenanceFrequency",
    "maintenanceScope",
    "maintenanceNote",
    "contact",
  ],
  MD_Distribution: ["description", "distributionFormat", "distributor", "transferOptions"],
  DQ_DataQuality: ["scope", "standaloneQualityReport", "report"],
  LI_Lineage: ["statement", "scope", "additionalDocumentation", "source", "processStep"],
  PT_Locale: ["language", "country", "characterEncoding"],
};

/**
 * Where `name` goes among a class's children: its index in the schema's order, and whether the
 * class takes it in the 19139 service namespace; undefined when the class does not take it
 * (or is not one an edit adds to).
 */
export function childOrder(
  mdb: boolean,
  parentClass: string,
  name: string,
): { index: number; srv: boolean } | undefined {
  const order = (mdb ? MDB : GMD)[parentClass];
  if (!order) return undefined;
  const index = order.findIndex((entry) => entry === name || entry === `srv:${name}`);
  return index < 0 ? undefined : { index, srv: order[index]?.startsWith("srv:") ?? false };
}

/** The position of an existing child among its class's children; -1 when unknown. */
export function orderIndex(mdb: boolean, parentClass: string, name: string): number {
  return childOrder(mdb, parentClass, name)?.index ?? -1;
}

const DC_ELEMENTS = "http://purl.org/dc/elements/1.1/";
const DC_TERMS = "http://purl.org/dc/terms/";

/**
 * The place of an element in a Dublin Core record: csw:Record takes the DC elements and terms in
 * any order (0), then its bounding boxes (1); oai_dc:dc takes the fifteen DC elements only. An
 * existing child is placed by its name alone (`namespace` undefined). -1: not taken.
 */
export function dublinCoreOrder(rootLocal: string, name: string, namespace?: string): number {
  const box = name === "BoundingBox" || name === "WGS84BoundingBox";
  if (rootLocal === "dc") return namespace === undefined || namespace === DC_ELEMENTS ? 0 : -1;
  if (namespace === undefined) return box ? 1 : 0;
  if (box) return 1;
  return namespace === DC_ELEMENTS || namespace === DC_TERMS ? 0 : -1;
}
