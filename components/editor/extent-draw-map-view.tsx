"use client";

import type { GeoJSONSource, Map as MaplibreMap } from "maplibre-gl";
import { useEffect, useRef, useState } from "react";
import { DrawBoxControls } from "@/components/map/draw-box-controls";
import { type Bounds, EMPTY_COLLECTION, INDONESIA, roundCoord } from "@/components/map/geometry";
import { addExtentLayers, createInteractiveMap } from "@/components/map/setup-maplibre";
import { addDrawLayer, keyedBoxData, useDrawBox } from "@/components/map/use-draw-box";
import type { ExtentDrawMapProps } from "./extent-draw-map";

// The record's extent on the offline basemap, with the catalogue map's draw-a-box tool: the box
// drawn fills the four bound fields, and bounds typed into them show on the map.

/** A drawn box as the record's bounds: within the globe, rounded as the fields show them. */
const clamped = (r: Bounds): Bounds => ({
  barat: roundCoord(Math.max(-180, r.barat)),
  timur: roundCoord(Math.min(180, r.timur)),
  selatan: roundCoord(Math.max(-90, r.selatan)),
  utara: roundCoord(Math.min(90, r.utara)),
});

export default function ExtentDrawMapView({ bounds, onDraw, styleUrl, t }: ExtentDrawMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<MaplibreMap | null>(null);
  const [drawing, setDrawing] = useState(false);
  const key = bounds ? [bounds.barat, bounds.selatan, bounds.timur, bounds.utara].join() : "";

  // biome-ignore lint/correctness/useExhaustiveDependencies: created once per mount
  useEffect(() => {
    if (!container.current) return;
    const valid = bounds && bounds.selatan < bounds.utara && bounds.barat < bounds.timur;
    const created = createInteractiveMap(container.current, {
      styleUrl,
      bounds: valid ? [bounds.barat, bounds.selatan, bounds.timur, bounds.utara] : INDONESIA,
      padding: 32,
      maxZoom: 8,
      label: t.label,
    });
    created.on("load", () => {
      addExtentLayers(created, EMPTY_COLLECTION);
      addDrawLayer(created);
      setMap(created);
    });
    return () => created.remove();
  }, []);

  useEffect(() => {
    if (map) (map.getSource("extent") as GeoJSONSource).setData(keyedBoxData(key));
  }, [map, key]);

  useDrawBox(map, drawing, (r) => {
    setDrawing(false);
    if (r) onDraw(clamped(r));
  });

  return (
    <>
      <div ref={container} data-map-ready={map ? "true" : "false"} className="h-full w-full" />
      <DrawBoxControls ready={map !== null} drawing={drawing} onToggle={() => setDrawing((d) => !d)} t={t} />
    </>
  );
}
