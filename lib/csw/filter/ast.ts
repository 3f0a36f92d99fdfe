// The query model of CSW constraints: OGC Filter 1.1 XML and CQL_TEXT both parse to this,
// and filter-to-sql.ts translates it. Queryables are Simpul's own names (queryables.ts maps
// the dc:/dct:/apiso:/ows: spellings onto them).

import type { Queryable } from "./queryables";

/** A WGS84 box in longitude/latitude order, whatever axis order the request used. */
export interface LonLatBox {
  minx: number;
  miny: number;
  maxx: number;
  maxy: number;
}

export type Comparator = "=" | "<>" | "<" | "<=" | ">" | ">=";
export type SpatialRelation = "BBOX" | "Intersects" | "Within" | "Contains" | "Disjoint";

export type Filter =
  | { op: "And" | "Or"; args: Filter[] }
  | { op: "Not"; arg: Filter }
  | {
      op: "Like";
      property: Queryable;
      /** The pattern with wildCard/singleChar/escapeChar already turned into SQL LIKE syntax (%, _, \). */
      likePattern: string;
      matchCase: boolean;
    }
  | { op: "Compare"; comparator: Comparator; property: Queryable; value: string; matchCase: boolean }
  | { op: "Between"; property: Queryable; lower: string; upper: string }
  | { op: "IsNull"; property: Queryable }
  | { op: "Spatial"; relation: SpatialRelation; box: LonLatBox };

/** What the filter engine supports; GetCapabilities' Filter_Capabilities lists exactly these. */
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
  spatial: ["BBOX", "Intersects", "Within", "Contains", "Disjoint"],
  geometryOperands: ["gml:Envelope", "gml:Polygon"],
} as const;
