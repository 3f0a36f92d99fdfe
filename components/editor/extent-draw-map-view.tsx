"use client";

import { type GeoJSONSource, Map as MaplibreMap, NavigationControl } from "maplibre-gl";
import { useEffect, useRef, useState } from "react";
import { mapStyle } from "@/components/map/base-style";
import {
  type Bounds,
  bboxPolygon,
  DRAW_ORANGE,
  EMPTY_COLLECTION,
  EXTENT_BLUE,
  INDONESIA,
  roundCoord,
} from "@/components/map/geometry";
import { setupMaplibre } from "@/components/map/setup-maplibre";
import { MAP_BUTTON, useDrawBox } from "@/components/map/use-draw-box";
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
  const onDrawRef = useRef(onDraw);
  onDrawRef.current = onDraw;
  const key = bounds ? [bounds.barat, bounds.selatan, bounds.timur, bounds.utara].join() : "";

  // biome-ignore lint/correctness/useExhaustiveDependencies: created once per mount
  useEffect(() => {
    if (!container.current) return;
    setupMaplibre();
    const valid = bounds && bounds.selatan < bounds.utara && bounds.barat < bounds.timur;
    const created = new MaplibreMap({
      container: container.current,
      style: mapStyle(styleUrl),
      bounds: valid ? [bounds.barat, bounds.selatan, bounds.timur, bounds.utara] : INDONESIA,
      fitBoundsOptions: { padding: 32, maxZoom: 8 },
      attributionControl: false,
      dragRotate: false,
      pitchWithRotate: false,
    });
    created.touchZoomRotate.disableRotation();
    created.addControl(new NavigationControl({ showCompass: false }), "top-right");
    created.getCanvas().setAttribute("aria-label", t.label);
    created.on("load", () => {
      created.addSource("extent", { type: "geojson", data: EMPTY_COLLECTION });
      created.addSource("draw", { type: "geojson", data: EMPTY_COLLECTION });
      created.addLayer({
        id: "extent-fill",
        type: "fill",
        source: "extent",
        paint: { "fill-color": EXTENT_BLUE, "fill-opacity": 0.15 },
      });
      created.addLayer({
        id: "extent-line",
        type: "line",
        source: "extent",
        paint: { "line-color": EXTENT_BLUE, "line-width": 2 },
      });
      created.addLayer({
        id: "draw-fill",
        type: "fill",
        source: "draw",
        paint: { "fill-color": DRAW_ORANGE, "fill-opacity": 0.2 },
      });
      setMap(created);
    });
    return () => created.remove();
  }, []);

  useEffect(() => {
    if (!map) return;
    const [w, s, e, n] = key ? key.split(",").map(Number) : [];
    const data =
      w !== undefined && s !== undefined && e !== undefined && n !== undefined
        ? bboxPolygon({ barat: w, selatan: s, timur: e, utara: n })
        : EMPTY_COLLECTION;
    (map.getSource("extent") as GeoJSONSource).setData(data);
  }, [map, key]);

  useDrawBox(map, drawing, (r) => {
    setDrawing(false);
    if (r) onDrawRef.current(clamped(r));
  });

  return (
    <>
      <div ref={container} data-map-ready={map ? "true" : "false"} className="h-full w-full" />
      <div className="absolute left-2 top-2">
        <button
          type="button"
          className={MAP_BUTTON}
          aria-pressed={drawing}
          disabled={!map}
          onClick={() => setDrawing((d) => !d)}
        >
          {drawing ? t.cancel : t.draw}
        </button>
      </div>
      <p
        aria-live="polite"
        className="absolute bottom-1 left-2 rounded bg-white/90 px-2 py-0.5 text-xs text-slate-700"
      >
        {drawing ? t.drawing : t.hint}
      </p>
    </>
  );
}
