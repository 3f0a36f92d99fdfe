"use client";

import {
  type ExpressionSpecification,
  type GeoJSONSource,
  Map as MaplibreMap,
  type MapMouseEvent,
  type MapTouchEvent,
  NavigationControl,
} from "maplibre-gl";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { katalogHref } from "@/components/catalogue/katalog-url";
import { mapStyle } from "./base-style";
import type { CatalogueMapProps } from "./catalogue-map-lazy";
import { bboxPolygon, INDONESIA, toBboxParams } from "./geometry";
import { setupMaplibre } from "./setup-maplibre";
import { useCardSync } from "./use-card-sync";

const EMPTY: GeoJSON.FeatureCollection = { type: "FeatureCollection", features: [] };
const BLUE = "#0369a1";
const ORANGE = "#c2410c";

function activeBox(params: CatalogueMapProps["params"]): [number, number, number, number] | null {
  const values = [params.bboxW, params.bboxS, params.bboxE, params.bboxN].map(Number);
  return params.bboxN && values.every(Number.isFinite) ? (values as [number, number, number, number]) : null;
}

/** MapLibre map of the result page's footprints, with a draw-a-box tool and "search this area". */
export default function CatalogueMapView({ footprints, params, styleUrl, t }: CatalogueMapProps) {
  const router = useRouter();
  const container = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<MaplibreMap | null>(null);
  const [drawing, setDrawing] = useState(false);
  const box = activeBox(params);
  const boxKey = box?.join() ?? "";

  // The map is created once per mount; later props update its sources below.
  // biome-ignore lint/correctness/useExhaustiveDependencies: created once per mount
  useEffect(() => {
    if (!container.current) return;
    setupMaplibre();
    const created = new MaplibreMap({
      container: container.current,
      style: mapStyle(styleUrl),
      bounds: box ?? INDONESIA,
      fitBoundsOptions: { padding: 24 },
      attributionControl: false,
      dragRotate: false,
      pitchWithRotate: false,
    });
    created.touchZoomRotate.disableRotation();
    created.addControl(new NavigationControl({ showCompass: false }), "top-right");
    created.getCanvas().setAttribute("aria-label", t.label);
    created.on("load", () => {
      created.addSource("footprints", { type: "geojson", data: EMPTY, promoteId: "id" });
      created.addSource("selection", { type: "geojson", data: EMPTY });
      created.addSource("draw", { type: "geojson", data: EMPTY });
      const hover: ExpressionSpecification = ["boolean", ["feature-state", "hover"], false];
      created.addLayer({
        id: "footprint-fill",
        type: "fill",
        source: "footprints",
        paint: { "fill-color": ["case", hover, ORANGE, BLUE], "fill-opacity": ["case", hover, 0.35, 0.08] },
      });
      created.addLayer({
        id: "footprint-line",
        type: "line",
        source: "footprints",
        paint: { "line-color": ["case", hover, ORANGE, BLUE], "line-width": ["case", hover, 3, 1.2] },
      });
      created.addLayer({
        id: "selection-line",
        type: "line",
        source: "selection",
        paint: { "line-color": "#0f172a", "line-width": 2, "line-dasharray": [2, 1] },
      });
      created.addLayer({
        id: "draw-fill",
        type: "fill",
        source: "draw",
        paint: { "fill-color": ORANGE, "fill-opacity": 0.15 },
      });
      setMap(created);
    });
    return () => created.remove();
  }, []);

  useEffect(() => {
    if (!map) return;
    const data: GeoJSON.FeatureCollection = {
      type: "FeatureCollection",
      features: footprints.map((f) =>
        bboxPolygon(
          { barat: f.bbox[0], selatan: f.bbox[1], timur: f.bbox[2], utara: f.bbox[3] },
          { id: f.id },
        ),
      ),
    };
    (map.getSource("footprints") as GeoJSONSource).setData(data);
  }, [map, footprints]);

  useEffect(() => {
    if (!map) return;
    const [w, s, e, n] = boxKey ? boxKey.split(",").map(Number) : [];
    const selection =
      w !== undefined && s !== undefined && e !== undefined && n !== undefined
        ? bboxPolygon({ barat: w, selatan: s, timur: e, utara: n })
        : EMPTY;
    (map.getSource("selection") as GeoJSONSource).setData(selection);
  }, [map, boxKey]);

  useCardSync(map, footprints);

  // Draw a box: while active, dragging draws instead of panning; releasing searches the box.
  useEffect(() => {
    if (!map || !drawing) return;
    const source = map.getSource("draw") as GeoJSONSource;
    let start: MapMouseEvent["lngLat"] | null = null;
    map.dragPan.disable();
    map.touchZoomRotate.disable();
    map.getCanvas().style.cursor = "crosshair";
    const rect = (a: MapMouseEvent["lngLat"], b: MapMouseEvent["lngLat"]) => ({
      barat: Math.min(a.lng, b.lng),
      timur: Math.max(a.lng, b.lng),
      selatan: Math.min(a.lat, b.lat),
      utara: Math.max(a.lat, b.lat),
    });
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
      router.push(katalogHref(params, toBboxParams(r.barat, r.selatan, r.timur, r.utara)), { scroll: false });
    };
    // Touch too (phones): one finger draws while the tool is on.
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
  }, [map, drawing, params, router]);

  const searchView = () => {
    if (!map) return;
    const b = map.getBounds();
    router.push(katalogHref(params, toBboxParams(b.getWest(), b.getSouth(), b.getEast(), b.getNorth())), {
      scroll: false,
    });
  };

  const button =
    "rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700 disabled:opacity-60";
  return (
    <>
      <div ref={container} data-map-ready={map ? "true" : "false"} className="h-full w-full" />
      <div className="absolute left-2 top-2 flex flex-wrap gap-2">
        <button
          type="button"
          className={button}
          aria-pressed={drawing}
          disabled={!map}
          onClick={() => setDrawing((d) => !d)}
        >
          {drawing ? t.cancel : t.draw}
        </button>
        <button type="button" className={button} disabled={!map} onClick={searchView}>
          {t.searchArea}
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
