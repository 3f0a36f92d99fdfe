import { prefixOfNamespace } from "./namespaces";

// What the crosswalk cannot carry, by source path (conventional prefixes; a path matches
// wherever it occurs in a document): elements the other standard has no counterpart for,
// and values that cross but come back in another form because the other standard does not
// tell the forms apart. The README's "What has no counterpart in the other standard" is
// this list; the round-trip tests check that nothing else is lost.

export interface Gap {
  /** Class/property (or a value or attribute below it), e.g. "gmd:CI_Citation/gmd:collectiveTitle". */
  path: string;
  why: string;
}

/** ISO 19139 content 19115-3 has no place for. */
export const NO_COUNTERPART_IN_19115_3: readonly Gap[] = [
  { path: "gmd:MD_Metadata/gmd:series", why: "DS_Aggregate membership is not part of ISO 19115-1" },
  { path: "gmd:MD_Metadata/gmd:describes", why: "dropped by ISO 19115-1" },
  { path: "gmd:MD_Metadata/gmd:propertyType", why: "dropped by ISO 19115-1" },
  { path: "gmd:MD_Metadata/gmd:featureType", why: "dropped by ISO 19115-1" },
  { path: "gmd:MD_Metadata/gmd:featureAttribute", why: "dropped by ISO 19115-1" },
  {
    path: "gmd:CI_Citation/gmd:collectiveTitle",
    why: "dropped by ISO 19115-1 (kept, as an associated resource, only for the resource citation)",
  },
  {
    path: "gmd:CI_Citation/gmd:editionDate/gco:Date",
    why: "19115-3 takes a date-time there; a date alone has no place",
  },
  { path: "gmd:DQ_QuantitativeResult/gmd:errorStatistic", why: "not in ISO 19157" },
  { path: "gmd:MD_ExtendedElementInformation/gmd:shortName", why: "dropped by ISO 19115-1" },
  { path: "gmd:MD_ExtendedElementInformation/gmd:domainCode", why: "dropped by ISO 19115-1" },
  { path: "srv:SV_Parameter/srv:valueType", why: "not in ISO 19115-3 srv" },
  {
    path: "gmd:MD_ApplicationSchemaInformation/gmd:graphicsFile/gco:Binary",
    why: "19115-3 links the file (CI_OnlineResource); inline content has no place",
  },
  {
    path: "gmd:MD_ApplicationSchemaInformation/gmd:softwareDevelopmentFile/gco:Binary",
    why: "as graphicsFile",
  },
  {
    path: "gmd:MD_ScopeDescription/gmd:attributes/@uuidref",
    why: "19115-3 names attributes and features by text, not by reference",
  },
  { path: "gmd:MD_ScopeDescription/gmd:features/@uuidref", why: "as attributes" },
  { path: "gmd:MD_ScopeDescription/gmd:featureInstances/@uuidref", why: "as attributes" },
  { path: "gmd:MD_ScopeDescription/gmd:attributeInstances/@uuidref", why: "as attributes" },
  { path: "gmi:MI_Georectified/gmi:geolocationIdentification", why: "not in ISO 19115-3 msr" },
  {
    path: "gmd:DQ_DataQuality/gmd:scope",
    why: "a quality with neither report nor lineage: ISO 19157 requires a report",
  },
  {
    path: "gmd:MD_MetadataExtensionInformation",
    why: "2016 edition only: its entry schema (mds/1.0) does not include mex",
  },
  { path: "@xsi:type", why: "other than PT_FreeText_PropertyType: a type name of the source schemas" },
  {
    path: "@xsi:schemaLocation",
    why: "names the source standard's schemas: the target's are written instead",
  },
  { path: "gmd:CI_Telephone/@id", why: "one telephone becomes one cit:phone per number" },
  { path: "gmd:CI_Telephone/@uuid", why: "as id" },
];

/** ISO 19139 values that reach 19115-3 and come back in another form (the value itself is kept). */
export const BACK_IN_ANOTHER_FORM_19139: readonly Gap[] = [
  {
    path: "gmd:language/gco:CharacterString",
    why: "19115-3 names a language by LanguageCode: it comes back as gmd:LanguageCode",
  },
  {
    path: "gmd:MD_Metadata/gmd:dataSetURI",
    why: "by ISO's mapping an identifier of the resource citation: it comes back as one",
  },
  {
    path: "srv:SV_ServiceIdentification/srv:keywords",
    why: "19115-3 has one keyword property: it comes back as gmd:descriptiveKeywords",
  },
  {
    path: "srv:SV_ServiceIdentification/srv:restrictions",
    why: "19115-3 has one constraint property: it comes back as gmd:resourceConstraints",
  },
  {
    path: "gmd:MD_Medium/gmd:name",
    why: "a code in 19139, a citation in 19115-3 (its title): the code's text and attributes other than the value are not kept",
  },
  { path: "gmd:CI_Telephone/gmd:voice", why: "numbers come back ordered voice first" },
  {
    path: "gmd:RS_Identifier",
    why: "outside a reference system, an RS_Identifier without code space or version comes back as MD_Identifier (19115-3 has one identifier class)",
  },
];

/** ISO 19115-3 content 19139 has no place for. */
export const NO_COUNTERPART_IN_19139: readonly Gap[] = [
  { path: "mdb:MD_Metadata/mdb:metadataProfile", why: "not in ISO 19115:2003" },
  { path: "mdb:MD_Metadata/mdb:alternativeMetadataReference", why: "not in ISO 19115:2003" },
  { path: "mdb:MD_Metadata/mdb:metadataLinkage", why: "not in ISO 19115:2003" },
  {
    path: "mdb:MD_Metadata/mdb:dateInfo",
    why: "19139 has one dateStamp (the revision date, else the first date): other dates have no place",
  },
  { path: "mdb:MD_Metadata/mdb:metadataStandard", why: "19139 names one standard, by title and edition" },
  {
    path: "mdb:MD_Metadata/mdb:metadataIdentifier/mcc:MD_Identifier/mcc:authority",
    why: "the fileIdentifier is a code only",
  },
  {
    path: "mdb:MD_Metadata/mdb:metadataIdentifier/mcc:MD_Identifier/mcc:codeSpace",
    why: "the fileIdentifier is a code only",
  },
  {
    path: "mdb:MD_Metadata/mdb:metadataIdentifier/mcc:MD_Identifier/mcc:version",
    why: "the fileIdentifier is a code only",
  },
  {
    path: "mdb:MD_Metadata/mdb:metadataIdentifier/mcc:MD_Identifier/mcc:description",
    why: "the fileIdentifier is a code only",
  },
  {
    path: "mdb:MD_Metadata/mdb:parentMetadata/cit:CI_Citation",
    why: "the parentIdentifier is a code: only the citation's identifier code is kept",
  },
  {
    path: "mdb:defaultLocale/lan:PT_Locale/@id",
    why: "19139 gives the default language and character set, not a locale",
  },
  { path: "mdb:defaultLocale/lan:PT_Locale/lan:country", why: "as @id" },
  { path: "mri:defaultLocale/lan:PT_Locale/@id", why: "as for the metadata" },
  { path: "mri:defaultLocale/lan:PT_Locale/lan:country", why: "as for the metadata" },
  { path: "mri:otherLocale/lan:PT_Locale/@id", why: "as for the metadata" },
  { path: "mri:otherLocale/lan:PT_Locale/lan:country", why: "as for the metadata" },
  { path: "cit:CI_Responsibility/cit:extent", why: "not in ISO 19115:2003" },
  { path: "cit:CI_Individual/cit:partyIdentifier", why: "not in ISO 19115:2003" },
  { path: "cit:CI_Organisation/cit:partyIdentifier", why: "not in ISO 19115:2003" },
  { path: "cit:CI_Organisation/cit:logo", why: "not in ISO 19115:2003" },
  { path: "cit:CI_Contact/cit:contactType", why: "not in ISO 19115:2003" },
  {
    path: "cit:CI_Organisation/cit:contactInfo",
    why: "19139 holds one contact per party: the first is kept",
  },
  { path: "cit:CI_Individual/cit:contactInfo", why: "19139 holds one contact per party: the first is kept" },
  { path: "cit:CI_Contact/cit:phone", why: "a number typed other than voice or facsimile (sms, ...)" },
  { path: "cit:CI_Contact/cit:address", why: "19139 holds one address: the first is kept" },
  { path: "cit:CI_Contact/cit:onlineResource", why: "19139 holds one online resource: the first is kept" },
  { path: "cit:CI_Contact/cit:hoursOfService", why: "19139 holds one: the first is kept" },
  { path: "cit:CI_Citation/cit:onlineResource", why: "not in ISO 19115:2003" },
  { path: "cit:CI_Citation/cit:graphic", why: "not in ISO 19115:2003" },
  { path: "cit:CI_Citation/cit:otherCitationDetails", why: "19139 holds one: the first is kept" },
  { path: "cit:CI_OnlineResource/cit:protocolRequest", why: "not in ISO 19115:2003" },
  { path: "cit:linkage/gcx:Anchor/@xlink:href", why: "19139 gives a linkage as gmd:URL, without anchor" },
  { path: "mcc:MD_Identifier/mcc:description", why: "not in ISO 19115:2003" },
  { path: "mcc:MD_BrowseGraphic/mcc:imageConstraints", why: "not in ISO 19115:2003" },
  { path: "mcc:MD_BrowseGraphic/mcc:linkage", why: "not in ISO 19115:2003" },
  { path: "mco:MD_Constraints/mco:constraintApplicationScope", why: "not in ISO 19115:2003" },
  { path: "mco:MD_LegalConstraints/mco:constraintApplicationScope", why: "not in ISO 19115:2003" },
  { path: "mco:MD_SecurityConstraints/mco:constraintApplicationScope", why: "not in ISO 19115:2003" },
  { path: "mco:MD_Constraints/mco:graphic", why: "not in ISO 19115:2003" },
  { path: "mco:MD_LegalConstraints/mco:graphic", why: "not in ISO 19115:2003" },
  { path: "mco:MD_SecurityConstraints/mco:graphic", why: "not in ISO 19115:2003" },
  { path: "mco:MD_Constraints/mco:reference", why: "not in ISO 19115:2003" },
  { path: "mco:MD_LegalConstraints/mco:reference", why: "not in ISO 19115:2003" },
  { path: "mco:MD_SecurityConstraints/mco:reference", why: "not in ISO 19115:2003" },
  { path: "mco:MD_Constraints/mco:releasability", why: "not in ISO 19115:2003" },
  { path: "mco:MD_LegalConstraints/mco:releasability", why: "not in ISO 19115:2003" },
  { path: "mco:MD_SecurityConstraints/mco:releasability", why: "not in ISO 19115:2003" },
  { path: "mco:MD_Constraints/mco:responsibleParty", why: "not in ISO 19115:2003" },
  { path: "mco:MD_LegalConstraints/mco:responsibleParty", why: "not in ISO 19115:2003" },
  { path: "mco:MD_SecurityConstraints/mco:responsibleParty", why: "not in ISO 19115:2003" },
  { path: "mri:MD_DataIdentification/mri:temporalResolution", why: "not in ISO 19115:2003" },
  { path: "mri:MD_DataIdentification/mri:additionalDocumentation", why: "not in ISO 19115:2003" },
  { path: "mri:MD_DataIdentification/mri:processingLevel", why: "not in ISO 19115:2003" },
  {
    path: "srv:SV_ServiceIdentification/mri:spatialRepresentationType",
    why: "not in 19139's service identification",
  },
  {
    path: "srv:SV_ServiceIdentification/mri:spatialResolution",
    why: "not in 19139's service identification",
  },
  { path: "srv:SV_ServiceIdentification/mri:temporalResolution", why: "not in ISO 19115:2003" },
  { path: "srv:SV_ServiceIdentification/mri:topicCategory", why: "not in 19139's service identification" },
  { path: "srv:SV_ServiceIdentification/mri:additionalDocumentation", why: "not in ISO 19115:2003" },
  { path: "srv:SV_ServiceIdentification/mri:processingLevel", why: "not in ISO 19115:2003" },
  { path: "srv:SV_ServiceIdentification/srv:operatedDataset", why: "not in ISO 19119:2005" },
  { path: "srv:SV_ServiceIdentification/srv:profile", why: "not in ISO 19119:2005" },
  { path: "srv:SV_ServiceIdentification/srv:serviceStandard", why: "not in ISO 19119:2005" },
  { path: "srv:SV_ServiceIdentification/srv:containsChain", why: "not in ISO 19119:2005" },
  { path: "srv:SV_CoupledResource/srv:resource", why: "19139 names the coupled resource by identifier only" },
  {
    path: "srv:SV_CoupledResource/srv:resourceReference/cit:CI_Citation",
    why: "19139 keeps the citation's identifier code only",
  },
  {
    path: "srv:SV_CoupledResource/srv:operation/srv:SV_OperationMetadata",
    why: "19139 keeps the operation's name only",
  },
  { path: "mri:MD_Keywords/mri:keywordClass", why: "not in ISO 19115:2003" },
  { path: "mri:MD_Usage/mri:response", why: "not in ISO 19115:2003" },
  { path: "mri:MD_Usage/mri:additionalDocumentation", why: "not in ISO 19115:2003" },
  { path: "mri:MD_Usage/mri:identifiedIssues", why: "not in ISO 19115:2003" },
  { path: "mri:MD_Resolution/mri:vertical", why: "not in ISO 19115:2003" },
  { path: "mri:MD_Resolution/mri:angularDistance", why: "not in ISO 19115:2003" },
  { path: "mri:MD_Resolution/mri:levelOfDetail", why: "not in ISO 19115:2003" },
  {
    path: "mri:MD_AssociatedResource/mri:metadataReference",
    why: "19139 keeps the reference's identifier only (aggregateDataSetIdentifier); a uuidref becomes its code and comes back as one",
  },
  { path: "mrd:MD_Distribution/mrd:description", why: "not in ISO 19115:2003" },
  { path: "mrd:MD_DigitalTransferOptions/mrd:transferFrequency", why: "not in ISO 19115:2003" },
  { path: "mrd:MD_DigitalTransferOptions/mrd:distributionFormat", why: "not in ISO 19115:2003" },
  {
    path: "mrd:MD_Distributor/mrd:distributorContact",
    why: "19139 holds one distributor contact: the first party is kept",
  },
  { path: "mrd:MD_Format/mrd:medium", why: "not in ISO 19115:2003" },
  {
    path: "mrd:MD_Format/mrd:formatSpecificationCitation/cit:CI_Citation",
    why: "19139 keeps title, edition and first alternate title (name, version, specification)",
  },
  { path: "mrd:MD_Medium/mrd:identifier", why: "not in ISO 19115:2003" },
  {
    path: "mrd:MD_Medium/mrd:name/cit:CI_Citation",
    why: "19139 names a medium by code: only the title is kept, as the code",
  },
  { path: "mrd:MD_StandardOrderProcess/mrd:orderOptionsType", why: "not in ISO 19115:2003" },
  { path: "mrd:MD_StandardOrderProcess/mrd:orderOptions", why: "not in ISO 19115:2003" },
  { path: "mrs:MD_ReferenceSystem/mrs:referenceSystemType", why: "not in ISO 19115:2003" },
  { path: "gex:EX_VerticalExtent/gex:verticalCRSId", why: "19139 gives the vertical CRS as GML only" },
  { path: "gex:EX_SpatialTemporalExtent/gex:verticalExtent", why: "not in ISO 19115:2003" },
  {
    path: "mmi:MD_MaintenanceInformation/mmi:maintenanceDate",
    why: "19139 has only the date of next update",
  },
  {
    path: "mmi:MD_MaintenanceInformation/mmi:maintenanceScope/mcc:MD_Scope/mcc:extent",
    why: "19139's update scope is a level and a description",
  },
  { path: "mrl:LI_Lineage/mrl:additionalDocumentation", why: "not in ISO 19115:2003" },
  { path: "mrl:LI_ProcessStep/mrl:reference", why: "not in ISO 19115:2003" },
  { path: "mrl:LI_ProcessStep/mrl:scope", why: "not in ISO 19115:2003" },
  {
    path: "mrl:LI_ProcessStep/mrl:stepDateTime",
    why: "19139 takes a date-time: a period, or an instant's id and frame, have no place",
  },
  { path: "mrl:LI_Source/mrl:sourceMetadata", why: "not in ISO 19115:2003" },
  { path: "mrl:LI_Source/mrl:sourceSpatialResolution", why: "19139 has a scale denominator only" },
  { path: "mrl:LI_Source/mrl:scope/mcc:MD_Scope/mcc:level", why: "19139 has the source's extents only" },
  {
    path: "mrl:LI_Source/mrl:scope/mcc:MD_Scope/mcc:levelDescription",
    why: "19139 has the source's extents only",
  },
  { path: "mrc:MD_CoverageDescription/mrc:processingLevelCode", why: "not in 19139's coverage description" },
  {
    path: "mrc:MD_AttributeGroup/mrc:contentType",
    why: "19139 has one content type per coverage: the first is kept",
  },
  { path: "mrc:MD_RangeDimension/mrc:name", why: "not in ISO 19115:2003" },
  {
    path: "mrc:locale/lan:PT_Locale/lan:characterEncoding",
    why: "19139 gives a feature catalogue's languages only",
  },
  { path: "mrc:locale/lan:PT_Locale/lan:country", why: "19139 gives a feature catalogue's languages only" },
  { path: "mrc:locale/lan:PT_Locale/@id", why: "19139 gives a feature catalogue's languages only" },
  {
    path: "mdb:MD_MetadataScope/@id",
    why: "19139 has no object for a metadata scope (hierarchyLevel and hierarchyLevelName)",
  },
  { path: "mdb:MD_MetadataScope/@uuid", why: "as @id" },
  { path: "mrc:MD_FeatureTypeInfo/mrc:featureInstanceCount", why: "not in ISO 19115:2003" },
  { path: "msr:MD_Dimension/msr:dimensionTitle", why: "not in ISO 19115:2003" },
  { path: "msr:MD_Dimension/msr:dimensionDescription", why: "not in ISO 19115:2003" },
  { path: "mex:MD_ExtendedElementInformation/mex:conceptName", why: "not in ISO 19115:2003" },
  { path: "mex:MD_ExtendedElementInformation/mex:code", why: "not in ISO 19115:2003" },
  { path: "mdq:DQ_DataQuality/mdq:standaloneQualityReport", why: "not in ISO 19115:2003" },
  { path: "mdq:evaluationMethod/mdq:DQ_EvaluationMethod/mdq:referenceDoc", why: "not in ISO 19115:2003" },
  {
    path: "mdq:evaluationMethod",
    why: "a subclass of DQ_EvaluationMethod (full inspection, ...): 19139 keeps its properties, not its kind",
  },
  { path: "mdq:DQ_ConformanceResult/mdq:resultScope", why: "not in ISO 19115:2003" },
  { path: "mdq:DQ_ConformanceResult/mdq:dateTime", why: "not in ISO 19115:2003" },
  { path: "mdq:DQ_QuantitativeResult/mdq:resultScope", why: "not in ISO 19115:2003" },
  { path: "mdq:DQ_QuantitativeResult/mdq:dateTime", why: "not in ISO 19115:2003" },
  {
    path: "mcc:MD_ScopeDescription/mcc:attributes",
    why: "19139 refers to attributes and features (uuidref, xlink); it does not name them",
  },
  { path: "mcc:MD_ScopeDescription/mcc:features", why: "as attributes" },
  { path: "mcc:MD_ScopeDescription/mcc:featureInstances", why: "as attributes" },
  { path: "mcc:MD_ScopeDescription/mcc:attributeInstances", why: "as attributes" },
  {
    path: "gco:CharacterString/@xsi:type",
    why: "19139's gco:CharacterString takes no code space (gco:CodeType)",
  },
  { path: "gco:CharacterString/@codeSpace", why: "as @xsi:type" },
  { path: "@xsi:type", why: "other than PT_FreeText_PropertyType: a type name of the source schemas" },
  {
    path: "@xsi:schemaLocation",
    why: "names the source standard's schemas: the target's are written instead",
  },
];

/** ISO 19115-3 values that reach 19139 and come back in another form. */
export const BACK_IN_ANOTHER_FORM_19115_3: readonly Gap[] = [
  {
    path: "cit:CI_Telephone/cit:numberType",
    why: "a number's type is its element in 19139: the code's own text and attributes are not kept",
  },
  {
    path: "cit:CI_Organisation/cit:individual/cit:CI_Individual/cit:contactInfo",
    why: "19139 holds one contact per party: it comes back as the organisation's",
  },
  {
    path: "mrd:MD_Medium/mrd:name",
    why: "a citation in 19115-3, a code in 19139: the title comes back, the code list form with it",
  },
];

export const LOST_FROM_19139 = [...NO_COUNTERPART_IN_19115_3, ...BACK_IN_ANOTHER_FORM_19139];
export const LOST_FROM_19115_3 = [...NO_COUNTERPART_IN_19139, ...BACK_IN_ANOTHER_FORM_19115_3];

/** A leaf path of namespace-qualified names ({uri}local) written with conventional prefixes. */
export const prefixedPath = (path: string): string =>
  path.replace(/\{([^}]*)\}/g, (_whole, ns: string) => `${prefixOfNamespace(ns)}:`);
