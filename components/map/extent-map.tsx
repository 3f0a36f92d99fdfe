import { getEnv } from "@/lib/env";
import { ExtentMapLazy } from "./extent-map-lazy";

export interface ExtentBbox {
  barat: number;
  timur: number;
  selatan: number;
  utara: number;
}

/**
 * A small map of one record's extent (for the record page). A server component: it reads
 * MAP_STYLE_URL and hands the map itself to the browser, loaded lazily after the first paint.
 */
export function ExtentMap({ bbox, label }: { bbox: ExtentBbox | null; label: string }) {
  return <ExtentMapLazy bbox={bbox} label={label} styleUrl={getEnv().MAP_STYLE_URL ?? null} />;
}
