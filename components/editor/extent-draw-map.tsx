"use client";

import dynamic from "next/dynamic";
import type { Bounds } from "@/components/map/geometry";

// MapLibre arrives in its own chunk, only when the editor is open.
const ExtentDrawMapView = dynamic(() => import("./extent-draw-map-view"), {
  ssr: false,
  loading: () => <div className="h-full w-full animate-pulse bg-sky-50" />,
});

export interface ExtentDrawMapProps {
  /** The box typed so far; null while the four bounds are not all numbers. */
  bounds: Bounds | null;
  onDraw: (bounds: Bounds) => void;
  styleUrl: string | null;
  t: { label: string; draw: string; drawing: string; cancel: string; hint: string };
}

export function ExtentDrawMap(props: ExtentDrawMapProps) {
  return (
    <section
      aria-label={props.t.label}
      className="relative h-72 overflow-hidden rounded-lg border border-slate-200 bg-sky-50 sm:col-span-2"
    >
      <ExtentDrawMapView {...props} />
    </section>
  );
}
