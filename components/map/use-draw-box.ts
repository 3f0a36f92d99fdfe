"use client";

import type { GeoJSONSource, Map as MaplibreMap, MapMouseEvent, MapTouchEvent } from "maplibre-gl";
import { useEffect, useRef } from "react";
import { type Bounds, bboxPolygon, DRAW_ORANGE, EMPTY_COLLECTION } from "./geometry";

// The draw-a-box tool of the catalogue map and the editor's extent map. While it is on, dragging
// draws instead of panning (one finger on phones); the box shows in the map's "draw" source.

/** The "draw" source the tool draws into, as a layer above the others: call last on load. */
export function addDrawLayer(map: MaplibreMap): void {
  map.addSource("draw", { type: "geojson", data: EMPTY_COLLECTION });
  map.addLayer({
    id: "draw-fill",
    type: "fill",
    source: "draw",
    paint: { "fill-color": DRAW_ORANGE, "fill-opacity": 0.15 },
  });
}

/** The polygon of a box kept as "west,south,east,north" (effects compare the string), or nothing. */
export function keyedBoxData(key: string): GeoJSON.FeatureCollection | GeoJSON.Feature {
  const [w, s, e, n] = key ? key.split(",").map(Number) : [];
  return w !== undefined && s !== undefined && e !== undefined && n !== undefined
    ? bboxPolygon({ barat: w, selatan: s, timur: e, utara: n })
    : EMPTY_COLLECTION;
}

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
