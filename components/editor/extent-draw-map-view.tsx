"use client";

import {
  type GeoJSONSource,
  Map as MaplibreMap,
  type MapMouseEvent,
  type MapTouchEvent,
  NavigationControl,
} from "maplibre-gl";
import { useEffect, useRef, useState } from "react";
import { mapStyle } from "@/components/map/base-style";
import { type Bounds, bboxPolygon, INDONESIA, roundCoord } from "@/components/map/geometry";
import { setupMaplibre } from "@/components/map/setup-maplibre";
import type { ExtentDrawMapProps } from "./extent-draw-map";

// The record's extent on the offline basemap, with the catalogue map's draw-a-box tool: the box
// drawn fills the four bound fields, and bounds typed into them show on the map.

const EMPTY: GeoJSON.FeatureCollection = { type: "FeatureCollection", features: [] };
const ORANGE = "#c2410c";
const BLUE = "#0369a1";

type LngLat = MapMouseEvent["lngLat"];
const rect = (a: LngLat, b: LngLat): Bounds => ({
  barat: roundCoord(Math.max(-180, Math.min(a.lng, b.lng))),
  timur: roundCoord(Math.min(180, Math.max(a.lng, b.lng))),
  selatan: roundCoord(Math.max(-90, Math.min(a.lat, b.lat))),
  utara: roundCoord(Math.min(90, Math.max(a.lat, b.lat))),
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
      created.addSource("extent", { type: "geojson", data: EMPTY });
      created.addSource("draw", { type: "geojson", data: EMPTY });
      created.addLayer({
        id: "extent-fill",
        type: "fill",
        source: "extent",
        paint: { "fill-color": BLUE, "fill-opacity": 0.15 },
      });
      created.addLayer({
        id: "extent-line",
        type: "line",
        source: "extent",
        paint: { "line-color": BLUE, "line-width": 2 },
      });
      created.addLayer({
        id: "draw-fill",
        type: "fill",
        source: "draw",
        paint: { "fill-color": ORANGE, "fill-opacity": 0.2 },
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
        : EMPTY;
    (map.getSource("extent") as GeoJSONSource).setData(data);
  }, [map, key]);

  // While the tool is on, dragging draws instead of panning (one finger on phones).
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
      setDrawing(false);
      if (r.timur - r.barat < 1e-6 || r.utara - r.selatan < 1e-6) return;
      onDrawRef.current(r);
    };
    map.on("mousedown", down);
    map.on("mousemove", move);
    map.on("mouseup", up);
    map.on("touchstart", down);
    map.on("touchmove", move);
    map.on("touchend", up);
    return () => {
      map.off("mousedown", down);
      map.off("mousemove", move);
      map.off("mouseup", up);
      map.off("touchstart", down);
      map.off("touchmove", move);
      map.off("touchend", up);
      map.dragPan.enable();
      map.touchZoomRotate.enable();
      map.touchZoomRotate.disableRotation();
      map.getCanvas().style.cursor = "";
      source.setData(EMPTY);
    };
  }, [map, drawing]);

  const button =
    "rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700 disabled:opacity-60";
  return (
    <>
      <div ref={container} data-map-ready={map ? "true" : "false"} className="h-full w-full" />
      <div className="absolute left-2 top-2">
        <button
          type="button"
          className={button}
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
