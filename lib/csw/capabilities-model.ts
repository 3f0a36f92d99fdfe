import { STORED_QUERYABLES } from "../iso/queryable-values";
import { XML_PROFILES } from "../iso/registry";
import { isDate } from "../search/properties";
import { CSW, ISO19139, MDB_2018 } from "../xml/namespaces";
import { SPATIAL_OPERATORS } from "./filter/geometry";
import { ADVERTISED_QUERYABLES, type Queryable, queryableNamed } from "./filter/queryables";

// What the CSW endpoint offers, as data (pycsw's `context.model`): GetCapabilities writes its
// OperationsMetadata from it, GetDomain answers ParameterName from it, and request checks can
// read the allowed values here instead of repeating them. Names follow pycsw's spelling.

export const CSW_SERVICE = "CSW";
export const CSW_VERSION = "2.0.2";

/** GetRecords MAXRECORDS default and ceiling (spec 8). */
export const CSW_MAX_RECORDS = { default: 100, maximum: 500 } as const;

export type CswOperationName =
  | "GetCapabilities"
  | "DescribeRecord"
  | "GetDomain"
  | "GetRecords"
  | "GetRecordById";

export interface CswOperation {
  name: CswOperationName;
  /** The HTTP DCPs the operation is advertised on. */
  methods: { get: boolean; post: boolean };
  parameters: Readonly<Record<string, readonly string[]>>;
  constraints?: Readonly<Record<string, readonly string[]>>;
}

export interface CswRecordType {
  typeName: string;
  namespace: string;
  /** The official schema of the namespace (DescribeRecord includes it). */
  schemaLocation: string;
  /** Other namespaces the records need beyond that schema (DescribeRecord imports them). */
  imports: readonly { namespace: string; schemaLocation: string }[];
}

const MDS_2018 = MDB_2018.mdb.replace("/mdb/", "/mds/");

/** The record types CSW serves, with the official schemas DescribeRecord points at. */
export const CSW_RECORD_TYPES: readonly CswRecordType[] = [
  {
    typeName: "csw:Record",
    namespace: CSW.csw,
    schemaLocation: "http://schemas.opengis.net/csw/2.0.2/record.xsd",
    imports: [],
  },
  {
    typeName: "gmd:MD_Metadata",
    namespace: ISO19139.gmd,
    schemaLocation: "http://schemas.opengis.net/iso/19139/20070417/gmd/gmd.xsd",
    imports: [],
  },
  {
    typeName: "mdb:MD_Metadata",
    namespace: MDB_2018.mdb,
    schemaLocation: `${MDB_2018.mdb}/mdb.xsd`,
    // mdb.xsd leaves out the namespaces that substitute into MD_Metadata (mrs, mco, mmi, ...);
    // mds.xsd is ISO's entry schema that loads them all, as the mdb encoder's schemaLocation.
    imports: [{ namespace: MDS_2018, schemaLocation: `${MDS_2018}/mds.xsd` }],
  },
];

/** The queryables GetDomain lists values of (distinct values among published records). */
export const DOMAIN_QUERYABLES = [
  "TopicCategory",
  "Subject",
  ...STORED_QUERYABLES.filter((name) => !isDate(name)),
] as const satisfies readonly Queryable[];
export type DomainQueryable = (typeof DOMAIN_QUERYABLES)[number];
/** The domain queryables read from the served XML ("Metadata"."nilaiKueri"). */
export type StoredDomainQueryable = Exclude<DomainQueryable, "TopicCategory" | "Subject">;

/** The domain queryable a PropertyName denotes (any accepted spelling), if it has a domain. */
export function domainQueryableNamed(propertyName: string): DomainQueryable | undefined {
  const queryable = queryableNamed(propertyName);
  return DOMAIN_QUERYABLES.find((domain) => domain === queryable);
}

const BOTH = { get: true, post: true } as const;
const ELEMENT_SET_NAMES = ["brief", "summary", "full"];
/** Every registered profile with a CSW outputSchema URI (Dublin Core, ISO 19139, ISO 19115-3). */
export const OUTPUT_SCHEMAS = Object.values(XML_PROFILES)
  .flatMap((profile) => (profile.outputSchema ? [profile.outputSchema] : []))
  .sort();

const getCapabilities: CswOperation = {
  name: "GetCapabilities",
  methods: BOTH,
  parameters: {
    sections: [
      "ServiceIdentification",
      "ServiceProvider",
      "OperationsMetadata",
      "Filter_Capabilities",
      "All",
    ],
  },
};

const describeRecord: CswOperation = {
  name: "DescribeRecord",
  methods: BOTH,
  parameters: {
    typeName: CSW_RECORD_TYPES.map((type) => type.typeName),
    outputFormat: ["application/xml"],
    schemaLanguage: ["http://www.w3.org/XML/Schema"],
  },
};

const getRecords: CswOperation = {
  name: "GetRecords",
  methods: BOTH,
  parameters: {
    resultType: ["hits", "results", "validate"],
    outputFormat: ["application/xml"],
    outputSchema: OUTPUT_SCHEMAS,
    typeNames: CSW_RECORD_TYPES.map((type) => type.typeName),
    ElementSetName: ELEMENT_SET_NAMES,
    CONSTRAINTLANGUAGE: ["FILTER", "CQL_TEXT"],
  },
  constraints: ADVERTISED_QUERYABLES,
};

const getRecordById: CswOperation = {
  name: "GetRecordById",
  methods: BOTH,
  parameters: { outputSchema: OUTPUT_SCHEMAS, ElementSetName: ELEMENT_SET_NAMES },
};

const ANSWERED = [getCapabilities, describeRecord, getRecords, getRecordById];

const getDomain: CswOperation = {
  name: "GetDomain",
  methods: BOTH,
  parameters: {
    ParameterName: [
      ...ANSWERED.flatMap((op) => Object.keys(op.parameters).map((parameter) => `${op.name}.${parameter}`)),
      "GetDomain.ParameterName",
      "GetDomain.PropertyName",
    ],
    // The advertised queryable spellings whose values GetDomain can list.
    PropertyName: Object.values(ADVERTISED_QUERYABLES)
      .flat()
      .filter((name) => domainQueryableNamed(name) !== undefined),
  },
};

/** What the constraint parsers (lib/csw/filter) accept; GetCapabilities' Filter_Capabilities lists exactly these. */
export const SUPPORTED_FILTER = {
  logical: ["And", "Or", "Not"],
  comparison: [
    "PropertyIsEqualTo",
    "PropertyIsNotEqualTo",
    "PropertyIsLessThan",
    "PropertyIsGreaterThan",
    "PropertyIsLessThanOrEqualTo",
    "PropertyIsGreaterThanOrEqualTo",
    "PropertyIsLike",
    "PropertyIsNull",
    "PropertyIsBetween",
  ],
  /** Filter 1.1 ComparisonOperator names for Filter_Capabilities. */
  comparisonOperators: [
    "EqualTo",
    "NotEqualTo",
    "LessThan",
    "GreaterThan",
    "LessThanEqualTo",
    "GreaterThanEqualTo",
    "Like",
    "NullCheck",
    "Between",
  ],
  spatial: SPATIAL_OPERATORS,
  geometryOperands: ["gml:Envelope", "gml:Point", "gml:LineString", "gml:Polygon"],
} as const;

/** The capabilities model: operations in document order, service-wide parameters and constraints. */
export const CSW_CAPABILITIES_MODEL = {
  operations: [getCapabilities, describeRecord, getDomain, getRecords, getRecordById],
  parameters: { service: [CSW_SERVICE], version: [CSW_VERSION] },
  constraints: { MaxRecordDefault: [String(CSW_MAX_RECORDS.default)], PostEncoding: ["XML"] },
  filter: SUPPORTED_FILTER,
} as const satisfies {
  operations: readonly CswOperation[];
  parameters: Record<string, readonly string[]>;
  constraints: Record<string, readonly string[]>;
  filter: unknown;
};

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The operation of that name (case ignored), if CSW offers it. */
export function operationNamed(name: string): CswOperation | undefined {
  return CSW_CAPABILITIES_MODEL.operations.find((op) => same(op.name, name.trim()));
}

/**
 * A parameter as GetDomain names it, "Operation.parameter" (case ignored): its model spelling
 * and allowed values; undefined if the model has no such parameter.
 */
export function parameterDomain(
  qualifiedName: string,
): { name: string; values: readonly string[] } | undefined {
  const [opName, parameter, ...rest] = qualifiedName.trim().split(".");
  const op = opName === undefined ? undefined : operationNamed(opName);
  if (!op || parameter === undefined || rest.length > 0) return undefined;
  const entry = Object.entries(op.parameters).find(([name]) => same(name, parameter));
  return entry && { name: `${op.name}.${entry[0]}`, values: entry[1] };
}

/** The model's spelling of `value` among an operation parameter's allowed values (case ignored). */
export function allowedValue(
  operation: CswOperationName,
  parameter: string,
  value: string,
): string | undefined {
  return parameterDomain(`${operation}.${parameter}`)?.values.find((allowed) => same(allowed, value.trim()));
}
