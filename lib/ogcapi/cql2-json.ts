import type { Comparator, Search } from "../search/ast";
import { searchRefusal } from "../search/refusal";
import { GeoJsonReader, isObject } from "./cql2-geojson";
import { Budget, checkLength, refusal, shown, unsupportedFunction } from "./cql2-limits";
import {
  geometryOperand,
  instantOperand,
  intervalOperand,
  type Operand,
  propertyOperand,
  stringOperand,
} from "./cql2-operands";
import { anyOf, between, comparison, FALSE, isNull, like, TRUE } from "./cql2-predicates";
import { SPATIAL_FUNCTIONS, spatialPredicate } from "./cql2-spatial";
import { temporalPredicate } from "./cql2-temporal";

// cql2-json (OGC 21-065r2) filters to the search AST (lib/search/ast.ts), for OGC API – Records'
// `filter`, by walking the parsed value. It reads the same operands as cql2-text.ts and goes
// through the same predicate builders, so a filter means the same in either encoding. Function
// names are matched in any case; every refusal says where, as a JSONPath ($.args[1]).

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

const JSON_COMPARATORS = new Set<string>(["=", "<>", "<", "<=", ">", ">="]);

class JsonParser {
  private readonly budget = new Budget();
  private readonly geoJson = new GeoJsonReader(this.budget);

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
      case "in":
        this.arity(args, 2, path, op);
        return this.in(arg(0), args[1], path, depth);
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

  /** IN as ORed equalities, each item a node. */
  private in(value: Operand, list: unknown, path: string, depth: number): Search {
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
        [{ kind: "Box", box: this.geoJson.box(value.bbox, `${path}.bbox`) }],
        path,
        this.budget,
      );
    if ("type" in value)
      return geometryOperand(
        String(value.type),
        this.geoJson.geometry(value, path, false),
        path,
        this.budget,
      );
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
}
