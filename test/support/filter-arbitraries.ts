import fc from "fast-check";
import type { Queryable } from "@/lib/csw/filter/queryables";
import { escapeLike } from "@/lib/search/any-text";
import type { Comparator, LonLatBox, Search, SpatialRelation } from "@/lib/search/ast";
import { STORED_DATES } from "@/lib/search/properties";

// Arbitrary CSW filters for the property-based tests (test/fuzz): each case is a filter AST
// together with an OGC Filter 1.1 XML and a CQL_TEXT spelling of it, both chosen at random
// among the spellings the parsers accept (property aliases and prefixes, keyword case, literal
// order, LIKE escape characters, srsName axis order, Envelope or Polygon, GML 3.1 or 3.2).
// Every generated filter is valid and translatable to SQL; mutations of the spellings (also
// test/support/text-mutations.ts) give hostile input close to valid input.

export const OGC_NS = "http://www.opengis.net/ogc";
const GML_NAMESPACES = ["http://www.opengis.net/gml", "http://www.opengis.net/gml/3.2"];

/** A filter and two texts that both denote it. */
export interface RenderedFilter {
  filter: Search;
  /** The operator element(s), without the ogc:Filter wrapper (see filterDocument). */
  xml: string;
  cql: string;
}

/** The ogc:Filter document around an operator, declaring ogc: and gml: (GML 3.1 or 3.2). */
export const filterDocument = (operatorXml: string, gml = GML_NAMESPACES[0]) =>
  `<ogc:Filter xmlns:ogc="${OGC_NS}" xmlns:gml="${gml}">${operatorXml}</ogc:Filter>`;

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const cqlString = (text: string) => `'${text.replaceAll("'", "''")}'`;
/** A number as both parsers read it back exactly, including the sign of zero. */
const numberText = (n: number) => (Object.is(n, -0) ? "-0" : String(n));

// ---------------------------------------------------------------- property names

/** Spellings queryableNamed() maps to each queryable (case and namespace prefix vary on top). */
const SPELLINGS: Record<Queryable, string[]> = {
  AnyText: ["AnyText", "csw:AnyText", "apiso:AnyText", "csw_anytext"],
  Title: ["dc:title", "apiso:Title", "title"],
  Abstract: ["dct:abstract", "apiso:Abstract", "description"],
  Subject: ["dc:subject", "apiso:Subject", "keywords"],
  Identifier: ["dc:identifier", "apiso:Identifier", "fileIdentifier"],
  Modified: ["dct:modified", "apiso:Modified"],
  Type: ["dc:type", "apiso:Type", "hierarchyLevel"],
  Format: ["dc:format", "apiso:Format"],
  OrganisationName: ["apiso:OrganisationName", "OrganizationName"],
  TopicCategory: ["apiso:TopicCategory", "topicCategory"],
  BoundingBox: ["ows:BoundingBox", "apiso:BoundingBox", "bbox", "envelope"],
  CreationDate: ["apiso:CreationDate", "dct:created"],
  PublicationDate: ["apiso:PublicationDate", "dct:issued"],
  RevisionDate: ["apiso:RevisionDate"],
  Language: ["apiso:Language", "dc:language"],
  ResourceIdentifier: ["apiso:ResourceIdentifier"],
  ServiceType: ["apiso:ServiceType"],
  ServiceTypeVersion: ["apiso:ServiceTypeVersion"],
  CouplingType: ["apiso:CouplingType"],
  Operation: ["apiso:Operation"],
  OperatesOn: ["apiso:OperatesOn"],
  OperatesOnIdentifier: ["apiso:OperatesOnIdentifier"],
  OperatesOnName: ["apiso:OperatesOnName"],
  AlternateTitle: ["apiso:AlternateTitle", "dct:alternative"],
  ParentIdentifier: ["apiso:ParentIdentifier"],
  KeywordType: ["apiso:KeywordType"],
  ResourceLanguage: ["apiso:ResourceLanguage"],
  CRS: ["apiso:CRS"],
  GeographicDescriptionCode: ["apiso:GeographicDescriptionCode"],
  Denominator: ["apiso:Denominator"],
  DistanceValue: ["apiso:DistanceValue"],
  DistanceUOM: ["apiso:DistanceUOM"],
  TempExtent_begin: ["apiso:TempExtent_begin"],
  TempExtent_end: ["apiso:TempExtent_end"],
  HasSecurityConstraints: ["apiso:HasSecurityConstraints"],
  Lineage: ["apiso:Lineage"],
  AccessConstraints: ["apiso:AccessConstraints"],
  OtherConstraints: ["apiso:OtherConstraints"],
  Classification: ["apiso:Classification"],
  ConditionApplyingToAccessAndUse: ["apiso:ConditionApplyingToAccessAndUse"],
  ResponsiblePartyRole: ["apiso:ResponsiblePartyRole"],
  Degree: ["apiso:Degree"],
  SpecificationTitle: ["apiso:SpecificationTitle"],
  SpecificationDate: ["apiso:SpecificationDate"],
  SpecificationDateType: ["apiso:SpecificationDateType"],
  Creator: ["dc:creator"],
  Contributor: ["dc:contributor"],
  Publisher: ["dc:publisher"],
  Date: ["dc:date"],
  Relation: ["dc:relation"],
  Rights: ["dc:rights"],
  Source: ["dc:source"],
  Spatial: ["dct:spatial"],
};

const DATE_QUERYABLES = ["Modified", ...STORED_DATES] as const;
const TEXT_QUERYABLES = [
  "Title",
  "Abstract",
  "Subject",
  "Identifier",
  "Type",
  "Format",
  "OrganisationName",
  "TopicCategory",
  "Language",
  "ResourceIdentifier",
  "ServiceType",
  "ServiceTypeVersion",
  "CouplingType",
  "Operation",
  "OperatesOn",
  "OperatesOnIdentifier",
  "OperatesOnName",
  "AlternateTitle",
  "ParentIdentifier",
  "KeywordType",
  "ResourceLanguage",
  "CRS",
  "GeographicDescriptionCode",
  "DistanceUOM",
  "Lineage",
  "AccessConstraints",
  "OtherConstraints",
  "Classification",
  "ConditionApplyingToAccessAndUse",
  "ResponsiblePartyRole",
  "SpecificationTitle",
  "SpecificationDateType",
  "Creator",
  "Contributor",
  "Publisher",
  "Relation",
  "Rights",
  "Source",
  "Spatial",
] as const;

const randomCase = (text: string) =>
  fc
    .array(fc.boolean(), { minLength: text.length, maxLength: text.length })
    .map((upper) => Array.from(text, (ch, i) => (upper[i] ? ch.toUpperCase() : ch.toLowerCase())).join(""));

/** A spelling of the property: as listed or in random case, sometimes as an XPath ending in it. */
const spelling = (property: Queryable) =>
  fc
    .tuple(fc.constantFrom(...SPELLINGS[property]), fc.boolean(), fc.boolean())
    .chain(([name, recase, path]) =>
      (recase ? randomCase(name) : fc.constant(name)).map((n) => (path ? `csw:Record/${n}` : n)),
    );

/** The property as XML text and as a CQL word or double-quoted name. */
const propertyName = (property: Queryable) =>
  fc.tuple(spelling(property), fc.boolean()).map(([name, quote]) => ({
    xml: `<ogc:PropertyName>${escapeXml(name)}</ogc:PropertyName>`,
    cql: quote ? `"${name}"` : name,
  }));

const keyword = (word: string) => randomCase(word);

// ---------------------------------------------------------------- values

/** Text characters an XML document can hold, weighted towards the ones with meaning somewhere. */
const textChar = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(..."abcxyzHUTAN019 ") },
  { weight: 2, arbitrary: fc.constantFrom(..."'\"%_\\*?!#&<>;,()=.-:/[]{}^$|+") },
  { weight: 1, arbitrary: fc.integer({ min: 0xa1, max: 0xd7ff }).map((c) => String.fromCodePoint(c)) },
  { weight: 1, arbitrary: fc.integer({ min: 0x1f300, max: 0x1f64f }).map((c) => String.fromCodePoint(c)) },
);

/** Literal text: XML parsing trims a Literal's text, so the generated text is already trimmed. */
export const literalText = fc
  .array(textChar, { maxLength: 16 })
  .map((chars) => chars.join(""))
  .filter((text) => text === text.trim());

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** An ISO 8601 date or date-time at a random precision, as searchToSql (lib/search/to-sql.ts) accepts it. */
export const isoDateText = fc
  .record({
    y: fc.integer({ min: 1, max: 9999 }),
    mo: fc.integer({ min: 1, max: 12 }),
    d: fc.integer({ min: 1, max: 28 }),
    h: fc.integer({ min: 0, max: 23 }),
    mi: fc.integer({ min: 0, max: 59 }),
    s: fc.integer({ min: 0, max: 59 }),
    ms: fc.integer({ min: 0, max: 999 }),
    precision: fc.integer({ min: 0, max: 6 }),
    zone: fc.constantFrom("", "Z", "+07:00", "-0330", "+14:00"),
  })
  .map(({ y, mo, d, h, mi, s, ms, precision, zone }) => {
    const parts = [
      pad(y, 4),
      `-${pad(mo)}`,
      `-${pad(d)}`,
      `T${pad(h)}:${pad(mi)}`,
      `:${pad(s)}`,
      `.${pad(ms, 3)}`,
    ];
    const date = parts.slice(0, Math.min(precision, 5) + 1).join("");
    return precision >= 3 ? `${date}${zone}` : date;
  });

/** constantFrom(values) as a list of zero or one arbitrary, for fc.oneof. */
const oneOf = (values: string[] | undefined) => (values?.length ? [fc.constantFrom(...values)] : []);

/** A value for a comparison on the property, and how CQL writes it (quoted, or bare when it is a number or date token). */
const valueFor = (property: Queryable, options: FilterOptions) =>
  fc
    .tuple(
      (DATE_QUERYABLES as readonly string[]).includes(property)
        ? fc.oneof(isoDateText, ...oneOf(options.values?.dates))
        : fc.oneof(
            literalText,
            fc.integer().map(String),
            fc.constantFrom("dataset", "environment", "GeoTIFF"),
            ...oneOf(options.values?.texts),
          ),
      fc.boolean(),
    )
    .map(([value, bare]) => {
      // A bare number token keeps its text; dates are number tokens too, up to a zone without a colon.
      const isToken =
        /^[+-]?\d+$/.test(value) || /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(value);
      return { value, cql: bare && isToken ? value : cqlString(value), xml: escapeXml(value) };
    });

// ---------------------------------------------------------------- leaves

const COMPARISONS: [Comparator, string, Comparator][] = [
  ["=", "PropertyIsEqualTo", "="],
  ["<>", "PropertyIsNotEqualTo", "<>"],
  ["<", "PropertyIsLessThan", ">"],
  ["<=", "PropertyIsLessThanOrEqualTo", ">="],
  [">", "PropertyIsGreaterThan", "<"],
  [">=", "PropertyIsGreaterThanOrEqualTo", "<="],
];

const joinChildren = (parts: string[], gaps: boolean[]) =>
  parts.map((part, i) => (gaps[i] ? `\n  ${part}` : part)).join("");

/** PropertyIsEqualTo and the others: property and literal in either order (the comparator flips). */
const comparison = (options: FilterOptions) =>
  fc
    .tuple(
      fc.constantFrom(...COMPARISONS),
      fc.constantFrom<Queryable>(...TEXT_QUERYABLES, ...DATE_QUERYABLES, "AnyText"),
      fc.boolean(),
      fc.array(fc.boolean(), { minLength: 2, maxLength: 2 }),
      fc.constantFrom<string | undefined>(undefined, "true", "1", "false", "0"),
      fc.constantFrom("<>", "!="),
    )
    .chain(([[comparator, element, flipped], property, literalFirst, gaps, matchCaseAttr, neq]) => {
      // AnyText is a word search: only = and <> mean something (the search compiler refuses the rest).
      const op: Comparator = property === "AnyText" ? (comparator === "=" ? "=" : "<>") : comparator;
      const tag =
        property === "AnyText" ? (op === "=" ? "PropertyIsEqualTo" : "PropertyIsNotEqualTo") : element;
      const attr = options.cqlExpressible
        ? matchCaseAttr === "false" || matchCaseAttr === "0"
          ? undefined
          : matchCaseAttr
        : matchCaseAttr;
      return fc
        .tuple(propertyName(property), valueFor(property, options))
        .map(([name, value]): RenderedFilter => {
          const literal = `<ogc:Literal>${value.xml}</ogc:Literal>`;
          const children = literalFirst ? [literal, name.xml] : [name.xml, literal];
          // With the literal first, the element's comparator reads the other way round.
          const xmlTag =
            literalFirst && property !== "AnyText"
              ? (COMPARISONS.find((c) => c[0] === flipped)?.[1] as string)
              : tag;
          const attrText = attr === undefined ? "" : ` matchCase="${attr}"`;
          const cqlOp = op === "<>" ? neq : op;
          return {
            filter: {
              op: "Compare",
              comparator: op,
              property,
              value: value.value,
              matchCase: attr !== "false" && attr !== "0",
            },
            xml: `<ogc:${xmlTag}${attrText}>${joinChildren(children, gaps)}</ogc:${xmlTag}>`,
            cql: `${name.cql} ${cqlOp} ${value.cql}`,
          };
        });
    });

type LikeToken = { kind: "any" } | { kind: "one" } | { kind: "char"; char: string };

/** Pattern tokens; whole words from `words` among them, so patterns can match real text. */
const likeTokens = (words: string[] | undefined) =>
  fc
    .array(
      fc.oneof(
        { weight: 1, arbitrary: fc.constant<LikeToken[]>([{ kind: "any" }]) },
        { weight: 1, arbitrary: fc.constant<LikeToken[]>([{ kind: "one" }]) },
        { weight: 5, arbitrary: textChar.map((char): LikeToken[] => [{ kind: "char", char }]) },
        ...oneOf(words).map((arbitrary) => ({
          weight: 3,
          arbitrary: arbitrary.map((word) => Array.from(word, (char): LikeToken => ({ kind: "char", char }))),
        })),
      ),
      { maxLength: 10 },
    )
    .map((groups) => groups.flat())
    // XML trims the Literal: no whitespace at either end of the written pattern.
    .filter((tokens) => {
      const edge = (t: LikeToken | undefined) => t?.kind === "char" && t.char.trim() === "";
      return !edge(tokens[0]) && !edge(tokens[tokens.length - 1]);
    });

/** PropertyIsLike with random wildCard/singleChar/escapeChar (Filter 1.0's "escape" too); CQL LIKE or ILIKE. */
const like = (options: FilterOptions) =>
  fc
    .tuple(
      fc.constantFrom<Queryable>(...TEXT_QUERYABLES, ...DATE_QUERYABLES, "AnyText"),
      likeTokens(options.values?.words),
      fc.shuffledSubarray([..."*?!#%_\\.~^$"], { minLength: 3, maxLength: 3 }),
      fc.boolean(),
      fc.constantFrom("escapeChar", "escape"),
      fc.boolean(),
      fc.boolean(),
    )
    .chain(([property, tokens, [wild, single, escapeCh], matchCase, escapeName, omitDefaults, negated]) =>
      propertyName(property).map((name): RenderedFilter => {
        const sqlPattern = tokens
          .map((t) => (t.kind === "any" ? "%" : t.kind === "one" ? "_" : escapeLike(t.char)))
          .join("");
        const cqlPattern = tokens
          .map((t) =>
            t.kind === "any" ? "%" : t.kind === "one" ? "_" : /[%_\\]/.test(t.char) ? `\\${t.char}` : t.char,
          )
          .join("");
        const [w, s, e] = (omitDefaults ? ["%", "_", "\\"] : [wild, single, escapeCh]) as [
          string,
          string,
          string,
        ];
        const xmlPattern = tokens
          .map((t) =>
            t.kind === "any"
              ? w
              : t.kind === "one"
                ? s
                : t.char === w || t.char === s || t.char === e
                  ? `${e}${t.char}`
                  : t.char,
          )
          .join("");
        const attrs = omitDefaults
          ? matchCase
            ? ""
            : ' matchCase="false"'
          : ` wildCard="${escapeXml(w)}" singleChar="${escapeXml(s)}" ${escapeName}="${escapeXml(e)}" matchCase="${matchCase}"`;
        const filter: Search = { op: "Like", property, likePattern: sqlPattern, matchCase };
        const cqlOp = `${negated ? "NOT " : ""}${matchCase ? "LIKE" : "ILIKE"}`;
        const xml = `<ogc:PropertyIsLike${attrs}>${name.xml}<ogc:Literal>${escapeXml(xmlPattern)}</ogc:Literal></ogc:PropertyIsLike>`;
        return negated
          ? {
              filter: { op: "Not", arg: filter },
              xml: `<ogc:Not>${xml}</ogc:Not>`,
              cql: `${name.cql} ${cqlOp} ${cqlString(cqlPattern)}`,
            }
          : { filter, xml, cql: `${name.cql} ${cqlOp} ${cqlString(cqlPattern)}` };
      }),
    );

const between = (options: FilterOptions) =>
  fc
    .tuple(fc.constantFrom<Queryable>(...TEXT_QUERYABLES, ...DATE_QUERYABLES), fc.boolean())
    .chain(([property, negated]) =>
      fc
        .tuple(propertyName(property), valueFor(property, options), valueFor(property, options))
        .map(([name, lower, upper]): RenderedFilter => {
          const filter: Search = { op: "Between", property, lower: lower.value, upper: upper.value };
          const xml =
            `<ogc:PropertyIsBetween>${name.xml}<ogc:LowerBoundary><ogc:Literal>${lower.xml}</ogc:Literal></ogc:LowerBoundary>` +
            `<ogc:UpperBoundary><ogc:Literal>${upper.xml}</ogc:Literal></ogc:UpperBoundary></ogc:PropertyIsBetween>`;
          const cql = `${name.cql} ${negated ? "NOT " : ""}BETWEEN ${lower.cql} AND ${upper.cql}`;
          return negated
            ? { filter: { op: "Not", arg: filter }, xml: `<ogc:Not>${xml}</ogc:Not>`, cql }
            : { filter, xml, cql };
        }),
    );

const isNull = fc
  .tuple(
    fc.constantFrom<Queryable>(...TEXT_QUERYABLES, ...DATE_QUERYABLES, "AnyText", "BoundingBox"),
    fc.boolean(),
  )
  .chain(([property, negated]) =>
    propertyName(property).map((name): RenderedFilter => {
      const filter: Search = { op: "IsNull", property };
      const xml = `<ogc:PropertyIsNull>${name.xml}</ogc:PropertyIsNull>`;
      const cql = `${name.cql} IS ${negated ? "NOT " : ""}NULL`;
      return negated
        ? { filter: { op: "Not", arg: filter }, xml: `<ogc:Not>${xml}</ogc:Not>`, cql }
        : { filter, xml, cql };
    }),
  );

// ---------------------------------------------------------------- spatial

const longitude = fc.double({ min: -180, max: 180, noNaN: true });
const latitude = fc.double({ min: -90, max: 90, noNaN: true });

/** A WGS84 box; west > east (across the antimeridian) only where `crossing` allows it. */
export const lonLatBox = (crossing: boolean) =>
  fc.tuple(longitude, longitude, latitude, latitude).map((values): LonLatBox => {
    // -0 + 0 is 0: a polygon's bounding box cannot tell -0 from 0 (Math.min(0, -0) is -0).
    const [a, b, c, d] = values.map((v) => v + 0) as [number, number, number, number];
    const [minx, maxx] = crossing || a <= b ? [a, b] : [b, a];
    return { minx, maxx, miny: Math.min(c, d), maxy: Math.max(c, d) };
  });

const LON_LAT_SRS = [
  undefined,
  "EPSG:4326",
  "CRS:84",
  "urn:ogc:def:crs:OGC:1.3:CRS84",
  "http://www.opengis.net/def/crs/OGC/1.3/CRS84",
  "http://www.opengis.net/gml/srs/epsg.xml#4326",
];
const LAT_LON_SRS = [
  "urn:ogc:def:crs:EPSG::4326",
  "urn:x-ogc:def:crs:EPSG:6.6:4326",
  "http://www.opengis.net/def/crs/EPSG/0/4326",
];

const RELATIONS: [SpatialRelation, string, string][] = [
  ["BBOX", "BBOX", "BBOX"],
  ["Intersects", "Intersects", "INTERSECTS"],
  ["Within", "Within", "WITHIN"],
  ["Contains", "Contains", "CONTAINS"],
  ["Disjoint", "Disjoint", "DISJOINT"],
  // The relations box operators cannot answer: the envelope is tested as its polygon.
  ["Equals", "Equals", "EQUALS"],
  ["Touches", "Touches", "TOUCHES"],
  ["Overlaps", "Overlaps", "OVERLAPS"],
  ["Crosses", "Crosses", "CROSSES"],
];
/** Only the box relations take a box across the antimeridian. */
const BOX_RELATIONS = new Set<SpatialRelation>(["BBOX", "Intersects", "Within", "Contains", "Disjoint"]);

/** The box as GML: an Envelope (corners, gml:coordinates or two gml:pos) or, when it does not cross the antimeridian, a Polygon. */
function gmlGeometry(box: LonLatBox, srsName: string | undefined, form: number, rotate: number): string {
  const latLon = srsName !== undefined && LAT_LON_SRS.includes(srsName);
  const pos = (x: number, y: number) =>
    latLon ? `${numberText(y)} ${numberText(x)}` : `${numberText(x)} ${numberText(y)}`;
  const tuple = (x: number, y: number) => pos(x, y).replace(" ", ",");
  const srs = srsName === undefined ? "" : ` srsName="${srsName}"`;
  if (box.minx > box.maxx || form < 3) {
    const body = [
      `<gml:lowerCorner>${pos(box.minx, box.miny)}</gml:lowerCorner><gml:upperCorner>${pos(box.maxx, box.maxy)}</gml:upperCorner>`,
      `<gml:coordinates>${tuple(box.minx, box.miny)} ${tuple(box.maxx, box.maxy)}</gml:coordinates>`,
      `<gml:pos>${pos(box.minx, box.miny)}</gml:pos><gml:pos>${pos(box.maxx, box.maxy)}</gml:pos>`,
    ][form % 3];
    return `<gml:Envelope${srs}>${body}</gml:Envelope>`;
  }
  const corners: [number, number][] = [
    [box.minx, box.miny],
    [box.maxx, box.miny],
    [box.maxx, box.maxy],
    [box.minx, box.maxy],
  ];
  const ring = [...corners.slice(rotate), ...corners.slice(0, rotate)];
  ring.push(ring[0] as [number, number]);
  const body =
    form === 3
      ? `<gml:posList>${ring.map(([x, y]) => pos(x, y)).join(" ")}</gml:posList>`
      : form === 4
        ? `<gml:coordinates>${ring.map(([x, y]) => tuple(x, y)).join(" ")}</gml:coordinates>`
        : ring.map(([x, y]) => `<gml:pos>${pos(x, y)}</gml:pos>`).join("");
  return `<gml:Polygon${srs}><gml:exterior><gml:LinearRing>${body}</gml:LinearRing></gml:exterior></gml:Polygon>`;
}

/** The box in CQL: BBOX(...) with an optional CRS, or OP(prop, ENVELOPE(w, e, n, s) | POLYGON((...))). */
function cqlGeometry(
  relation: string,
  property: string,
  box: LonLatBox,
  crs: string | undefined,
  polygon: boolean,
): string {
  const n = numberText;
  if (relation === "BBOX") {
    const latLon = crs !== undefined && LAT_LON_SRS.includes(crs);
    const coordinates = latLon
      ? [box.miny, box.minx, box.maxy, box.maxx]
      : [box.minx, box.miny, box.maxx, box.maxy];
    return `BBOX(${property}, ${coordinates.map(n).join(", ")}${crs === undefined ? "" : `, ${cqlString(crs)}`})`;
  }
  if (polygon && box.minx <= box.maxx) {
    const ring = [
      [box.minx, box.miny],
      [box.maxx, box.miny],
      [box.maxx, box.maxy],
      [box.minx, box.maxy],
      [box.minx, box.miny],
    ];
    return `${relation}(${property}, POLYGON((${ring.map(([x, y]) => `${n(x as number)} ${n(y as number)}`).join(", ")})))`;
  }
  return `${relation}(${property}, ENVELOPE(${[box.minx, box.maxx, box.maxy, box.miny].map(n).join(", ")}))`;
}

const spatial = fc
  .tuple(
    fc.constantFrom(...RELATIONS),
    lonLatBox(true),
    fc.constantFrom(...LON_LAT_SRS, ...LAT_LON_SRS),
    fc.integer({ min: 0, max: 5 }),
    fc.integer({ min: 0, max: 3 }),
    fc.integer({ min: 0, max: 2 }),
    fc.boolean(),
  )
  .chain(([[relation, element, cqlName], anyBox, srsName, form, rotate, nameAt, polygon]) =>
    propertyName("BoundingBox").map((name): RenderedFilter => {
      const box =
        BOX_RELATIONS.has(relation) || anyBox.minx <= anyBox.maxx
          ? anyBox
          : { ...anyBox, minx: anyBox.maxx, maxx: anyBox.minx };
      const geometry = gmlGeometry(box, srsName, form, rotate);
      // The PropertyName is optional (BoundingBox is implied), before or after the geometry.
      const children = [[], [name.xml, geometry], [geometry, name.xml]][nameAt] as string[];
      return {
        filter: { op: "Spatial", relation, box },
        xml: `<ogc:${element}>${children.length ? children.join("") : geometry}</ogc:${element}>`,
        cql: cqlGeometry(cqlName, name.cql, box, srsName, polygon),
      };
    }),
  );

/** A point, a line or a triangle (never a rectangle, which parses as its box), with every operator. */
const shapeSpatial = fc
  .tuple(
    // Not BBOX: a BBOX of any geometry is its box.
    fc.constantFrom<SpatialRelation>(
      ...RELATIONS.slice(1).map(([relation]) => relation),
      "DWithin",
      "Beyond",
    ),
    fc.constantFrom("Point", "LineString", "Polygon"),
    fc.array(fc.tuple(longitude, latitude), { minLength: 4, maxLength: 4 }),
    fc.constantFrom(...LON_LAT_SRS, ...LAT_LON_SRS),
    fc.double({ min: 0, max: 10, noNaN: true }),
  )
  .map(([relation, type, raw, srsName, rawDistance]) => ({
    relation,
    type,
    positions: raw.map(([x, y]) => [x + 0, y + 0] as [number, number]).slice(0, type === "Point" ? 1 : 3),
    srsName,
    distance: rawDistance + 0,
  }))
  .filter(({ type, positions }) => {
    if (type !== "Polygon") return true;
    const [[ax, ay], [bx, by], [cx, cy]] = positions as [
      [number, number],
      [number, number],
      [number, number],
    ];
    // Twice the area as the parser computes it (the shoelace over the closed ring, in this
    // order), so a triangle the parser would find flat is never generated.
    const area = ax * by - bx * ay + (bx * cy - cx * by) + (cx * ay - ax * cy);
    return area !== 0 && new Set(positions.flat()).size === 6; // not flat, and never along the axes
  })
  .chain(({ relation, type, positions, srsName, distance }) =>
    propertyName("BoundingBox").map((name): RenderedFilter => {
      const coordinates = type === "Polygon" ? [...positions, positions[0] as [number, number]] : positions;
      const xs = coordinates.map(([x]) => x);
      const ys = coordinates.map(([, y]) => y);
      const box = {
        minx: Math.min(...xs),
        miny: Math.min(...ys),
        maxx: Math.max(...xs),
        maxy: Math.max(...ys),
      };
      const shape =
        type === "Point"
          ? { type, coordinates: coordinates[0] as [number, number] }
          : { type: type as "LineString" | "Polygon", coordinates };
      const measured = relation === "DWithin" || relation === "Beyond";
      const latLon = LAT_LON_SRS.includes(srsName as string);
      const posList = coordinates
        .map(([x, y]) => (latLon ? [y, x] : [x, y]).map(numberText).join(" "))
        .join(" ");
      const srs = srsName === undefined ? "" : ` srsName="${srsName}"`;
      const gml =
        type === "Polygon"
          ? `<gml:Polygon${srs}><gml:exterior><gml:LinearRing><gml:posList>${posList}</gml:posList></gml:LinearRing></gml:exterior></gml:Polygon>`
          : type === "Point"
            ? `<gml:Point${srs}><gml:pos>${posList}</gml:pos></gml:Point>`
            : `<gml:LineString${srs}><gml:posList>${posList}</gml:posList></gml:LineString>`;
      const wkt = coordinates.map(([x, y]) => `${numberText(x)} ${numberText(y)}`).join(", ");
      const cqlShape = type === "Polygon" ? `POLYGON((${wkt}))` : `${type.toUpperCase()}(${wkt})`;
      return {
        filter: { op: "Spatial", relation, box, shape, ...(measured ? { distance } : {}) },
        xml: `<ogc:${relation}>${name.xml}${gml}${measured ? `<ogc:Distance units="deg">${numberText(distance)}</ogc:Distance>` : ""}</ogc:${relation}>`,
        cql: `${relation.toUpperCase()}(${name.cql}, ${cqlShape}${measured ? `, ${numberText(distance)}, degrees` : ""})`,
      };
    }),
  );

// ---------------------------------------------------------------- trees

export interface FilterOptions {
  /** Only filters CQL can spell too (a comparison's matchCase is always true in CQL). */
  cqlExpressible: boolean;
  /** Nesting depth of And/Or/Not. */
  depth: number;
  /** Values to draw from besides random ones (e.g. a seeded catalogue's), so filters match something. */
  values?: { texts: string[]; words: string[]; dates: string[] };
}

export function leafFilter(options: FilterOptions): fc.Arbitrary<RenderedFilter> {
  return fc.oneof(comparison(options), like(options), between(options), isNull, spatial, shapeSpatial);
}

/** Logical operators put each operand in parentheses in CQL, so the tree's shape survives parsing. */
export function renderedFilter(options: FilterOptions): fc.Arbitrary<RenderedFilter> {
  const leaf = leafFilter(options);
  const tree = (depth: number): fc.Arbitrary<RenderedFilter> =>
    depth === 0
      ? leaf
      : fc.oneof(
          { weight: 2, arbitrary: leaf },
          {
            weight: 2,
            arbitrary: fc
              .tuple(
                fc.constantFrom<"And" | "Or">("And", "Or"),
                fc.array(tree(depth - 1), { minLength: 2, maxLength: 3 }),
              )
              .chain(([op, args]) =>
                keyword(op.toUpperCase()).map(
                  (word): RenderedFilter => ({
                    filter: { op, args: args.map((a) => a.filter) },
                    xml: `<ogc:${op}>${args.map((a) => a.xml).join("")}</ogc:${op}>`,
                    cql: args.map((a) => `(${a.cql})`).join(` ${word} `),
                  }),
                ),
              ),
          },
          {
            weight: 1,
            arbitrary: fc.tuple(tree(depth - 1), keyword("NOT")).map(
              ([arg, word]): RenderedFilter => ({
                filter: { op: "Not", arg: arg.filter },
                xml: `<ogc:Not>${arg.xml}</ogc:Not>`,
                cql: `${word} (${arg.cql})`,
              }),
            ),
          },
        );
  return tree(options.depth);
}
