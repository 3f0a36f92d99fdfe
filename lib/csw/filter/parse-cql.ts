import type { Comparator, LonLatBox, Search, SpatialRelation } from "../../search/ast";
import { cswError, type OwsExceptionCode } from "../exception-report";
import {
  axisOrderOf,
  boxProblem,
  distanceOf,
  type FilterGeometry,
  geometryOf,
  SPATIAL_OPERATORS,
} from "./geometry";
import { toLikePattern } from "./like-pattern";
import { MAX_FILTER_DEPTH } from "./parse-filter-xml";
import { type Queryable, queryableNamed } from "./queryables";

// CQL_TEXT (OGC CSW 2.0.2 CQL, with the ECQL spellings clients send) to the search AST
// (lib/search/ast.ts): a tokenizer and a recursive-descent parser, precedence OR < AND < NOT <
// predicate. No CQL library for JavaScript is maintained well enough to depend on, and the
// subset is small. Errors give the 1-based character position.

export const MAX_CQL_LENGTH = 10_000;

type TokenKind = "word" | "quoted" | "string" | "number" | "punct" | "end";
interface Token {
  kind: TokenKind;
  text: string;
  /** 1-based character position in the text. */
  pos: number;
}

// Order matters: dates before numbers, two-character operators before one-character ones.
const TOKEN =
  /(?<string>'(?:[^']|'')*')|(?<quoted>"(?:[^"]|"")*")|(?<number>\d{4}-\d{2}-\d{2}(?:T[\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?|[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)|(?<word>[\p{L}_][\p{L}\p{N}_.:/]*)|(?<punct><>|!=|<=|>=|[=<>(),])/uy;

const COMPARATORS: Record<string, Comparator> = {
  "=": "=",
  "<>": "<>",
  "!=": "<>",
  "<": "<",
  "<=": "<=",
  ">": ">",
  ">=": ">=",
};
const SPATIAL: Record<string, SpatialRelation> = Object.fromEntries(
  SPATIAL_OPERATORS.map((relation) => [relation.toUpperCase(), relation]),
);
/** CQL/ECQL operators Simpul does not support: OperationNotSupported rather than a syntax error. */
const UNSUPPORTED = new Set(
  "RELATE IN DURING BEFORE AFTER TEQUALS EXISTS MULTIPOLYGON MULTIPOINT MULTILINESTRING GEOMETRYCOLLECTION".split(
    " ",
  ),
);
const RESERVED = new Set("AND OR NOT LIKE ILIKE BETWEEN IS NULL".split(" "));

/** The filter a CQL_TEXT constraint denotes, e.g. `AnyText LIKE '%hutan%' AND BBOX(ows:BoundingBox, 95, -11, 141, 6)`. */
export function parseCql(text: string): Search {
  if (text.trim() === "")
    throw cswError("MissingParameterValue", "CQL_TEXT kosong / CQL_TEXT is empty", "Constraint");
  if (text.length > MAX_CQL_LENGTH) {
    throw cswError(
      "InvalidParameterValue",
      `CQL_TEXT lebih dari ${MAX_CQL_LENGTH} karakter / CQL_TEXT is longer than ${MAX_CQL_LENGTH} characters`,
      "Constraint",
    );
  }
  // PostgreSQL text cannot hold NUL: in a literal it would fail the query instead of matching nothing.
  const nul = text.indexOf("\u0000");
  if (nul >= 0) throw failAt(nul + 1, "Karakter NUL tidak diizinkan", "NUL characters are not allowed");
  return new CqlParser(tokenize(text)).parse();
}

function failAt(
  pos: number,
  indonesian: string,
  english: string,
  code: OwsExceptionCode = "InvalidParameterValue",
) {
  return cswError(code, `${indonesian} di posisi ${pos} / ${english} at position ${pos}`, "Constraint");
}

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
      if (text[i] === "'" || text[i] === '"')
        throw failAt(i + 1, "Tanda kutip tidak ditutup", "unterminated quote");
      throw failAt(i + 1, `Karakter tak terduga '${text[i]}'`, `unexpected character '${text[i]}'`);
    }
    tokens.push({ kind, text: match[0], pos: i + 1 });
    i += match[0].length;
  }
  tokens.push({ kind: "end", text: "", pos: text.length + 1 });
  return tokens;
}

class CqlParser {
  private index = 0;

  constructor(private readonly tokens: Token[]) {}

  parse(): Search {
    const filter = this.or(0);
    const rest = this.peek();
    if (rest.kind !== "end")
      throw failAt(rest.pos, `Tak terduga '${rest.text}'`, `unexpected '${rest.text}'`);
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

  private expect(punct: string): Token {
    const token = this.next();
    if (token.kind !== "punct" || token.text !== punct) {
      throw failAt(token.pos, `Diharapkan '${punct}'`, `expected '${punct}'`);
    }
    return token;
  }

  /** The depth inside the NOT or parenthesis at `pos`. */
  private deeper(depth: number, pos: number): number {
    if (depth >= MAX_FILTER_DEPTH) {
      throw failAt(
        pos,
        `Bersarang lebih dari ${MAX_FILTER_DEPTH} tingkat`,
        `nested more than ${MAX_FILTER_DEPTH} levels`,
      );
    }
    return depth + 1;
  }

  private or(depth: number): Search {
    const args = [this.and(depth)];
    while (this.accept("OR")) args.push(this.and(depth));
    return args.length === 1 ? (args[0] as Search) : { op: "Or", args };
  }

  private and(depth: number): Search {
    const args = [this.not(depth)];
    while (this.accept("AND")) args.push(this.not(depth));
    return args.length === 1 ? (args[0] as Search) : { op: "And", args };
  }

  private not(depth: number): Search {
    const pos = this.peek().pos;
    if (this.accept("NOT")) return { op: "Not", arg: this.not(this.deeper(depth, pos)) };
    return this.primary(depth);
  }

  private primary(depth: number): Search {
    const token = this.peek();
    if (token.kind === "punct" && token.text === "(") {
      this.next();
      const inner = this.or(this.deeper(depth, token.pos));
      this.expect(")");
      return inner;
    }
    const name = token.text.toUpperCase();
    const call = token.kind === "word" && this.peek(1).text === "(";
    if (call && SPATIAL[name]) return this.spatial(SPATIAL[name]);
    if (call) {
      throw failAt(
        token.pos,
        `Fungsi atau operator tidak didukung: ${token.text}`,
        `unsupported function or operator: ${token.text}`,
        "OperationNotSupported",
      );
    }
    return this.predicate();
  }

  private property(): { property: Queryable; token: Token } {
    const token = this.next();
    const name = token.kind === "quoted" ? token.text.slice(1, -1).replaceAll('""', '"') : token.text;
    if (
      (token.kind !== "word" && token.kind !== "quoted") ||
      (token.kind === "word" && RESERVED.has(name.toUpperCase()))
    ) {
      throw failAt(token.pos, "Diharapkan nama properti", "expected a property name");
    }
    const property = queryableNamed(name);
    if (!property) throw failAt(token.pos, `Properti tidak dikenal: ${name}`, `unknown property: ${name}`);
    return { property, token };
  }

  private predicate(): Search {
    const { property, token } = this.property();
    const operator = this.peek();
    const comparator = operator.kind === "punct" ? COMPARATORS[operator.text] : undefined;
    if (comparator) {
      this.next();
      this.notBoundingBox(property, token);
      return { op: "Compare", comparator, property, value: this.literal(), matchCase: true };
    }
    if (this.accept("IS")) {
      const negated = this.accept("NOT");
      if (!this.accept("NULL")) throw failAt(this.peek().pos, "Diharapkan NULL", "expected NULL");
      const filter: Search = { op: "IsNull", property };
      return negated ? { op: "Not", arg: filter } : filter;
    }
    const negated = this.accept("NOT");
    const filter = this.likeOrBetween(property, token);
    return negated ? { op: "Not", arg: filter } : filter;
  }

  private likeOrBetween(property: Queryable, propertyToken: Token): Search {
    const operator = this.next();
    const keyword = operator.kind === "word" ? operator.text.toUpperCase() : "";
    if (keyword === "LIKE" || keyword === "ILIKE") {
      this.notBoundingBox(property, propertyToken);
      const pattern = this.next();
      if (pattern.kind !== "string")
        throw failAt(pattern.pos, "Diharapkan pola dalam tanda kutip", "expected a quoted pattern");
      // CQL LIKE: % any characters, _ one character, \ escapes the next one.
      const likePattern = toLikePattern(unquote(pattern.text), "%", "_", "\\");
      if (likePattern === undefined)
        throw failAt(
          pattern.pos,
          "Pola diakhiri karakter escape",
          "the pattern ends with the escape character",
        );
      return { op: "Like", property, likePattern, matchCase: keyword === "LIKE" };
    }
    if (keyword === "BETWEEN") {
      this.notBoundingBox(property, propertyToken);
      const lower = this.literal();
      if (!this.accept("AND")) throw failAt(this.peek().pos, "Diharapkan AND", "expected AND");
      return { op: "Between", property, lower, upper: this.literal() };
    }
    if (UNSUPPORTED.has(keyword)) {
      throw failAt(
        operator.pos,
        `Operator tidak didukung: ${operator.text}`,
        `unsupported operator: ${operator.text}`,
        "OperationNotSupported",
      );
    }
    throw failAt(operator.pos, "Diharapkan operator perbandingan", "expected a comparison operator");
  }

  private notBoundingBox(property: Queryable, token: Token): void {
    if (property === "BoundingBox") {
      throw failAt(
        token.pos,
        "BoundingBox hanya dapat dipakai dengan operator spasial",
        "BoundingBox can only be used with spatial operators",
      );
    }
  }

  private literal(): string {
    const token = this.next();
    if (token.kind === "string") return unquote(token.text);
    if (token.kind === "number") return token.text;
    throw failAt(token.pos, "Diharapkan nilai", "expected a value");
  }

  private number(): number {
    const token = this.next();
    if (token.kind !== "number" || !Number.isFinite(Number(token.text))) {
      throw failAt(token.pos, "Diharapkan angka", "expected a number");
    }
    return Number(token.text);
  }

  /**
   * BBOX(prop, minx, miny, maxx, maxy [, 'crs']), OP(prop, geometry), or DWITHIN/BEYOND(prop,
   * geometry, distance, units); the geometry is ENVELOPE, POINT, LINESTRING or POLYGON.
   */
  private spatial(relation: SpatialRelation): Search {
    this.next();
    this.expect("(");
    const { property, token } = this.property();
    if (property !== "BoundingBox") {
      throw failAt(
        token.pos,
        "Operator spasial hanya untuk BoundingBox",
        "spatial operators apply to BoundingBox only",
      );
    }
    this.expect(",");
    const start = this.peek().pos;
    const geometry = relation === "BBOX" ? { box: this.bboxArguments() } : this.geometry();
    const problem = boxProblem(geometry.box);
    if (problem) throw failAt(start, ...problem);
    let distance: number | undefined;
    if (relation === "DWithin" || relation === "Beyond") {
      this.expect(",");
      const at = this.peek().pos;
      const value = this.number();
      this.expect(",");
      const units = this.next();
      const degrees = distanceOf(value, units.kind === "string" ? unquote(units.text) : units.text);
      if (Array.isArray(degrees)) throw failAt(at, ...degrees);
      distance = degrees;
    }
    this.expect(")");
    return { op: "Spatial", relation, ...geometry, ...(distance === undefined ? {} : { distance }) };
  }

  private bboxArguments(): LonLatBox {
    const [a, b, c, d] = [this.number(), this.commaNumber(), this.commaNumber(), this.commaNumber()];
    if (this.peek().text !== ",") return { minx: a, miny: b, maxx: c, maxy: d };
    this.next();
    const crs = this.next();
    if (crs.kind !== "string")
      throw failAt(crs.pos, "Diharapkan CRS dalam tanda kutip", "expected a quoted CRS");
    const srsName = unquote(crs.text);
    const order = axisOrderOf(srsName);
    if (!order) throw failAt(crs.pos, `CRS tidak didukung: ${srsName}`, `unsupported CRS: ${srsName}`);
    return order === "latlon"
      ? { minx: b, miny: a, maxx: d, maxy: c }
      : { minx: a, miny: b, maxx: c, maxy: d };
  }

  private commaNumber(): number {
    this.expect(",");
    return this.number();
  }

  /** ENVELOPE(west, east, north, south) as ECQL orders it, POINT(x y), LINESTRING(x y, ...) or POLYGON((x y, ...)). */
  private geometry(): FilterGeometry {
    const token = this.next();
    const kind = token.kind === "word" ? token.text.toUpperCase() : "";
    if (kind === "ENVELOPE") {
      this.expect("(");
      const [west, east, north, south] = [
        this.number(),
        this.commaNumber(),
        this.commaNumber(),
        this.commaNumber(),
      ];
      this.expect(")");
      return { box: { minx: west, miny: south, maxx: east, maxy: north } };
    }
    const shapes = { POINT: "Point", LINESTRING: "LineString", POLYGON: "Polygon" } as const;
    const shape = shapes[kind as keyof typeof shapes];
    if (shape) {
      this.expect("(");
      const points = shape === "Polygon" ? this.ring() : this.positions();
      if (shape === "Polygon" && this.peek().text === ",")
        throw failAt(
          this.peek().pos,
          "Poligon berlubang tidak didukung",
          "a polygon with holes is not supported",
          "InvalidParameterValue",
        );
      this.expect(")");
      const found = geometryOf(shape, points);
      if (Array.isArray(found)) throw failAt(token.pos, ...found);
      return found;
    }
    if (UNSUPPORTED.has(kind)) {
      throw failAt(
        token.pos,
        `Geometri tidak didukung: ${token.text}`,
        `unsupported geometry: ${token.text}`,
        "OperationNotSupported",
      );
    }
    throw failAt(
      token.pos,
      "Diharapkan ENVELOPE, POINT, LINESTRING atau POLYGON",
      "expected ENVELOPE, POINT, LINESTRING or POLYGON",
    );
  }

  /** Positions "x y, x y, ...". */
  private positions(): [number, number][] {
    const points: [number, number][] = [[this.number(), this.number()]];
    while (this.peek().text === ",") {
      this.next();
      points.push([this.number(), this.number()]);
    }
    return points;
  }

  private ring(): [number, number][] {
    this.expect("(");
    const points = this.positions();
    this.expect(")");
    return points;
  }
}

const unquote = (quoted: string) => quoted.slice(1, -1).replaceAll("''", "'");
