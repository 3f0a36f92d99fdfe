import { boxProblem, type FilterGeometry, geometryOf } from "../csw/filter/geometry";
import { toLikePattern } from "../csw/filter/like-pattern";
import type { Comparator, LonLatBox, Search, SpatialRelation } from "../search/ast";
import { instantOf } from "../search/dates";
import { searchRefusal } from "../search/refusal";
import { QUERYABLES, type Queryable, queryableNamed } from "./queryables";

// CQL2 (OGC 21-065r2) filters to the search AST (lib/search/ast.ts), for OGC API – Records'
// `filter`: cql2-text by a tokenizer and a recursive-descent parser (precedence OR < AND < NOT
// < predicate, as parse-cql.ts), cql2-json by walking the parsed value. Both read into the same
// operands and go through the same predicate builders, so a filter means the same in either
// encoding. No CQL2 library for JavaScript is maintained well enough to depend on.
//
// Property names are the queryables (queryables.ts), case-sensitive; keywords and function
// names are not. Every refusal is a searchRefusal saying where: the 1-based character position
// in the text, a JSONPath ($.args[1]) in the JSON. The limits keep a hostile filter cheap.

export const MAX_CQL2_LENGTH = 65_536;
/** Nested parentheses, NOTs, ANDs and ORs (and CASEIs). */
export const MAX_CQL2_DEPTH = 50;
/** Predicates, logical operators, IN items and geometry parts: each is a condition in the SQL. */
export const MAX_CQL2_NODES = 500;
/** Coordinates in all the filter's geometries. */
export const MAX_CQL2_POSITIONS = 1_000;

/** The filter a cql2-text `filter` denotes, e.g. `title LIKE '%hutan%' AND S_INTERSECTS(geometry, BBOX(95, -11, 141, 6))`. */
export function parseCql2Text(text: string): Search {
  if (text.trim() === "") throw searchRefusal("Filter kosong", "the filter is empty");
  checkLength(text);
  return new TextParser(tokenize(text)).parse();
}

/** The filter a cql2-json `filter` denotes: the parsed JSON, or its text. */
export function parseCql2Json(value: unknown): Search {
  let filter = value;
  if (typeof value === "string") {
    checkLength(value);
    try {
      filter = JSON.parse(value);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw searchRefusal(`JSON tidak sah: ${reason}`, `invalid JSON: ${reason}`);
    }
  }
  return new JsonParser().filter(filter, "$", 0);
}

function checkLength(text: string): void {
  if (text.length > MAX_CQL2_LENGTH)
    throw searchRefusal(
      `Filter lebih dari ${MAX_CQL2_LENGTH} karakter`,
      `the filter is longer than ${MAX_CQL2_LENGTH} characters`,
    );
}

/** Where in the filter: a 1-based character position in the text, a JSONPath in the JSON. */
type Where = number | string;

function refusal(at: Where, indonesian: string, english: string) {
  const [id, en] =
    typeof at === "number" ? [`di posisi ${at}`, `at position ${at}`] : [`di ${at}`, `at ${at}`];
  return searchRefusal(`${indonesian} ${id}`, `${english} ${en}`);
}

/** A value for a message: long ones cut, so a refusal never echoes a whole hostile filter. */
const shown = (value: string) => (value.length > 40 ? `${value.slice(0, 40)}…` : value);

/** Counts what a filter costs, and refuses it past the limits. */
class Budget {
  private nodes = 0;
  private positions = 0;

  node(at: Where): void {
    if (++this.nodes > MAX_CQL2_NODES)
      throw refusal(
        at,
        `Filter lebih dari ${MAX_CQL2_NODES} simpul`,
        `the filter has more than ${MAX_CQL2_NODES} nodes`,
      );
  }

  position(at: Where): void {
    if (++this.positions > MAX_CQL2_POSITIONS)
      throw refusal(
        at,
        `Geometri filter lebih dari ${MAX_CQL2_POSITIONS} posisi`,
        `the filter's geometries have more than ${MAX_CQL2_POSITIONS} positions`,
      );
  }

  deeper(depth: number, at: Where): number {
    if (depth >= MAX_CQL2_DEPTH)
      throw refusal(
        at,
        `Bersarang lebih dari ${MAX_CQL2_DEPTH} tingkat`,
        `nested more than ${MAX_CQL2_DEPTH} levels`,
      );
    return depth + 1;
  }
}

// ---------------------------------------------------------------------------------------------
// Operands, as both encodings read them.

type Position = [number, number];
/** A geometry as written: a point, line or polygon (exterior ring, then holes), or a box. */
type WrittenPart =
  | { kind: "Point" | "LineString" | "Polygon"; rings: Position[][] }
  | { kind: "Box"; box: LonLatBox };
/** One part of a geometry literal as the search takes it; a hole is its area and its ring. */
interface GeometryPart {
  geometry: FilterGeometry;
  holes: { area: FilterGeometry; ring: FilterGeometry }[];
}

type Operand = { at: Where } & (
  | { kind: "property"; name: string; queryable: Queryable }
  | { kind: "string"; value: string }
  | { kind: "number"; value: string }
  | { kind: "boolean"; value: boolean }
  | { kind: "instant"; value: string }
  /** '..' is an open end. */
  | { kind: "interval"; start: string; end: string }
  | { kind: "geometry"; name: string; parts: GeometryPart[] }
  | { kind: "casei"; arg: Operand }
);
type PropertyOperand = Extract<Operand, { kind: "property" }>;

function whatIs(operand: Operand): string {
  switch (operand.kind) {
    case "property":
      return `property ${operand.name}`;
    case "string":
      return `the string '${shown(operand.value)}'`;
    case "number":
      return `the number ${shown(operand.value)}`;
    case "boolean":
      return String(operand.value).toUpperCase();
    case "instant":
      return `the instant ${operand.value}`;
    case "interval":
      return "an INTERVAL";
    case "geometry":
      return `a ${operand.name}`;
    case "casei":
      return "CASEI(...)";
  }
}

function propertyOperand(name: string, at: Where): PropertyOperand {
  const queryable = queryableNamed(name);
  if (!queryable) {
    const known = Object.keys(QUERYABLES).join(", ");
    throw refusal(
      at,
      `Properti tidak dikenal: ${shown(name)} (queryable: ${known})`,
      `unknown property: ${shown(name)} (queryables: ${known})`,
    );
  }
  return { kind: "property", name, queryable, at };
}

function stringOperand(value: string, at: Where): Operand {
  // PostgreSQL text cannot hold NUL: in a literal it would fail the query instead of matching nothing.
  if (value.includes("\u0000"))
    throw refusal(at, "Karakter NUL tidak diizinkan", "NUL characters are not allowed");
  return { kind: "string", value, at };
}

const DATE_TEXT = /^\d{4}-\d{2}-\d{2}$/;
const TIMESTAMP_TEXT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/i;
const isInstantText = (value: string) =>
  (DATE_TEXT.test(value) || TIMESTAMP_TEXT.test(value)) && instantOf(value) !== undefined;

function instantOperand(kind: "DATE" | "TIMESTAMP", value: string, at: Where): Operand {
  const valid = (kind === "DATE" ? DATE_TEXT : TIMESTAMP_TEXT).test(value) && instantOf(value) !== undefined;
  if (!valid) {
    const example = kind === "DATE" ? "DATE('2020-01-31')" : "TIMESTAMP('2020-01-31T10:00:00Z')";
    throw refusal(
      at,
      `${kind} tidak sah: '${shown(value)}'`,
      `invalid ${kind}: '${shown(value)}' (e.g. ${example})`,
    );
  }
  return { kind: "instant", value, at };
}

function intervalOperand(start: string, end: string, at: Where): Operand {
  for (const end_ of [start, end])
    if (end_ !== ".." && !isInstantText(end_))
      throw refusal(
        at,
        `Ujung INTERVAL tidak sah: '${shown(end_)}'`,
        `invalid INTERVAL end: '${shown(end_)}' (a date, a timestamp or '..')`,
      );
  if (start !== ".." && end !== ".." && (instantOf(start) as string) > (instantOf(end) as string))
    throw refusal(at, "INTERVAL berakhir sebelum mulai", "the INTERVAL ends before it starts");
  return { kind: "interval", start, end, at };
}

function geometryOperand(name: string, written: WrittenPart[], at: Where, budget: Budget): Operand {
  if (written.length === 0) throw refusal(at, "Geometri kosong", "an empty geometry");
  const usable = (found: FilterGeometry | [string, string]) => {
    if (Array.isArray(found)) throw refusal(at, ...found);
    return found;
  };
  const parts = written.map((part): GeometryPart => {
    budget.node(at);
    if (part.kind === "Box") {
      const problem = boxProblem(part.box);
      if (problem) throw refusal(at, ...problem);
      return { geometry: { box: part.box }, holes: [] };
    }
    const [outer = [], ...holes] = part.rings;
    return {
      geometry: usable(geometryOf(part.kind, outer)),
      holes: holes.map((ring) => {
        budget.node(at);
        const area = usable(geometryOf("Polygon", ring));
        const [first, last] = [ring[0] as Position, ring.at(-1) as Position];
        const closed = first[0] === last[0] && first[1] === last[1] ? ring : [...ring, first];
        return { area, ring: usable(geometryOf("LineString", closed)) };
      }),
    };
  });
  return { kind: "geometry", name, parts, at };
}

// ---------------------------------------------------------------------------------------------
// Predicates, from operands.

const TRUE: Search = { op: "And", args: [] };
const FALSE: Search = { op: "Or", args: [] };
const anyOf = (args: Search[]): Search => (args.length === 1 ? (args[0] as Search) : { op: "Or", args });
const allOf = (args: Search[]): Search => (args.length === 1 ? (args[0] as Search) : { op: "And", args });

const CONVERSE: Record<Comparator, Comparator> = {
  "=": "=",
  "<>": "<>",
  "<": ">",
  ">": "<",
  "<=": ">=",
  ">=": "<=",
};

/** The operands without their CASEIs, and whether case matters: CASEI must wrap both sides or neither. */
function caseOf(left: Operand, right: Operand): [Operand, Operand, boolean] {
  if (left.kind !== "casei" && right.kind !== "casei") return [left, right, true];
  if (left.kind !== "casei" || right.kind !== "casei") {
    const bare = left.kind === "casei" ? right : left;
    throw refusal(
      bare.at,
      "CASEI harus membungkus kedua sisi perbandingan",
      "CASEI must wrap both sides of the comparison, e.g. CASEI(title) = CASEI('Hutan')",
    );
  }
  return [withoutCasei(left), withoutCasei(right), false];
}

function withoutCasei(operand: Operand): Operand {
  let inner = operand;
  while (inner.kind === "casei") inner = inner.arg;
  const text = inner.kind === "string" || (inner.kind === "property" && inner.queryable.type === "string");
  if (!text)
    throw refusal(
      inner.at,
      `CASEI hanya untuk teks, bukan ${whatIs(inner)}`,
      `CASEI takes text, not ${whatIs(inner)}`,
    );
  return inner;
}

/** The literal as the property's value: text for text properties, an ISO 8601 instant for dates. */
function valueFor(property: PropertyOperand, literal: Operand): string {
  const { name, queryable } = property;
  if (queryable.type === "geometry")
    throw refusal(
      property.at,
      `${name} adalah geometri: pakai fungsi spasial (S_INTERSECTS, ...)`,
      `${name} is a geometry: use a spatial function (S_INTERSECTS, ...)`,
    );
  if (literal.kind === "property")
    throw refusal(
      literal.at,
      "Perbandingan dua properti tidak didukung",
      "comparing two properties is not supported",
    );
  if (queryable.type === "string") {
    if (literal.kind === "string") return literal.value;
    throw refusal(
      literal.at,
      `${name} adalah teks, bukan ${whatIs(literal)}`,
      `${name} is text, not ${whatIs(literal)}`,
    );
  }
  // A quoted ISO 8601 date is taken too, at its own precision ('2020', '2020-05'), as clients write it.
  if (literal.kind === "instant" || (literal.kind === "string" && instantOf(literal.value) !== undefined))
    return literal.value;
  throw refusal(
    literal.at,
    `${name} adalah tanggal, bukan ${whatIs(literal)}`,
    `${name} is a date, not ${whatIs(literal)}: write DATE('2020-01-31') or TIMESTAMP('2020-01-31T10:00:00Z')`,
  );
}

function comparison(comparator: Comparator, left: Operand, right: Operand): Search {
  const [a, b, matchCase] = caseOf(left, right);
  const swapped = a.kind !== "property" && b.kind === "property";
  const [property, literal] = swapped ? [b, a] : [a, b];
  if (property.kind !== "property")
    throw refusal(
      left.at,
      "Perbandingan memerlukan properti di satu sisi",
      "a comparison needs a property on one side",
    );
  const value = valueFor(property, literal);
  const op = swapped ? CONVERSE[comparator] : comparator;
  if (property.queryable.property === "AnyText" && op !== "=" && op !== "<>")
    throw refusal(
      property.at,
      `anytext hanya mendukung =, <> dan LIKE`,
      `anytext supports only =, <> and LIKE, not ${op}`,
    );
  return { op: "Compare", comparator: op, property: property.queryable.property, value, matchCase };
}

function like(value: Operand, pattern: Operand): Search {
  const [property, text, matchCase] = caseOf(value, pattern);
  if (property.kind !== "property" || property.queryable.type !== "string")
    throw refusal(
      property.at,
      `LIKE memerlukan properti teks di kiri, bukan ${whatIs(property)}`,
      `LIKE needs a text property on its left, not ${whatIs(property)}`,
    );
  if (text.kind !== "string")
    throw refusal(
      text.at,
      "Pola LIKE harus berupa teks",
      `the LIKE pattern must be a string, not ${whatIs(text)}`,
    );
  // CQL2 LIKE: % any characters, _ one character, \ escapes the next one.
  const likePattern = toLikePattern(text.value, "%", "_", "\\");
  if (likePattern === undefined)
    throw refusal(text.at, "Pola diakhiri karakter escape", "the pattern ends with the escape character \\");
  return { op: "Like", property: property.queryable.property, likePattern, matchCase };
}

function between(value: Operand, lower: Operand, upper: Operand): Search {
  if (value.kind !== "property")
    throw refusal(
      value.at,
      "BETWEEN memerlukan properti di kiri",
      `BETWEEN needs a property on its left, not ${whatIs(value)}`,
    );
  if (value.queryable.property === "AnyText")
    throw refusal(value.at, "anytext tidak mendukung BETWEEN", "anytext does not support BETWEEN");
  const [from, to] = [valueFor(value, lower), valueFor(value, upper)];
  return { op: "Between", property: value.queryable.property, lower: from, upper: to };
}

function isNull(operand: Operand): Search {
  if (operand.kind !== "property")
    throw refusal(
      operand.at,
      "IS NULL memerlukan properti",
      `IS NULL needs a property, not ${whatIs(operand)}`,
    );
  return { op: "IsNull", property: operand.queryable.property };
}

const SPATIAL_FUNCTIONS: Record<string, SpatialRelation> = {
  S_INTERSECTS: "Intersects",
  S_EQUALS: "Equals",
  S_DISJOINT: "Disjoint",
  S_TOUCHES: "Touches",
  S_WITHIN: "Within",
  S_OVERLAPS: "Overlaps",
  S_CROSSES: "Crosses",
  S_CONTAINS: "Contains",
};

const spatial = (relation: SpatialRelation, { box, shape }: FilterGeometry): Search =>
  shape ? { op: "Spatial", relation, box, shape } : { op: "Spatial", relation, box };

/** Inside a hole and off its ring: strictly inside it, where the polygon is not. */
const insideHole = (hole: GeometryPart["holes"][number]): Search => ({
  op: "And",
  args: [spatial("Within", hole.area), { op: "Not", arg: spatial("Intersects", hole.ring) }],
});

/**
 * The record's extent against a geometry literal. A multi-part geometry intersects what one of
 * its parts does and is disjoint from what all are; a polygon with holes intersects what its
 * exterior does unless that lies strictly inside a hole. The other relations take one part
 * without holes (the AST's shapes).
 */
function spatialPredicate(name: string, first: Operand, second: Operand): Search {
  const swapped = first.kind !== "property" && second.kind === "property";
  const [property, literal] = swapped ? [second, first] : [first, second];
  const written = SPATIAL_FUNCTIONS[name] as SpatialRelation;
  const relation =
    swapped && written === "Within" ? "Contains" : swapped && written === "Contains" ? "Within" : written;
  if (property.kind !== "property" || property.queryable.type !== "geometry")
    throw refusal(
      property.at,
      `${name} memerlukan properti geometry, bukan ${whatIs(property)}`,
      `${name} needs the geometry property, not ${whatIs(property)}`,
    );
  if (literal.kind !== "geometry")
    throw refusal(
      literal.at,
      `${name} memerlukan geometri, bukan ${whatIs(literal)}`,
      `${name} needs a geometry (POINT, LINESTRING, POLYGON, MULTI..., BBOX), not ${whatIs(literal)}`,
    );
  const { parts } = literal;
  if (relation === "Intersects")
    return anyOf(
      parts.map(({ geometry, holes }) =>
        holes.length === 0
          ? spatial("Intersects", geometry)
          : {
              op: "And",
              args: [spatial("Intersects", geometry), { op: "Not", arg: anyOf(holes.map(insideHole)) }],
            },
      ),
    );
  if (relation === "Disjoint")
    return allOf(
      parts.map(({ geometry, holes }) => anyOf([spatial("Disjoint", geometry), ...holes.map(insideHole)])),
    );
  const [only] = parts;
  if (!only || parts.length > 1 || only.holes.length > 0)
    throw refusal(
      literal.at,
      `${name} dengan geometri multi-bagian atau berlubang tidak didukung`,
      `${name} with a multi-part geometry or a polygon with holes is not supported (S_INTERSECTS and S_DISJOINT take them)`,
    );
  return spatial(relation, only.geometry);
}

export const TEMPORAL_FUNCTIONS = ["T_AFTER", "T_BEFORE", "T_DURING", "T_EQUALS", "T_INTERSECTS"] as const;
type TemporalFunction = (typeof TEMPORAL_FUNCTIONS)[number];
const isTemporalFunction = (name: string): name is TemporalFunction =>
  (TEMPORAL_FUNCTIONS as readonly string[]).includes(name);

/**
 * A date property against an instant or an interval. Dates are instants at the precision
 * written (lib/search/dates.ts). T_DURING is strict (after the start, before the end),
 * T_INTERSECTS inclusive.
 */
function temporalPredicate(name: string, first: Operand, second: Operand, at: Where): Search {
  if (!isTemporalFunction(name))
    throw refusal(
      at,
      `Fungsi temporal tidak didukung: ${name}`,
      `unsupported temporal function: ${name} (supported: ${TEMPORAL_FUNCTIONS.join(", ")})`,
    );
  const swapped = first.kind !== "property" && second.kind === "property";
  const [property, literal] = swapped ? [second, first] : [first, second];
  const fn = swapped && name === "T_AFTER" ? "T_BEFORE" : swapped && name === "T_BEFORE" ? "T_AFTER" : name;
  if (swapped && fn === "T_DURING")
    throw refusal(
      at,
      "T_DURING dengan properti di kanan tidak didukung",
      "T_DURING with the property second (T_CONTAINS) is not supported",
    );
  if (
    property.kind !== "property" ||
    (property.queryable.type !== "date" && property.queryable.type !== "date-time")
  )
    throw refusal(
      property.at,
      `${name} memerlukan properti tanggal`,
      `${name} needs a date property, not ${whatIs(property)}`,
    );
  const compare = (comparator: Comparator, value: string): Search => ({
    op: "Compare",
    comparator,
    property: property.queryable.property,
    value,
    matchCase: true,
  });
  const exists: Search = { op: "Not", arg: { op: "IsNull", property: property.queryable.property } };
  if (literal.kind === "interval") {
    const { start, end } = literal;
    const [open, closed] = [start === "..", end === ".."];
    switch (fn) {
      case "T_AFTER":
        return closed ? FALSE : compare(">", end);
      case "T_BEFORE":
        return open ? FALSE : compare("<", start);
      case "T_DURING": {
        const bounds = [...(open ? [] : [compare(">", start)]), ...(closed ? [] : [compare("<", end)])];
        return bounds.length === 0 ? exists : allOf(bounds);
      }
      case "T_INTERSECTS":
        if (open && closed) return exists;
        if (open || closed) return open ? compare("<=", end) : compare(">=", start);
        return { op: "Between", property: property.queryable.property, lower: start, upper: end };
      case "T_EQUALS":
        throw refusal(
          literal.at,
          "T_EQUALS membandingkan dua instan",
          "T_EQUALS compares two instants: a date property never equals an INTERVAL",
        );
    }
  }
  const value = valueFor(property, literal);
  if (fn === "T_DURING")
    throw refusal(
      literal.at,
      "T_DURING memerlukan INTERVAL",
      `T_DURING needs an INTERVAL, not ${whatIs(literal)}`,
    );
  return compare(fn === "T_AFTER" ? ">" : fn === "T_BEFORE" ? "<" : "=", value);
}

/** Why a function name is no predicate or value the parsers take (Indonesian, English). */
function unsupportedFunction(name: string): [string, string] {
  if (name === "ACCENTI")
    return ["ACCENTI tidak didukung", "ACCENTI (accent-insensitive comparison) is not supported"];
  if (/^A_/.test(name))
    return [`Fungsi array tidak didukung: ${name}`, `array functions are not supported: ${name}`];
  return [`Fungsi tidak didukung: ${shown(name)}`, `unsupported function: ${shown(name)}`];
}

// ---------------------------------------------------------------------------------------------
// cql2-text

type TokenKind = "word" | "quoted" | "string" | "number" | "punct" | "end";
interface Token {
  kind: TokenKind;
  text: string;
  /** 1-based character position in the text. */
  pos: number;
}

// A string's quote is '' or \' (CQL2 takes both); any other \x is kept for LIKE's escapes.
const TOKEN =
  /(?<string>'(?:[^'\\]|''|\\[\s\S])*')|(?<quoted>"(?:[^"]|"")*")|(?<number>[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)|(?<word>[\p{L}_:][\p{L}\p{M}\p{N}_.:]*)|(?<punct><>|<=|>=|[=<>(),])/uy;

const unquote = (quoted: string) =>
  quoted
    .slice(1, -1)
    .replace(/\\([\s\S])|''/g, (match, escaped) => (match === "''" || escaped === "'" ? "'" : match));

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  for (;;) {
    while (i < text.length && /\s/.test(text[i] as string)) i++;
    if (i >= text.length) break;
    TOKEN.lastIndex = i;
    const match = TOKEN.exec(text);
    const kind =
      match && (Object.entries(match.groups ?? {}).find(([, v]) => v !== undefined)?.[0] as TokenKind);
    if (!match || !kind) {
      const ch = text[i] as string;
      if (ch === "'" || ch === '"') throw refusal(i + 1, "Tanda kutip tidak ditutup", "unterminated quote");
      if ("+-*/^%".includes(ch))
        throw refusal(
          i + 1,
          "Ekspresi aritmetika tidak didukung",
          "arithmetic expressions are not supported",
        );
      throw refusal(i + 1, `Karakter tak terduga '${ch}'`, `unexpected character '${ch}'`);
    }
    if (kind === "string" && match[0].includes("\u0000"))
      throw refusal(i + 1, "Karakter NUL tidak diizinkan", "NUL characters are not allowed");
    tokens.push({ kind, text: match[0], pos: i + 1 });
    i += match[0].length;
  }
  tokens.push({ kind: "end", text: "", pos: text.length + 1 });
  return tokens;
}

const COMPARATORS = new Set<string>(["=", "<>", "<", "<=", ">", ">="]);
const RESERVED = new Set("AND OR NOT LIKE BETWEEN IN IS NULL".split(" "));
const GEOMETRY_TAGS = new Set(
  "POINT LINESTRING POLYGON MULTIPOINT MULTILINESTRING MULTIPOLYGON GEOMETRYCOLLECTION".split(" "),
);

class TextParser {
  private index = 0;
  private readonly budget = new Budget();

  constructor(private readonly tokens: Token[]) {}

  parse(): Search {
    const filter = this.or(0);
    const rest = this.peek();
    if (rest.kind !== "end")
      throw refusal(rest.pos, `Tak terduga '${shown(rest.text)}'`, `unexpected '${shown(rest.text)}'`);
    return filter;
  }

  private peek(offset = 0): Token {
    return this.tokens[Math.min(this.index + offset, this.tokens.length - 1)] as Token;
  }

  private next(): Token {
    const token = this.peek();
    if (token.kind !== "end") this.index++;
    return token;
  }

  /** Consumes the keyword (any case) if it comes next. */
  private accept(keyword: string): boolean {
    const token = this.peek();
    if (token.kind !== "word" || token.text.toUpperCase() !== keyword) return false;
    this.index++;
    return true;
  }

  private acceptPunct(punct: string): boolean {
    const token = this.peek();
    if (token.kind !== "punct" || token.text !== punct) return false;
    this.index++;
    return true;
  }

  private expect(punct: string): Token {
    const token = this.next();
    if (token.kind !== "punct" || token.text !== punct)
      throw refusal(token.pos, `Diharapkan '${punct}'`, `expected '${punct}'`);
    return token;
  }

  private or(depth: number): Search {
    const args = [this.and(depth)];
    while (this.accept("OR")) args.push(this.and(depth));
    return allOrAny("Or", args);
  }

  private and(depth: number): Search {
    const args = [this.not(depth)];
    while (this.accept("AND")) args.push(this.not(depth));
    return allOrAny("And", args);
  }

  private not(depth: number): Search {
    const pos = this.peek().pos;
    if (!this.accept("NOT")) return this.primary(depth);
    this.budget.node(pos);
    return { op: "Not", arg: this.not(this.budget.deeper(depth, pos)) };
  }

  private primary(depth: number): Search {
    const token = this.peek();
    this.budget.node(token.pos);
    if (token.kind === "punct" && token.text === "(") {
      this.next();
      const inner = this.or(this.budget.deeper(depth, token.pos));
      this.expect(")");
      return inner;
    }
    const name = token.text.toUpperCase();
    if (token.kind === "word" && this.peek(1).text === "(") {
      if (SPATIAL_FUNCTIONS[name] || name.startsWith("T_")) {
        this.next();
        this.expect("(");
        const first = this.operand(depth);
        this.expect(",");
        const second = this.operand(depth);
        this.expect(")");
        return name.startsWith("T_")
          ? temporalPredicate(name, first, second, token.pos)
          : spatialPredicate(name, first, second);
      }
      if (name.startsWith("A_")) throw refusal(token.pos, ...unsupportedFunction(name));
    }
    return this.predicate(depth);
  }

  private predicate(depth: number): Search {
    const left = this.operand(depth);
    const operator = this.peek();
    if (operator.kind === "punct" && COMPARATORS.has(operator.text)) {
      this.next();
      return comparison(operator.text as Comparator, left, this.operand(depth));
    }
    if (this.accept("IS")) {
      const negated = this.accept("NOT");
      if (!this.accept("NULL")) throw refusal(this.peek().pos, "Diharapkan NULL", "expected NULL");
      return negated ? { op: "Not", arg: isNull(left) } : isNull(left);
    }
    const negated = this.accept("NOT");
    const filter = this.likeBetweenIn(left, depth);
    if (filter) return negated ? { op: "Not", arg: filter } : filter;
    if (negated)
      throw refusal(this.peek().pos, "Diharapkan LIKE, BETWEEN atau IN", "expected LIKE, BETWEEN or IN");
    if (left.kind === "boolean") return left.value ? TRUE : FALSE;
    if (operator.kind === "word" && operator.text.toUpperCase() === "ILIKE")
      throw refusal(
        operator.pos,
        "ILIKE bukan CQL2",
        "ILIKE is not CQL2: write CASEI(title) LIKE CASEI('hutan%')",
      );
    throw refusal(operator.pos, "Diharapkan operator perbandingan", "expected a comparison operator");
  }

  private likeBetweenIn(left: Operand, depth: number): Search | undefined {
    if (this.accept("LIKE")) return like(left, this.operand(depth));
    if (this.accept("BETWEEN")) {
      const lower = this.operand(depth);
      if (!this.accept("AND")) throw refusal(this.peek().pos, "Diharapkan AND", "expected AND");
      return between(left, lower, this.operand(depth));
    }
    if (!this.accept("IN")) return undefined;
    this.expect("(");
    const items: Search[] = [];
    do {
      this.budget.node(this.peek().pos);
      items.push(comparison("=", left, this.operand(depth)));
    } while (this.acceptPunct(","));
    this.expect(")");
    return anyOf(items);
  }

  private operand(depth: number): Operand {
    const token = this.next();
    const at = token.pos;
    if (token.kind === "string") return stringOperand(unquote(token.text), at);
    if (token.kind === "number") return { kind: "number", value: token.text, at };
    if (token.kind === "quoted") return propertyOperand(token.text.slice(1, -1).replaceAll('""', '"'), at);
    if (token.kind !== "word")
      throw refusal(at, "Diharapkan nilai atau properti", "expected a value or a property");
    const name = token.text.toUpperCase();
    const call = this.peek().text === "(";
    if (GEOMETRY_TAGS.has(name) && (call || this.peek().text.toUpperCase() === "Z"))
      return geometryOperand(name, this.geometry(name, at), at, this.budget);
    if (call) return this.call(name, at, depth);
    if (name === "TRUE" || name === "FALSE") return { kind: "boolean", value: name === "TRUE", at };
    if (RESERVED.has(name))
      throw refusal(at, "Diharapkan nilai atau properti", "expected a value or a property");
    return propertyOperand(token.text, at);
  }

  /** A function written as a value: CASEI, DATE, TIMESTAMP, INTERVAL, BBOX or ENVELOPE. */
  private call(name: string, at: number, depth: number): Operand {
    this.expect("(");
    let operand: Operand;
    if (name === "CASEI") operand = { kind: "casei", arg: this.operand(this.budget.deeper(depth, at)), at };
    else if (name === "DATE" || name === "TIMESTAMP") operand = instantOperand(name, this.quoted(), at);
    else if (name === "INTERVAL") {
      const start = this.intervalEnd();
      this.expect(",");
      operand = intervalOperand(start, this.intervalEnd(), at);
    } else if (name === "BBOX" || name === "ENVELOPE") {
      operand = geometryOperand(name, [{ kind: "Box", box: this.box(name, at) }], at, this.budget);
    } else throw refusal(at, ...unsupportedFunction(name));
    this.expect(")");
    return operand;
  }

  private quoted(): string {
    const token = this.next();
    if (token.kind !== "string")
      throw refusal(token.pos, "Diharapkan teks dalam tanda kutip", "expected a quoted string");
    return unquote(token.text);
  }

  /** An INTERVAL end: '2020-01-31', '..', or DATE(...) / TIMESTAMP(...). */
  private intervalEnd(): string {
    const token = this.peek();
    const name = token.text.toUpperCase();
    if (token.kind === "word" && (name === "DATE" || name === "TIMESTAMP")) {
      this.next();
      this.expect("(");
      const value = this.quoted();
      this.expect(")");
      return value;
    }
    if (token.kind === "string") return this.quoted();
    if (token.kind === "word" || token.kind === "quoted")
      throw refusal(
        token.pos,
        "INTERVAL dari properti tidak didukung",
        "an INTERVAL of properties is not supported",
      );
    throw refusal(token.pos, "Diharapkan tanggal atau '..'", "expected a date, a timestamp or '..'");
  }

  private number(): number {
    const token = this.next();
    if (token.kind !== "number" || !Number.isFinite(Number(token.text)))
      throw refusal(token.pos, "Diharapkan angka", "expected a number");
    return Number(token.text);
  }

  /** BBOX(west, south, east, north) or with elevations (west, south, min, east, north, max); ENVELOPE as BBOX (CQL2 drafts). */
  private box(name: string, at: number): LonLatBox {
    const numbers = [this.number()];
    while (numbers.length < 6 && this.acceptPunct(",")) numbers.push(this.number());
    const [w, s, a, b, c] = numbers as number[];
    if (numbers.length === 4)
      return { minx: w as number, miny: s as number, maxx: a as number, maxy: b as number };
    if (numbers.length === 6 && name === "BBOX")
      return { minx: w as number, miny: s as number, maxx: b as number, maxy: c as number };
    throw refusal(at, `${name} memerlukan 4 atau 6 angka`, `${name} takes 4 numbers (or 6 with elevations)`);
  }

  /** WKT after its tag: POINT, LINESTRING, POLYGON, their MULTIs, or a GEOMETRYCOLLECTION of them. */
  private geometry(tag: string, at: number, inCollection = false): WrittenPart[] {
    this.accept("Z");
    switch (tag) {
      case "POINT": {
        this.expect("(");
        const position = this.position();
        this.expect(")");
        return [{ kind: "Point", rings: [[position]] }];
      }
      case "LINESTRING":
        return [{ kind: "LineString", rings: [this.positions()] }];
      case "POLYGON":
        return [{ kind: "Polygon", rings: this.rings() }];
      case "MULTIPOINT":
        return this.list(() => {
          // MULTIPOINT((1 2), (3 4)) as CQL2 writes it, or MULTIPOINT(1 2, 3 4) as WKT also does.
          const bare = !this.acceptPunct("(");
          const position = this.position();
          if (!bare) this.expect(")");
          return { kind: "Point", rings: [[position]] };
        });
      case "MULTILINESTRING":
        return this.list(() => ({ kind: "LineString", rings: [this.positions()] }));
      case "MULTIPOLYGON":
        return this.list(() => ({ kind: "Polygon", rings: this.rings() }));
      default: {
        if (inCollection)
          throw refusal(at, "GEOMETRYCOLLECTION bersarang", "a GEOMETRYCOLLECTION inside another");
        this.expect("(");
        const parts: WrittenPart[] = [];
        do {
          const token = this.next();
          const inner = token.text.toUpperCase();
          if (token.kind !== "word" || !GEOMETRY_TAGS.has(inner))
            throw refusal(token.pos, "Diharapkan geometri WKT", "expected a WKT geometry");
          parts.push(...this.geometry(inner, token.pos, true));
        } while (this.acceptPunct(","));
        this.expect(")");
        return parts;
      }
    }
  }

  private list(item: () => WrittenPart): WrittenPart[] {
    this.expect("(");
    const parts = [item()];
    while (this.acceptPunct(",")) parts.push(item());
    this.expect(")");
    return parts;
  }

  /** "x y" or "x y z" (the elevation is dropped: extents are flat). */
  private position(): Position {
    this.budget.position(this.peek().pos);
    const position: Position = [this.number(), this.number()];
    if (this.peek().kind === "number") this.next();
    return position;
  }

  private positions(): Position[] {
    this.expect("(");
    const positions = [this.position()];
    while (this.acceptPunct(",")) positions.push(this.position());
    this.expect(")");
    return positions;
  }

  private rings(): Position[][] {
    this.expect("(");
    const rings = [this.positions()];
    while (this.acceptPunct(",")) rings.push(this.positions());
    this.expect(")");
    return rings;
  }
}

const allOrAny = (op: "And" | "Or", args: Search[]): Search =>
  args.length === 1 ? (args[0] as Search) : { op, args };

// ---------------------------------------------------------------------------------------------
// cql2-json

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const JSON_COMPARATORS = new Set<string>(["=", "<>", "<", "<=", ">", ">="]);

class JsonParser {
  private readonly budget = new Budget();

  filter(value: unknown, path: string, depth: number): Search {
    this.budget.node(path);
    if (typeof value === "boolean") return value ? TRUE : FALSE;
    if (!isObject(value) || typeof value.op !== "string")
      throw refusal(
        path,
        'Diharapkan ekspresi {"op", "args"}',
        'expected an expression {"op": ..., "args": [...]} or true/false',
      );
    const op = value.op.toLowerCase();
    const args = this.args(value, path);
    const arg = (i: number) => this.operand(args[i], `${path}.args[${i}]`, depth);
    switch (op) {
      case "and":
      case "or": {
        if (args.length < 2)
          throw refusal(path, `${op} memerlukan minimal 2 argumen`, `${op} needs at least 2 args`);
        const inner = this.budget.deeper(depth, path);
        const filters = args.map((a, i) => this.filter(a, `${path}.args[${i}]`, inner));
        return { op: op === "and" ? "And" : "Or", args: filters };
      }
      case "not":
        this.arity(args, 1, path, op);
        return { op: "Not", arg: this.filter(args[0], `${path}.args[0]`, this.budget.deeper(depth, path)) };
      case "like":
        this.arity(args, 2, path, op);
        return like(arg(0), arg(1));
      case "between":
        this.arity(args, 3, path, op);
        return between(arg(0), arg(1), arg(2));
      case "in": {
        this.arity(args, 2, path, op);
        const [value, list] = [arg(0), args[1]];
        if (!Array.isArray(list) || list.length === 0)
          throw refusal(`${path}.args[1]`, "IN memerlukan daftar nilai", "IN needs a list of values");
        return anyOf(
          list.map((item, i) => {
            const at = `${path}.args[1][${i}]`;
            this.budget.node(at);
            return comparison("=", value, this.operand(item, at, depth));
          }),
        );
      }
      case "isnull":
        this.arity(args, 1, path, op);
        return isNull(arg(0));
    }
    if (JSON_COMPARATORS.has(op)) {
      this.arity(args, 2, path, op);
      return comparison(op as Comparator, arg(0), arg(1));
    }
    const name = op.toUpperCase();
    if (SPATIAL_FUNCTIONS[name] || name.startsWith("T_")) {
      this.arity(args, 2, path, op);
      return name.startsWith("T_")
        ? temporalPredicate(name, arg(0), arg(1), path)
        : spatialPredicate(name, arg(0), arg(1));
    }
    throw refusal(path, ...unsupportedFunction(shown(value.op)));
  }

  private args(value: Record<string, unknown>, path: string): unknown[] {
    if (!Array.isArray(value.args))
      throw refusal(path, '"args" harus berupa array', '"args" must be an array');
    return value.args;
  }

  private arity(args: unknown[], count: number, path: string, op: string): void {
    if (args.length !== count)
      throw refusal(
        path,
        `${op} memerlukan ${count} argumen`,
        `${op} takes ${count} args, not ${args.length}`,
      );
  }

  private operand(value: unknown, path: string, depth: number): Operand {
    switch (typeof value) {
      case "string":
        return stringOperand(value, path);
      case "number":
        return { kind: "number", value: String(value), at: path };
      case "boolean":
        return { kind: "boolean", value, at: path };
    }
    if (Array.isArray(value)) throw refusal(path, "Array tidak didukung", "arrays are not supported here");
    if (!isObject(value))
      throw refusal(path, "Diharapkan nilai atau properti", "expected a value or a property");
    if ("property" in value) {
      if (typeof value.property !== "string")
        throw refusal(path, "Nama properti harus teks", "a property name must be a string");
      return propertyOperand(value.property, path);
    }
    if ("date" in value) return instantOperand("DATE", this.text(value.date, `${path}.date`), path);
    if ("timestamp" in value)
      return instantOperand("TIMESTAMP", this.text(value.timestamp, `${path}.timestamp`), path);
    if ("interval" in value) {
      const ends = value.interval;
      if (!Array.isArray(ends) || ends.length !== 2)
        throw refusal(path, "interval memerlukan 2 ujung", "an interval takes 2 ends");
      const end = (i: number) => this.intervalEnd(ends[i], `${path}.interval[${i}]`);
      return intervalOperand(end(0), end(1), path);
    }
    if ("bbox" in value)
      return geometryOperand(
        "BBOX",
        [{ kind: "Box", box: this.box(value.bbox, `${path}.bbox`) }],
        path,
        this.budget,
      );
    if ("type" in value)
      return geometryOperand(String(value.type), this.geoJson(value, path, false), path, this.budget);
    if (typeof value.op === "string" && value.op.toLowerCase() === "casei") {
      const args = this.args(value, path);
      this.arity(args, 1, path, "casei");
      return {
        kind: "casei",
        arg: this.operand(args[0], `${path}.args[0]`, this.budget.deeper(depth, path)),
        at: path,
      };
    }
    if (typeof value.op === "string") throw refusal(path, ...unsupportedFunction(shown(value.op)));
    throw refusal(path, "Nilai tidak dikenal", "unrecognised value");
  }

  private text(value: unknown, path: string): string {
    if (typeof value !== "string") throw refusal(path, "Diharapkan teks", "expected a string");
    return value;
  }

  private intervalEnd(value: unknown, path: string): string {
    if (typeof value === "string") return value;
    if (isObject(value) && typeof (value.date ?? value.timestamp) === "string")
      return (value.date ?? value.timestamp) as string;
    if (isObject(value) && "property" in value)
      throw refusal(
        path,
        "INTERVAL dari properti tidak didukung",
        "an interval of properties is not supported",
      );
    throw refusal(path, "Diharapkan tanggal atau '..'", "expected a date, a timestamp or '..'");
  }

  private number(value: unknown, path: string): number {
    if (typeof value !== "number" || !Number.isFinite(value))
      throw refusal(path, "Diharapkan angka", "expected a number");
    return value;
  }

  private box(value: unknown, path: string): LonLatBox {
    if (!Array.isArray(value) || (value.length !== 4 && value.length !== 6))
      throw refusal(path, "bbox memerlukan 4 atau 6 angka", "a bbox takes 4 numbers (or 6 with elevations)");
    const n = value.map((v, i) => this.number(v, `${path}[${i}]`));
    const [w, s, e, north] = value.length === 4 ? n : [n[0], n[1], n[3], n[4]];
    return { minx: w as number, miny: s as number, maxx: e as number, maxy: north as number };
  }

  /** A GeoJSON geometry (coordinates longitude, latitude), or a GeometryCollection of them. */
  private geoJson(value: Record<string, unknown>, path: string, inCollection: boolean): WrittenPart[] {
    const coordinates = `${path}.coordinates`;
    const c = value.coordinates;
    switch (value.type) {
      case "Point":
        return [{ kind: "Point", rings: [[this.position(c, coordinates)]] }];
      case "LineString":
        return [{ kind: "LineString", rings: [this.positions(c, coordinates)] }];
      case "Polygon":
        return [{ kind: "Polygon", rings: this.rings(c, coordinates) }];
      case "MultiPoint":
        return this.array(c, coordinates).map((p, i) => ({
          kind: "Point",
          rings: [[this.position(p, `${coordinates}[${i}]`)]],
        }));
      case "MultiLineString":
        return this.array(c, coordinates).map((l, i) => ({
          kind: "LineString",
          rings: [this.positions(l, `${coordinates}[${i}]`)],
        }));
      case "MultiPolygon":
        return this.array(c, coordinates).map((r, i) => ({
          kind: "Polygon",
          rings: this.rings(r, `${coordinates}[${i}]`),
        }));
      case "GeometryCollection": {
        if (inCollection)
          throw refusal(path, "GeometryCollection bersarang", "a GeometryCollection inside another");
        const geometries = this.array(value.geometries, `${path}.geometries`);
        return geometries.flatMap((g, i) => {
          const at = `${path}.geometries[${i}]`;
          if (!isObject(g)) throw refusal(at, "Diharapkan geometri GeoJSON", "expected a GeoJSON geometry");
          return this.geoJson(g, at, true);
        });
      }
    }
    throw refusal(
      path,
      `Geometri tidak dikenal: ${shown(String(value.type))}`,
      `unknown geometry type: ${shown(String(value.type))}`,
    );
  }

  private array(value: unknown, path: string): unknown[] {
    if (!Array.isArray(value)) throw refusal(path, "Diharapkan array", "expected an array");
    // A list longer than the budget is refused before it is read.
    if (value.length > MAX_CQL2_POSITIONS)
      throw refusal(
        path,
        `Array lebih dari ${MAX_CQL2_POSITIONS} unsur`,
        `an array of more than ${MAX_CQL2_POSITIONS} items`,
      );
    return value;
  }

  private position(value: unknown, path: string): Position {
    this.budget.position(path);
    if (!Array.isArray(value) || value.length < 2 || value.length > 3)
      throw refusal(path, "Posisi memerlukan 2 atau 3 angka", "a position takes 2 or 3 numbers");
    return [this.number(value[0], `${path}[0]`), this.number(value[1], `${path}[1]`)];
  }

  private positions(value: unknown, path: string): Position[] {
    return this.array(value, path).map((p, i) => this.position(p, `${path}[${i}]`));
  }

  private rings(value: unknown, path: string): Position[][] {
    return this.array(value, path).map((r, i) => this.positions(r, `${path}[${i}]`));
  }
}
