import { toLikePattern } from "../csw/filter/like-pattern";
import type { Comparator, Search } from "../search/ast";
import { instantOf } from "../search/dates";
import { refusal } from "./cql2-limits";
import { type Operand, type PropertyOperand, whatIs } from "./cql2-operands";

// The Search nodes (lib/search/ast.ts) of CQL2's comparison predicates, from the operands either
// encoding read: comparisons (and IN, as ORed equalities), LIKE, BETWEEN and IS NULL, with CASEI.
// Spatial and temporal predicates are in cql2-spatial.ts and cql2-temporal.ts.

export const TRUE: Search = { op: "And", args: [] };
export const FALSE: Search = { op: "Or", args: [] };
export const anyOf = (args: Search[]): Search =>
  args.length === 1 ? (args[0] as Search) : { op: "Or", args };
export const allOf = (args: Search[]): Search =>
  args.length === 1 ? (args[0] as Search) : { op: "And", args };

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
export function valueFor(property: PropertyOperand, literal: Operand): string {
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

export function comparison(comparator: Comparator, left: Operand, right: Operand): Search {
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

export function like(value: Operand, pattern: Operand): Search {
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

export function between(value: Operand, lower: Operand, upper: Operand): Search {
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

export function isNull(operand: Operand): Search {
  if (operand.kind !== "property")
    throw refusal(
      operand.at,
      "IS NULL memerlukan properti",
      `IS NULL needs a property, not ${whatIs(operand)}`,
    );
  return { op: "IsNull", property: operand.queryable.property };
}
