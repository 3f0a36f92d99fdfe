import type { PanenRun, SumberPanen } from "../db/generated/client";
import type { HarvestQuery } from "./protocol";

/** The protocol's query for a stored source: its address and constraint, the run's date and cursor. */
export function queryOf(
  source: Pick<SumberPanen, "url" | "filter" | "q" | "bbox" | "setOai">,
  run: Pick<PanenRun, "sejak" | "kursor"> | null,
): HarvestQuery {
  const [west, south, east, north] = source.bbox;
  return {
    url: source.url,
    constraint: {
      ...(source.filter ? { filter: source.filter } : {}),
      ...(source.q ? { q: source.q } : {}),
      ...(source.bbox.length === 4
        ? { bbox: [west, south, east, north] as [number, number, number, number] }
        : {}),
      ...(source.setOai ? { set: source.setOai } : {}),
    },
    modifiedSince: run?.sejak ?? null,
    cursor: run?.kursor ?? null,
  };
}
