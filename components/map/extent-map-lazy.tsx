"use client";

import dynamic from "next/dynamic";
import type { ExtentBbox } from "./extent-map";

const ExtentMapView = dynamic(() => import("./extent-map-view"), {
  ssr: false,
  loading: () => <div className="h-full w-full animate-pulse bg-sky-50" />,
});

export interface ExtentMapProps {
  bbox: ExtentBbox | null;
  label: string;
  /** Further boxes and polygons, `termasuk` false for exclusions. */
  shapes: GeoJSON.FeatureCollection | null;
  styleUrl: string | null;
}

/** The frame is server-rendered (and keeps its size); MapLibre comes in its own chunk. */
export function ExtentMapLazy({ bbox, label, shapes, styleUrl }: ExtentMapProps) {
  return (
    <section
      aria-label={label}
      className="relative h-64 w-full overflow-hidden rounded-lg border border-slate-200 bg-sky-50 sm:h-72"
    >
      <ExtentMapView bbox={bbox} label={label} shapes={shapes} styleUrl={styleUrl} />
      {bbox && (
        <p className="absolute bottom-1 left-1 rounded bg-white/90 px-2 py-0.5 font-mono text-xs text-slate-700">
          {bbox.barat}, {bbox.selatan} – {bbox.timur}, {bbox.utara}
        </p>
      )}
    </section>
  );
}
