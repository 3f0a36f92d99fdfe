import { parseCql2Json } from "@/lib/ogcapi/cql2-json";
import { parseCql2Text } from "@/lib/ogcapi/cql2-text";
import type { Search } from "@/lib/search/ast";
import { isSearchRefusal } from "@/lib/search/refusal";

// What the CQL2 tests share (cql2-*.test.ts): the refusal a parser throws, and the Search
// nodes and boxes they expect.

/** The message a parser refuses the filter with (and nothing but a search refusal). */
export function refusal(parse: () => Search): string {
  try {
    parse();
  } catch (error) {
    if (!isSearchRefusal(error)) throw error;
    return error.message;
  }
  throw new Error("the filter was accepted");
}
export const textRefusal = (text: string) => refusal(() => parseCql2Text(text));
export const jsonRefusal = (value: unknown) => refusal(() => parseCql2Json(value));

export const compare = (property: string, comparator: string, value: string, matchCase = true) => ({
  op: "Compare",
  comparator,
  property,
  value,
  matchCase,
});
export const INDONESIA = { minx: 95, miny: -11, maxx: 141, maxy: 6 };
