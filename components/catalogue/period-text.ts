import type { TSourceDetails } from "@/lib/schemas/source-details";

// A temporal extent as its document writes it: positions as written ("2015-05"), indeterminate
// positions in words ("2015-05 – sekarang"), one position for an instant.

type Period = TSourceDetails["periode"][number];

/** Words for gml indeterminatePosition values (now, unknown, before, after); others as written. */
export type IndeterminateWords = Record<string, string>;

function edge(value: string | undefined, indeterminate: string | undefined, words: IndeterminateWords) {
  if (!indeterminate) return value ?? "…";
  const word = words[indeterminate] ?? indeterminate;
  return value ? `${word} ${value}` : word;
}

export function periodText(period: Period, words: IndeterminateWords): string {
  const begin = edge(period.mulai, period.mulaiIndeterminate, words);
  const end = edge(period.selesai, period.selesaiIndeterminate, words);
  return begin === end ? begin : `${begin} – ${end}`;
}
