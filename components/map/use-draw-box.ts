"use client";

import type { GeoJSONSource, Map as MaplibreMap, MapMouseEvent, MapTouchEvent } from "maplibre-gl";
import { useEffect, useRef } from "react";
import { type Bounds, bboxPolygon, EMPTY_COLLECTION } from "./geometry";

// The draw-a-box tool of the catalogue map and the editor's extent map. While it is on, dragging
// draws instead of panning (one finger on phones); the box shows in the map's "draw" source.

/** The class of the buttons laid over a map. */
export const MAP_BUTTON =
  "rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700 disabled:opacity-60";

type LngLat = MapMouseEvent["lngLat"];
const rect = (a: LngLat, b: LngLat): Bounds => ({
  barat: Math.min(a.lng, b.lng),
  timur: Math.max(a.lng, b.lng),
  selatan: Math.min(a.lat, b.lat),
  utara: Math.max(a.lat, b.lat),
});

/**
 * Draws a box on `map` while `drawing`; on release calls `onDone` with the box (unrounded,
 * longitudes as dragged), or with null for a click that drew nothing. The caller switches
 * `drawing` off in `onDone`.
 */
export function useDrawBox(map: MaplibreMap | null, drawing: boolean, onDone: (box: Bounds | null) => void) {
  const onDoneRef = useRef(onDone);
  onDoneRef.current = onDone;
  useEffect(() => {
    if (!map || !drawing) return;
    const source = map.getSource("draw") as GeoJSONSource;
    let start: LngLat | null = null;
    map.dragPan.disable();
    map.touchZoomRotate.disable();
    map.getCanvas().style.cursor = "crosshair";
    const down = (e: MapMouseEvent | MapTouchEvent) => {
      start = e.lngLat;
    };
    const move = (e: MapMouseEvent | MapTouchEvent) => {
      if (start) source.setData(bboxPolygon(rect(start, e.lngLat)));
    };
    const up = (e: MapMouseEvent | MapTouchEvent) => {
      if (!start) return;
      const r = rect(start, e.lngLat);
      start = null;
      onDoneRef.current(r.timur - r.barat < 1e-6 || r.utara - r.selatan < 1e-6 ? null : r);
    };
    const events = [
      ["mousedown", down],
      ["mousemove", move],
      ["mouseup", up],
      ["touchstart", down],
      ["touchmove", move],
      ["touchend", up],
    ] as const;
    for (const [name, listener] of events) map.on(name, listener);
    return () => {
      for (const [name, listener] of events) map.off(name, listener);
      map.dragPan.enable();
      map.touchZoomRotate.enable();
      map.touchZoomRotate.disableRotation();
      map.getCanvas().style.cursor = "";
      source.setData(EMPTY_COLLECTION);
    };
  }, [map, drawing]);
}
