"use client";

import dynamic from "next/dynamic";
import type { KatalogParams } from "@/components/catalogue/katalog-url";

const CatalogueMapView = dynamic(() => import("./catalogue-map-view"), {
  ssr: false,
  loading: () => <div className="h-full w-full animate-pulse bg-sky-50" />,
});

export interface Footprint {
  id: string;
  judul: string;
  /** [west, south, east, north] */
  bbox: [number, number, number, number];
}

export interface CatalogueMapTexts {
  label: string;
  draw: string;
  drawing: string;
  cancel: string;
  searchArea: string;
  hint: string;
}

export interface CatalogueMapProps {
  footprints: Footprint[];
  params: KatalogParams;
  styleUrl: string | null;
  t: CatalogueMapTexts;
}

/** The search page's map: the frame is server-rendered, MapLibre arrives in its own chunk. */
export function CatalogueMap(props: CatalogueMapProps) {
  return (
    <section
      aria-label={props.t.label}
      className="relative h-56 overflow-hidden rounded-xl border border-slate-200 bg-sky-50 sm:h-72 lg:h-80"
    >
      <CatalogueMapView {...props} />
    </section>
  );
}
