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
 * `shapes`: every box and polygon of an imported record's document (geometry.ts extentFeatures).
 */
export function ExtentMap({
  bbox,
  label,
  shapes = null,
}: {
  bbox: ExtentBbox | null;
  label: string;
  shapes?: GeoJSON.FeatureCollection | null;
}) {
  return (
    <ExtentMapLazy bbox={bbox} label={label} shapes={shapes} styleUrl={getEnv().MAP_STYLE_URL ?? null} />
  );
}
