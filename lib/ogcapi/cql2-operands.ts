import { instantOf } from "../search/dates";
import { type GeometryPart, geometryParts, type WrittenPart } from "./cql2-geometry";
import { type Budget, refusal, shown, type Where } from "./cql2-limits";
import { QUERYABLES, type Queryable, queryableNamed } from "./queryables";

// The operands of a CQL2 predicate, as both encodings read them (cql2-text.ts, cql2-json.ts):
// both go through the same constructors here and the same predicate builders, so a filter means
// the same in either encoding. Property names are the queryables (queryables.ts), case-sensitive.

export type Operand = { at: Where } & (
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
export type PropertyOperand = Extract<Operand, { kind: "property" }>;
export type IntervalOperand = Extract<Operand, { kind: "interval" }>;

/** The operand as a refusal names it. */
export function whatIs(operand: Operand): string {
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

export function propertyOperand(name: string, at: Where): PropertyOperand {
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

export function stringOperand(value: string, at: Where): Operand {
  // PostgreSQL text cannot hold NUL: in a literal it would fail the query instead of matching nothing.
  if (value.includes("\u0000"))
    throw refusal(at, "Karakter NUL tidak diizinkan", "NUL characters are not allowed");
  return { kind: "string", value, at };
}

const DATE_TEXT = /^\d{4}-\d{2}-\d{2}$/;
const TIMESTAMP_TEXT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/i;
const isInstantText = (value: string) =>
  (DATE_TEXT.test(value) || TIMESTAMP_TEXT.test(value)) && instantOf(value) !== undefined;

export function instantOperand(kind: "DATE" | "TIMESTAMP", value: string, at: Where): Operand {
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

export function intervalOperand(start: string, end: string, at: Where): Operand {
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

export function geometryOperand(name: string, written: WrittenPart[], at: Where, budget: Budget): Operand {
  return { kind: "geometry", name, parts: geometryParts(written, at, budget), at };
}
