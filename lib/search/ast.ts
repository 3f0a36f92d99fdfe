import type { StoredQueryable } from "../iso/queryable-values";

// The search language of the catalogue: what a question asks of the records, whoever asks it.
// The REST and portal filters (lib/catalogue/public/catalogue-search.ts) build it, CSW's OGC
// Filter 1.1 XML and CQL_TEXT parse to it (lib/csw/filter), and to-sql.ts compiles it into one
// boolean SQL condition over "Metadata" m.

/**
 * What a search can test of a record. The public properties are the CSW queryables (the
 * dc:/dct:/apiso:/ows: spellings map onto them in lib/csw/filter/queryables.ts).
 */
export type Property =
  | "AnyText"
  | "Title"
  | "Abstract"
  | "Subject"
  | "Identifier"
  | "Modified"
  | "Type"
  | "Format"
  | "OrganisationName"
  | "TopicCategory"
  | "BoundingBox"
  | "CreationDate"
  | "PublicationDate"
  | "RevisionDate"
  | "Language"
  // The queryables read from the record's served XML at their paths ("Metadata"."nilaiKueri").
  | StoredQueryable
  | InternalProperty;

/**
 * Properties the REST filters use and CSW does not offer: no queryable name maps to them.
 * DataType is the record's data type (vector, raster, ...); OrganisationCode is the code
 * (kode) of the organisation that owns the record.
 */
export type InternalProperty = "DataType" | "OrganisationCode";

/** A WGS84 box in longitude/latitude order, whatever axis order the request used. */
export interface LonLatBox {
  minx: number;
  miny: number;
  maxx: number;
  maxy: number;
}

export type Comparator = "=" | "<>" | "<" | "<=" | ">" | ">=";
/** The OGC Filter Encoding 1.1 spatial operators: each tests the record's box (its extent) against the geometry. */
export type SpatialRelation =
  | "BBOX"
  | "Intersects"
  | "Within"
  | "Contains"
  | "Disjoint"
  | "Equals"
  | "Touches"
  | "Overlaps"
  | "Crosses"
  | "DWithin"
  | "Beyond";

type Position = [lon: number, lat: number];

/** A geometry other than a box, in longitude/latitude (GeoJSON's shapes; a polygon is its exterior ring, closed). */
export type Shape =
  | { type: "Point"; coordinates: Position }
  | { type: "LineString"; coordinates: Position[] }
  | { type: "Polygon"; coordinates: Position[] };

export type Search =
  | { op: "And" | "Or"; args: Search[] }
  | { op: "Not"; arg: Search }
  | {
      /**
       * The words a person typed (REST and portal `q`, CSW's `q` parameter): every word must
       * occur in the title, keywords or abstract, exactly or by its stem; the last word also
       * matches as a prefix, so results appear while the person is still typing.
       */
      op: "FreeText";
      text: string;
    }
  | {
      op: "Like";
      property: Property;
      /** The pattern with wildCard/singleChar/escapeChar already turned into SQL LIKE syntax (%, _, \). */
      likePattern: string;
      matchCase: boolean;
    }
  | { op: "Compare"; comparator: Comparator; property: Property; value: string; matchCase: boolean }
  | { op: "Between"; property: Property; lower: string; upper: string }
  | { op: "IsNull"; property: Property }
  | {
      op: "Spatial";
      relation: SpatialRelation;
      /** The geometry's bounding box; the geometry itself when there is no shape (an envelope). */
      box: LonLatBox;
      /** The geometry when it is not a box: a point, a line, or a polygon that is not a rectangle. */
      shape?: Shape;
      /** DWithin and Beyond: the distance, in degrees. */
      distance?: number;
    };

/** And of the searches that are present (null when none). */
export function allOf(searches: (Search | null)[]): Search | null {
  const present = searches.filter((s): s is Search => s !== null);
  if (present.length === 0) return null;
  return present.length === 1 ? (present[0] as Search) : { op: "And", args: present };
}
