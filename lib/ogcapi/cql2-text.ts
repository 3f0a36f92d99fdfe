import type { Comparator, Search } from "../search/ast";
import { searchRefusal } from "../search/refusal";
import { Budget, checkLength, refusal, shown, unsupportedFunction } from "./cql2-limits";
import {
  geometryOperand,
  instantOperand,
  intervalOperand,
  type Operand,
  propertyOperand,
  stringOperand,
} from "./cql2-operands";
import { allOf, anyOf, between, comparison, FALSE, isNull, like, TRUE } from "./cql2-predicates";
import { SPATIAL_FUNCTIONS, spatialPredicate } from "./cql2-spatial";
import { temporalPredicate } from "./cql2-temporal";
import { TokenCursor, tokenize, unquote } from "./cql2-tokens";
import { GEOMETRY_TAGS, WktReader } from "./cql2-wkt";

// cql2-text (OGC 21-065r2) filters to the search AST (lib/search/ast.ts), for OGC API – Records'
// `filter`: a tokenizer (cql2-tokens.ts) and a recursive-descent parser, precedence OR < AND <
// NOT < predicate, as parse-cql.ts. It reads the same operands as cql2-json.ts and goes through
// the same predicate builders, so a filter means the same in either encoding. No CQL2 library
// for JavaScript is maintained well enough to depend on.

/** The filter a cql2-text `filter` denotes, e.g. `title LIKE '%hutan%' AND S_INTERSECTS(geometry, BBOX(95, -11, 141, 6))`. */
export function parseCql2Text(text: string): Search {
  if (text.trim() === "") throw searchRefusal("Filter kosong", "the filter is empty");
  checkLength(text);
  return new TextParser(tokenize(text)).parse();
}

const COMPARATORS = new Set<string>(["=", "<>", "<", "<=", ">", ">="]);
const RESERVED = new Set("AND OR NOT LIKE BETWEEN IN IS NULL".split(" "));

class TextParser extends TokenCursor {
  private readonly budget = new Budget();
  private readonly wkt = new WktReader(this, this.budget);

  parse(): Search {
    const filter = this.or(0);
    const rest = this.peek();
    if (rest.kind !== "end")
      throw refusal(rest.pos, `Tak terduga '${shown(rest.text)}'`, `unexpected '${shown(rest.text)}'`);
    return filter;
  }

  private or(depth: number): Search {
    const args = [this.and(depth)];
    while (this.accept("OR")) args.push(this.and(depth));
    return anyOf(args);
  }

  private and(depth: number): Search {
    const args = [this.not(depth)];
    while (this.accept("AND")) args.push(this.not(depth));
    return allOf(args);
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
      return geometryOperand(name, this.wkt.geometry(name, at), at, this.budget);
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
      operand = geometryOperand(name, [{ kind: "Box", box: this.wkt.box(name, at) }], at, this.budget);
    } else throw refusal(at, ...unsupportedFunction(name));
    this.expect(")");
    return operand;
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
}
