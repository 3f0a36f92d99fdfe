import type { Comparator, Search } from "../search/ast";
import { refusal, type Where } from "./cql2-limits";
import { type IntervalOperand, type Operand, type PropertyOperand, whatIs } from "./cql2-operands";
import { allOf, FALSE, valueFor } from "./cql2-predicates";

// CQL2's temporal predicates (T_AFTER, ...) as Search nodes: a date queryable against an instant
// or an INTERVAL, as comparisons of the property's value.

export const TEMPORAL_FUNCTIONS = ["T_AFTER", "T_BEFORE", "T_DURING", "T_EQUALS", "T_INTERSECTS"] as const;
type TemporalFunction = (typeof TEMPORAL_FUNCTIONS)[number];
const isTemporalFunction = (name: string): name is TemporalFunction =>
  (TEMPORAL_FUNCTIONS as readonly string[]).includes(name);

const compare = (property: PropertyOperand, comparator: Comparator, value: string): Search => ({
  op: "Compare",
  comparator,
  property: property.queryable.property,
  value,
  matchCase: true,
});

/**
 * A date property against an instant or an interval. Dates are instants at the precision
 * written (lib/search/dates.ts). T_DURING is strict (after the start, before the end),
 * T_INTERSECTS inclusive.
 */
export function temporalPredicate(name: string, first: Operand, second: Operand, at: Where): Search {
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
  if (literal.kind === "interval") return againstInterval(fn, property, literal);
  const value = valueFor(property, literal);
  if (fn === "T_DURING")
    throw refusal(
      literal.at,
      "T_DURING memerlukan INTERVAL",
      `T_DURING needs an INTERVAL, not ${whatIs(literal)}`,
    );
  return compare(property, fn === "T_AFTER" ? ">" : fn === "T_BEFORE" ? "<" : "=", value);
}

/** The date property against an INTERVAL, whose '..' ends are open. */
function againstInterval(fn: TemporalFunction, property: PropertyOperand, literal: IntervalOperand): Search {
  const { start, end } = literal;
  const [open, closed] = [start === "..", end === ".."];
  const exists: Search = { op: "Not", arg: { op: "IsNull", property: property.queryable.property } };
  switch (fn) {
    case "T_AFTER":
      return closed ? FALSE : compare(property, ">", end);
    case "T_BEFORE":
      return open ? FALSE : compare(property, "<", start);
    case "T_DURING": {
      const bounds = [
        ...(open ? [] : [compare(property, ">", start)]),
        ...(closed ? [] : [compare(property, "<", end)]),
      ];
      return bounds.length === 0 ? exists : allOf(bounds);
    }
    case "T_INTERSECTS":
      if (open && closed) return exists;
      if (open || closed) return open ? compare(property, "<=", end) : compare(property, ">=", start);
      return { op: "Between", property: property.queryable.property, lower: start, upper: end };
    case "T_EQUALS":
      throw refusal(
        literal.at,
        "T_EQUALS membandingkan dua instan",
        "T_EQUALS compares two instants: a date property never equals an INTERVAL",
      );
  }
}
