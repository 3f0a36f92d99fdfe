import { searchRefusal } from "../search/refusal";

// The limits of a CQL2 filter and the refusals both encodings share (cql2-text.ts, cql2-json.ts).
// Every refusal is a searchRefusal saying where: the 1-based character position in the text, a
// JSONPath ($.args[1]) in the JSON. The limits keep a hostile filter cheap.

export const MAX_CQL2_LENGTH = 65_536;
/** Nested parentheses, NOTs, ANDs and ORs (and CASEIs). */
export const MAX_CQL2_DEPTH = 50;
/** Predicates, logical operators, IN items and geometry parts: each is a condition in the SQL. */
export const MAX_CQL2_NODES = 500;
/** Coordinates in all the filter's geometries. */
export const MAX_CQL2_POSITIONS = 1_000;

export function checkLength(text: string): void {
  if (text.length > MAX_CQL2_LENGTH)
    throw searchRefusal(
      `Filter lebih dari ${MAX_CQL2_LENGTH} karakter`,
      `the filter is longer than ${MAX_CQL2_LENGTH} characters`,
    );
}

/** Where in the filter: a 1-based character position in the text, a JSONPath in the JSON. */
export type Where = number | string;

export function refusal(at: Where, indonesian: string, english: string) {
  const [id, en] =
    typeof at === "number" ? [`di posisi ${at}`, `at position ${at}`] : [`di ${at}`, `at ${at}`];
  return searchRefusal(`${indonesian} ${id}`, `${english} ${en}`);
}

/** A value for a message: long ones cut, so a refusal never echoes a whole hostile filter. */
export const shown = (value: string) => (value.length > 40 ? `${value.slice(0, 40)}…` : value);

/** Why a function name is no predicate or value the parsers take (Indonesian, English). */
export function unsupportedFunction(name: string): [string, string] {
  if (name === "ACCENTI")
    return ["ACCENTI tidak didukung", "ACCENTI (accent-insensitive comparison) is not supported"];
  if (/^A_/.test(name))
    return [`Fungsi array tidak didukung: ${name}`, `array functions are not supported: ${name}`];
  return [`Fungsi tidak didukung: ${shown(name)}`, `unsupported function: ${shown(name)}`];
}

/** Counts what a filter costs, and refuses it past the limits. */
export class Budget {
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
