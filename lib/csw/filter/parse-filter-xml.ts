import type { Comparator, Search, SpatialRelation } from "../../search/ast";
import { attribute, childrenNamed, firstChild, isNamed, textOf, type XmlElement } from "../../xml/element";
import { CSW, GML31, GML32 } from "../../xml/namespaces";
import { cswError } from "../exception-report";
import {
  axisOrderOf,
  boxProblem,
  distanceOf,
  type FilterGeometry,
  geometryOf,
  SPATIAL_OPERATORS,
} from "./geometry";
import { toLikePattern } from "./like-pattern";
import { type Queryable, queryableNamed } from "./queryables";

// OGC Filter Encoding 1.1 (the ogc:Filter of a csw:Constraint) to the search AST
// (lib/search/ast.ts). Supports exactly SUPPORTED_FILTER (capabilities-model.ts); anything else
// is OperationNotSupported, a malformed or unknown value InvalidParameterValue, always with
// locator "Constraint".

const LOCATOR = "Constraint";
/** How deep And/Or/Not (and CQL parentheses) may nest. */
export const MAX_FILTER_DEPTH = 100;
const OGC = CSW.ogc;
const GML = [GML31, GML32] as const;

const invalid = (message: string) => cswError("InvalidParameterValue", message, LOCATOR);
const notSupported = (indonesian: string, english: string, name: string) =>
  cswError("OperationNotSupported", `${indonesian}: ${name} / ${english}: ${name}`, LOCATOR);

const COMPARATORS: Record<string, Comparator> = {
  PropertyIsEqualTo: "=",
  PropertyIsNotEqualTo: "<>",
  PropertyIsLessThan: "<",
  PropertyIsGreaterThan: ">",
  PropertyIsLessThanOrEqualTo: "<=",
  PropertyIsGreaterThanOrEqualTo: ">=",
};
/** `literal op property` means `property flipped(op) literal`. */
const FLIPPED: Record<Comparator, Comparator> = {
  "=": "=",
  "<>": "<>",
  "<": ">",
  ">": "<",
  "<=": ">=",
  ">=": "<=",
};

/** The filter of an ogc:Filter element (already read with readXml). */
export function parseFilterXml(filter: XmlElement): Search {
  if (!isNamed(filter, [OGC, "Filter"])) {
    throw invalid(`Diharapkan ogc:Filter, bukan ${filter.local} / expected ogc:Filter, not ${filter.local}`);
  }
  const [only, ...rest] = filter.children;
  if (!only) throw cswError("MissingParameterValue", "ogc:Filter kosong / ogc:Filter is empty", LOCATOR);
  // Several children are only valid as a list of ogc:FeatureId, which is not supported.
  const ids = filter.children.find((child) => child.local === "FeatureId" || child.local === "GmlObjectId");
  if (ids) throw notSupported("Operator tidak didukung", "unsupported operator", qualified(ids));
  if (rest.length > 0)
    throw invalid("ogc:Filter berisi lebih dari satu operator / ogc:Filter holds more than one operator");
  return operator(only, 0);
}

function operator(el: XmlElement, depth: number): Search {
  if (depth > MAX_FILTER_DEPTH) {
    throw invalid(
      `Filter bersarang lebih dari ${MAX_FILTER_DEPTH} tingkat / the filter nests more than ${MAX_FILTER_DEPTH} levels`,
    );
  }
  const local = el.ns === OGC ? el.local : "";
  if (local === "And" || local === "Or") {
    const args = el.children.map((child) => operator(child, depth + 1));
    if (args.length === 0) throw invalid(`ogc:${local} tanpa operand / ogc:${local} without operands`);
    return args.length === 1 ? (args[0] as Search) : { op: local, args };
  }
  if (local === "Not") {
    if (el.children.length !== 1)
      throw invalid("ogc:Not harus berisi tepat satu operand / ogc:Not takes exactly one operand");
    return { op: "Not", arg: operator(el.children[0] as XmlElement, depth + 1) };
  }
  const comparator = COMPARATORS[local];
  if (comparator) return comparison(el, comparator);
  if (local === "PropertyIsLike") return like(el);
  if (local === "PropertyIsNull") return { op: "IsNull", property: propertyOf(el, [], true) };
  if (local === "PropertyIsBetween") return between(el);
  const relation = SPATIAL_OPERATORS.find((name) => name === local);
  if (relation) return spatial(el, relation);
  throw notSupported("Operator tidak didukung", "unsupported operator", qualified(el));
}

const qualified = (el: XmlElement) => (el.ns === OGC ? `ogc:${el.local}` : el.local);

/** The queryable of the operator's one ogc:PropertyName; `allowed` lists the other children it may have. */
function propertyOf(el: XmlElement, allowed: string[], boundingBoxAllowed = false): Queryable {
  for (const child of el.children) {
    const known = child.ns === OGC && (child.local === "PropertyName" || allowed.includes(child.local));
    if (!known) throw notSupported("Ekspresi tidak didukung", "unsupported expression", qualified(child));
  }
  const names = childrenNamed(el, [OGC, "PropertyName"]);
  if (names.length !== 1) {
    throw invalid(
      `ogc:${el.local} memerlukan satu ogc:PropertyName / ogc:${el.local} needs one ogc:PropertyName`,
    );
  }
  const property = queryable(textOf(names[0]) ?? "");
  if (property === "BoundingBox" && !boundingBoxAllowed) throw boundingBoxMisuse();
  return property;
}

function queryable(name: string): Queryable {
  const property = queryableNamed(name);
  if (!property) throw invalid(`Properti tidak dikenal: ${name} / unknown property: ${name}`);
  return property;
}

const boundingBoxMisuse = () =>
  invalid(
    "BoundingBox hanya dapat dipakai dengan operator spasial / BoundingBox can only be used with spatial operators",
  );

/** The text of the one ogc:Literal child of `el`, and whether it comes before the ogc:PropertyName. */
function literalOf(el: XmlElement): { value: string; first: boolean } {
  const literals = childrenNamed(el, [OGC, "Literal"]);
  const [literal] = literals;
  if (!literal || literals.length > 1)
    throw invalid(`ogc:${el.local} memerlukan satu ogc:Literal / ogc:${el.local} needs one ogc:Literal`);
  if (literal.children.length > 0)
    throw invalid(
      `ogc:Literal dalam ogc:${el.local} harus berupa teks / the ogc:Literal in ogc:${el.local} must be text`,
    );
  return { value: textOf(literal) ?? "", first: el.children.indexOf(literal) === 0 };
}

function matchCaseOf(el: XmlElement): boolean {
  const value = attribute(el, "matchCase");
  if (value === undefined || value === "true" || value === "1") return true;
  if (value === "false" || value === "0") return false;
  throw invalid(
    `matchCase harus true atau false, bukan "${value}" / matchCase must be true or false, not "${value}"`,
  );
}

function comparison(el: XmlElement, comparator: Comparator): Search {
  const property = propertyOf(el, ["Literal"]);
  const { value, first } = literalOf(el);
  return {
    op: "Compare",
    comparator: first ? FLIPPED[comparator] : comparator,
    property,
    value,
    matchCase: matchCaseOf(el),
  };
}

function like(el: XmlElement): Search {
  const property = propertyOf(el, ["Literal"]);
  const single = (name: string, fallback: string) => {
    const value = attribute(el, name) ?? fallback;
    if (Array.from(value).length !== 1)
      throw invalid(`${name} harus satu karakter / ${name} must be one character`);
    return value;
  };
  // Filter 1.0 called escapeChar "escape"; the defaults are those of OWSLib and pycsw.
  const wildCard = single("wildCard", "%");
  const singleChar = single("singleChar", "_");
  const escapeName = attribute(el, "escapeChar") === undefined && attribute(el, "escape") !== undefined;
  const escapeChar = single(escapeName ? "escape" : "escapeChar", "\\");
  if (new Set([wildCard, singleChar, escapeChar]).size < 3) {
    throw invalid(
      "wildCard, singleChar dan escapeChar harus berbeda / wildCard, singleChar and escapeChar must differ",
    );
  }
  const likePattern = toLikePattern(literalOf(el).value, wildCard, singleChar, escapeChar);
  if (likePattern === undefined) {
    throw invalid("Pola diakhiri karakter escape / the pattern ends with the escape character");
  }
  return { op: "Like", property, likePattern, matchCase: matchCaseOf(el) };
}

function between(el: XmlElement): Search {
  const property = propertyOf(el, ["LowerBoundary", "UpperBoundary"]);
  const bound = (name: string) => {
    const boundary = childrenNamed(el, [OGC, name]);
    if (boundary.length !== 1)
      throw invalid(
        `ogc:PropertyIsBetween memerlukan satu ogc:${name} / ogc:PropertyIsBetween needs one ogc:${name}`,
      );
    const other = boundary[0]?.children.find((child) => !isNamed(child, [OGC, "Literal"]));
    if (other) throw notSupported("Ekspresi tidak didukung", "unsupported expression", qualified(other));
    return literalOf(boundary[0] as XmlElement).value;
  };
  return { op: "Between", property, lower: bound("LowerBoundary"), upper: bound("UpperBoundary") };
}

const GEOMETRIES = ["Envelope", "Point", "LineString", "Polygon"];

function spatial(el: XmlElement, relation: SpatialRelation): Search {
  let geometry: XmlElement | undefined;
  let distance: XmlElement | undefined;
  const measured = relation === "DWithin" || relation === "Beyond";
  for (const child of el.children) {
    if (isNamed(child, [OGC, "PropertyName"])) {
      // The only spatial queryable; Filter 1.1 clients always name it, but it is implied anyway.
      if (queryable(textOf(child) ?? "") !== "BoundingBox") {
        throw invalid(
          `Operator spasial hanya untuk BoundingBox, bukan ${textOf(child)} / spatial operators apply to BoundingBox only, not ${textOf(child)}`,
        );
      }
    } else if (GEOMETRIES.some((name) => isNamed(child, [GML, name]))) {
      if (geometry)
        throw invalid(`ogc:${relation} berisi dua geometri / ogc:${relation} holds two geometries`);
      geometry = child;
    } else if (measured && isNamed(child, [OGC, "Distance"]) && !distance) {
      distance = child;
    } else {
      throw notSupported("Operand geometri tidak didukung", "unsupported geometry operand", child.local);
    }
  }
  if (!geometry)
    throw invalid(
      `ogc:${relation} memerlukan gml:Envelope, gml:Point, gml:LineString atau gml:Polygon / ogc:${relation} needs a gml:Envelope, gml:Point, gml:LineString or gml:Polygon`,
    );
  const { box, shape } = filterGeometry(geometry);
  // BBOX is the geometry's box, whatever geometry gives it.
  const search: Search = { op: "Spatial", relation, box, ...(shape && relation !== "BBOX" ? { shape } : {}) };
  if (!measured) return search;
  if (!distance)
    throw invalid(`ogc:${relation} memerlukan ogc:Distance / ogc:${relation} needs an ogc:Distance`);
  const degrees = distanceOf(coordinate(textOf(distance) ?? ""), attribute(distance, "units"));
  if (Array.isArray(degrees)) throw invalid(degrees.join(" / "));
  return { ...search, distance: degrees };
}

/** The geometry in longitude/latitude order: an envelope as its box, any other as its shape. */
function filterGeometry(geometry: XmlElement): FilterGeometry {
  const srsName = attribute(geometry, "srsName");
  const order = axisOrderOf(srsName);
  if (!order)
    throw invalid(`srsName tidak didukung: ${srsName} / unsupported srsName: ${srsName} (EPSG:4326, CRS84)`);
  const lonLat = (points: [number, number][]) =>
    points.map(([x, y]): [number, number] => (order === "latlon" ? [y, x] : [x, y]));
  if (geometry.local === "Envelope") {
    // An envelope keeps its corners as given (west > east crosses the antimeridian).
    const [lower, upper] = lonLat(envelopePoints(geometry)) as [[number, number], [number, number]];
    const box = { minx: lower[0], miny: lower[1], maxx: upper[0], maxy: upper[1] };
    const problem = boxProblem(box);
    if (problem) throw invalid(problem.join(" / "));
    return { box };
  }
  const kind = geometry.local as "Point" | "LineString" | "Polygon";
  const found = geometryOf(kind, lonLat(kind === "Polygon" ? ringPoints(geometry) : pointsOf(geometry)));
  if (Array.isArray(found)) throw invalid(found.join(" / "));
  return found;
}

/** A point's or a line's positions: gml:pos, gml:posList or gml:coordinates. */
function pointsOf(geometry: XmlElement): [number, number][] {
  const posList = firstChild(geometry, [GML, "posList"]);
  const coordinates = firstChild(geometry, [GML, "coordinates"]);
  if (posList) return positions(posList);
  if (coordinates) return coordinateTuples(coordinates);
  return childrenNamed(geometry, [GML, "pos"]).flatMap(positions);
}

function envelopePoints(envelope: XmlElement): [number, number][] {
  const lower = firstChild(envelope, [GML, "lowerCorner"]);
  const upper = firstChild(envelope, [GML, "upperCorner"]);
  const coordinates = firstChild(envelope, [GML, "coordinates"]);
  const pos = childrenNamed(envelope, [GML, "pos"]);
  const points =
    lower && upper
      ? [...positions(lower), ...positions(upper)]
      : coordinates
        ? coordinateTuples(coordinates)
        : pos.flatMap(positions);
  if (points.length !== 2) {
    throw invalid(
      "gml:Envelope memerlukan lowerCorner dan upperCorner / gml:Envelope needs a lowerCorner and an upperCorner",
    );
  }
  return points;
}

function ringPoints(polygon: XmlElement): [number, number][] {
  if (
    childrenNamed(polygon, [GML, "interior"]).length > 0 ||
    childrenNamed(polygon, [GML, "innerBoundaryIs"]).length > 0
  )
    throw invalid("gml:Polygon berlubang tidak didukung / a gml:Polygon with holes is not supported");
  // GML 3 writes the ring as gml:exterior, GML 2 as gml:outerBoundaryIs.
  const boundary = firstChild(polygon, [GML, "exterior"]) ?? firstChild(polygon, [GML, "outerBoundaryIs"]);
  const ring = firstChild(boundary, [GML, "LinearRing"]);
  if (!ring) throw invalid("gml:Polygon memerlukan cincin exterior / gml:Polygon needs an exterior ring");
  return pointsOf(ring);
}

/** gml:pos, gml:posList, lowerCorner, upperCorner: numbers separated by spaces, two per position. */
function positions(el: XmlElement): [number, number][] {
  const dimension = attribute(el, "srsDimension");
  if (dimension !== undefined && dimension !== "2")
    throw invalid("Hanya koordinat 2D yang didukung / only 2D coordinates are supported");
  const numbers = (textOf(el) ?? "").split(/\s+/).filter(Boolean).map(coordinate);
  if (numbers.length === 0 || numbers.length % 2 !== 0) {
    throw invalid(
      `gml:${el.local} harus berisi pasangan koordinat 2D / gml:${el.local} must hold 2D coordinate pairs`,
    );
  }
  return numbers.flatMap((n, i) => (i % 2 === 0 ? [[n, numbers[i + 1] as number] as [number, number]] : []));
}

/** GML 2 style "x,y x,y", honouring the cs, ts and decimal attributes. */
function coordinateTuples(el: XmlElement): [number, number][] {
  const cs = attribute(el, "cs") ?? ",";
  const ts = attribute(el, "ts") ?? " ";
  const decimal = attribute(el, "decimal") ?? ".";
  let text = textOf(el) ?? "";
  // Spaces around cs go (split and trim, not /\s*cs\s*/g, which is quadratic on long runs of spaces).
  if (ts.trim() === "")
    text = text
      .split(cs)
      .map((part) => part.trim())
      .join(cs);
  const tuples = (ts.trim() === "" ? text.split(/\s+/) : text.split(ts)).map((t) => t.trim()).filter(Boolean);
  return tuples.map((tuple) => {
    const values = tuple.split(cs).map((v) => coordinate(v.split(decimal).join(".")));
    if (values.length !== 2)
      throw invalid("gml:coordinates harus berisi pasangan x,y / gml:coordinates must hold x,y pairs");
    return values as [number, number];
  });
}

// Unambiguous (no two ways to split a run of digits), so a long non-number fails in linear time.
const NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/** A decimal number, or InvalidParameterValue. */
function coordinate(text: string): number {
  const value = NUMBER.test(text.trim()) ? Number(text) : Number.NaN;
  if (!Number.isFinite(value))
    throw invalid(`Koordinat bukan angka: "${text}" / not a coordinate: "${text}"`);
  return value;
}
